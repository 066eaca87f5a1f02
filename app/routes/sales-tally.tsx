import { data, Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/sales-tally";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { salesCopy, type TallyTable } from "~/content/sales";
import { site } from "~/content/site";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import { afterFeesMinor } from "~/domain/ledger";
import { formatRate, TALLY_PRESETS, type RevenueFigures } from "~/domain/sales-tally";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { ChartSlot } from "~/features/sales/components/chart-slot";
import { FiguresTable, type FigureCell, type FiguresRow } from "~/features/sales/components/figures-table";
import { getSalesTally } from "~/features/sales/get-sales-tally.server";
import { tallyQuerySchema } from "~/features/sales/tally-query-schema";
import type { Compared } from "~/features/sales/types";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { cn } from "~/lib/cn";

const copy = salesCopy;
const col = copy.columns;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const parsed = tallyQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : tallyQuerySchema.parse({});
  const tally = await getSalesTally({ db: context.app.database.db, now: context.app.clock.now(), timeZone: context.app.env.TEAM_TIME_ZONE, query });
  return data({ tally, error: parsed.success ? null : (parsed.error.issues[0]?.message ?? null) }, { status: parsed.success ? 200 : 400, headers: PRIVATE_PAGE_HEADERS });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

const money = (currency: CurrencyCode) => (minor: number) => formatMoney({ amountMinor: minor, currency });
const count = (n: number) => n.toLocaleString("en-US");

/** A row's figures this period with the previous period's under each. */
function cells<T>(row: Compared<T>, pick: (figures: T) => string[]): FigureCell[] {
  const now = pick(row.current);
  const before = row.previous ? pick(row.previous) : null;
  return now.map((value, i) => ({ now: value, before: before?.[i] ?? null }));
}

const moneyColumns = [col.orders, col.tickets, col.gross, col.discounts, col.credits, col.refunds, col.net];
const summaryColumns = [...moneyColumns, col.fees, col.afterFees];
const tierColumns = [col.tickets, col.gross, col.discounts, col.credits, col.refunds, col.net];
function tierCells(f: { currency: CurrencyCode; tickets: number; grossMinor: number; discountMinor: number; creditMinor: number; refundMinor: number; netMinor: number }): string[] {
  const m = money(f.currency);
  return [count(f.tickets), m(f.grossMinor), m(f.discountMinor), m(f.creditMinor), m(f.refundMinor), m(f.netMinor)];
}

/** The figures' words, beside them: the ledger's definitions in the team's language. */
function Definitions() {
  return (
    <div data-definitions className="min-w-0 rounded-2xl border border-white/10 p-4">
      <h3 id="tally-definitions-title" className="text-base font-semibold">
        {copy.definitionsTitle}
      </h3>
      <dl className="mt-2 space-y-2 text-sm">
        {copy.definitions.map((d) => (
          <div key={d.term}>
            <dt className="font-semibold">{d.term}</dt>
            <dd className="text-neutral-300">{d.meaning}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
function moneyCells(f: { currency: CurrencyCode; orders: number; tickets: number; grossMinor: number; discountMinor: number; creditMinor: number; refundMinor: number; netMinor: number }): string[] {
  const m = money(f.currency);
  return [count(f.orders), count(f.tickets), m(f.grossMinor), m(f.discountMinor), m(f.creditMinor), m(f.refundMinor), m(f.netMinor)];
}
function summaryCells(f: RevenueFigures): string[] {
  const m = money(f.currency);
  return [...moneyCells(f), m(f.feeMinor), m(afterFeesMinor(f))];
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-neutral-300">{intro}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default function SalesTallyRoute({ loaderData }: Route.ComponentProps) {
  const { tally, error } = loaderData;
  const [params] = useSearchParams();
  const { period } = tally;
  const csvHref = (table: TallyTable) => {
    const next = new URLSearchParams(params);
    next.set("table", table);
    return `/internal/sales-tally.csv?${next}`;
  };
  const csvLink = (table: TallyTable, name: string) => (
    <a href={csvHref(table)} download className="inline-flex min-h-11 items-center text-sm font-semibold text-spot-300 underline" aria-label={copy.csvOf(name)}>
      {copy.csv}
    </a>
  );
  const sections = copy.sections;
  const revenueTitle = period.bucket === "day" ? sections.revenueByDay : sections.revenueByMonth;

  const summaryRows: FiguresRow[] = tally.summary.map((r) => ({ key: r.current.currency, head: r.current.currency, cells: cells(r, summaryCells) }));
  const eventRows: FiguresRow[] = tally.byEvent.map((r) => ({ key: `${r.eventId ?? "online"}-${r.current.currency}`, head: `${r.label} (${r.current.currency})`, cells: cells(r, moneyCells) }));
  const tierRows: FiguresRow[] = tally.byTier.map((r) => ({ key: `${r.source}-${r.tierKey ?? ""}-${r.current.currency}`, head: `${r.label} (${r.current.currency})`, cells: cells(r, tierCells) }));
  const codeRows: FiguresRow[] = tally.byCode.map((r) => ({
    key: `${r.code}-${r.current.currency}`,
    head: `${r.label} (${r.current.currency})`,
    cells: cells(r, (f) => [count(f.orders), count(f.tickets), money(f.currency)(f.discountMinor), money(f.currency)(f.netMinor)]),
  }));
  const channelRows: FiguresRow[] = tally.byChannel.map((r) => ({ key: `${r.channel}-${r.current.currency}`, head: `${r.channel} (${r.current.currency})`, cells: cells(r, moneyCells) }));
  const funnelRows: FiguresRow[] = tally.funnel.map((r) => ({
    key: `${r.eventId}`,
    head: r.label,
    cells: cells(r, (f) => [count(f.started), count(f.created), count(f.paid), formatRate(f.createdRate), formatRate(f.paidRate), formatRate(f.overallRate)]),
  }));
  const revenueRows: FiguresRow[] = tally.series.rows.map((r) => ({
    key: r.bucket,
    head: r.bucket,
    cells: tally.series.currencies.map((c) => ({ now: formatMoney({ amountMinor: r.amounts[c] ?? 0, currency: c }) })),
  }));
  const revenuePoints = tally.series.rows.map((r) => ({ bucket: r.bucket, ...Object.fromEntries(tally.series.currencies.map((c) => [c, (r.amounts[c] ?? 0) / 100])) }));
  const ticketsByTier = [...tally.byTier.reduce((m, r) => m.set(r.label, (m.get(r.label) ?? 0) + r.current.tickets), new Map<string, number>())].map(([label, tickets]) => ({ label, tickets }));

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-neutral-300">{copy.intro(tally.timeZone)}</p>

      <nav aria-label={copy.rangeLabel} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {TALLY_PRESETS.map((preset) => {
            const current = period.preset === preset;
            return (
              <li key={preset}>
                <Link
                  to={`?preset=${preset}`}
                  aria-current={current ? "page" : undefined}
                  className={cn("inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold", current ? "border-spot-400 bg-spot-400 text-stage-950" : "border-white/30 text-neutral-100 hover:bg-white/10")}
                >
                  {copy.presets[preset]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-[auto_auto_auto] sm:items-end sm:justify-start" aria-label={copy.custom}>
        <div>
          <label htmlFor="tally-from" className="block text-sm font-semibold">{copy.from}</label>
          <input id="tally-from" name="from" type="date" defaultValue={params.get("from") ?? period.firstDay} className={inputClass} required />
        </div>
        <div>
          <label htmlFor="tally-to" className="block text-sm font-semibold">{copy.to}</label>
          <input id="tally-to" name="to" type="date" defaultValue={params.get("to") ?? period.lastDay} className={inputClass} required aria-invalid={error ? true : undefined} aria-describedby={error ? "tally-error" : undefined} />
        </div>
        <Button type="submit">{copy.apply}</Button>
      </Form>
      {error && (
        <p id="tally-error" role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
          {error}
        </p>
      )}
      <p role="status" data-period={`${period.firstDay}..${period.lastDay}`} className="mt-4 text-neutral-300">
        {copy.showing(period.firstDay, period.lastDay)} {period.previous ? copy.previous(period.previous.firstDay, period.previous.lastDay) : copy.noPrevious}
      </p>

      <Section id="tally-summary" title={sections.summary} intro={copy.sectionIntro.summary}>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[3fr_2fr]">
          <FiguresTable id="summary" caption={sections.summary} headColumn={col.currency} columns={summaryColumns} rows={summaryRows} actions={csvLink("summary", sections.summary)} />
          <Definitions />
        </div>
      </Section>

      <Section id="tally-revenue" title={revenueTitle} intro={copy.sectionIntro.revenue}>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <ChartSlot label={revenueTitle} chart={{ kind: "revenue", props: { currencies: tally.series.currencies, points: revenuePoints } }} />
          <FiguresTable id="revenue" caption={revenueTitle} headColumn={period.bucket === "day" ? col.day : col.month} columns={tally.series.currencies} rows={tally.series.currencies.length === 0 ? [] : revenueRows} actions={csvLink("revenue", revenueTitle)} />
        </div>
      </Section>

      <Section id="tally-events" title={sections.byEvent} intro={copy.sectionIntro.tickets}>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[2fr_3fr]">
          <ChartSlot label={sections.ticketsByEvent} chart={{ kind: "tickets", props: { bars: tally.byEvent.map((r) => ({ label: r.label, tickets: r.current.tickets })) } }} />
          <FiguresTable id="events" caption={sections.byEvent} headColumn={col.event} columns={moneyColumns} rows={eventRows} actions={csvLink("events", sections.byEvent)} />
        </div>
      </Section>

      <Section id="tally-tiers" title={sections.byTier} intro={copy.sectionIntro.byTier}>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <ChartSlot label={sections.byTier} chart={{ kind: "tickets", props: { bars: ticketsByTier } }} />
          <FiguresTable id="tiers" caption={sections.byTier} headColumn={col.tier} columns={tierColumns} rows={tierRows} actions={csvLink("tiers", sections.byTier)} />
        </div>
      </Section>

      <Section id="tally-codes" title={sections.byCode} intro={copy.sectionIntro.byCode}>
        <FiguresTable id="codes" caption={sections.byCode} headColumn={col.code} columns={[col.orders, col.tickets, col.discountGiven, col.net]} rows={codeRows} actions={csvLink("codes", sections.byCode)} />
      </Section>

      <Section id="tally-channels" title={sections.byChannel} intro={copy.sectionIntro.byChannel}>
        <FiguresTable id="channels" caption={sections.byChannel} headColumn={col.channel} columns={moneyColumns} rows={channelRows} actions={csvLink("channels", sections.byChannel)} />
      </Section>

      <Section id="tally-funnel" title={sections.funnel} intro={copy.sectionIntro.funnel}>
        <FiguresTable
          id="funnel"
          caption={sections.funnel}
          headColumn={col.event}
          columns={[col.started, col.created, col.paid, col.createdRate, col.paidRate, col.overallRate]}
          rows={funnelRows}
          actions={csvLink("funnel", sections.funnel)}
        />
      </Section>
    </section>
  );
}
