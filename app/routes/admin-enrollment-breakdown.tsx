import { data, Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/admin-enrollment-breakdown";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { enrollmentCopy } from "~/content/enrollment";
import { site } from "~/content/site";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { breakdownQuerySchema, type BreakdownTable } from "~/features/enrollment/breakdown-query-schema";
import { breakdownTable } from "~/features/enrollment/breakdown-tables";
import { AgeChartSlot } from "~/features/enrollment/components/age-chart-slot";
import { CountsTable } from "~/features/enrollment/components/counts-table";
import { getEnrollmentBreakdown } from "~/features/enrollment/get-enrollment-breakdown.server";
import { listEventChoices } from "~/features/orders/list-event-choices.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { cn } from "~/lib/cn";

const copy = enrollmentCopy;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const parsed = breakdownQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : breakdownQuerySchema.parse({});
  const db = context.app.database.db;
  const [breakdown, eventChoices] = await Promise.all([getEnrollmentBreakdown({ db, query, now: context.app.clock.now() }), listEventChoices({ db })]);
  return data(
    {
      breakdown,
      eventChoices: eventChoices.map((e) => ({ id: e.id, label: `${e.cityName} · ${e.dateText}` })),
      error: parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
    },
    { status: parsed.success ? 200 : 400, headers: PRIVATE_PAGE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default function EnrollmentBreakdownRoute({ loaderData }: Route.ComponentProps) {
  const { breakdown, eventChoices, error } = loaderData;
  const [params] = useSearchParams();
  const { query } = breakdown;
  const csvLink = (table: BreakdownTable, name: string) => {
    const next = new URLSearchParams(params);
    next.set("table", table);
    return (
      <a href={`/admin/enrollment-breakdown.csv?${next}`} download data-csv={table} className="inline-flex min-h-11 items-center text-sm font-semibold text-spot-300 underline" aria-label={copy.csvOf(name)}>
        {copy.csv}
      </a>
    );
  };
  const table = (id: BreakdownTable) => {
    const t = breakdownTable(breakdown, id);
    return <CountsTable id={id} caption={t.title} headColumns={t.headColumns} countColumns={t.countColumns} rows={t.rows} totals={t.totals} empty={copy.nothing[id] ?? ""} actions={csvLink(id, t.title)} />;
  };
  const eventBars = (rows: typeof breakdown.studentsByEvent) => rows.map((r) => ({ label: r.label, twelveAndUnder: r.twelveAndUnder, thirteenAndUp: r.thirteenAndUp }));
  const tierBars = breakdown.tierTotals.map((r) => ({ label: r.tierLabel ?? copy.noTier, twelveAndUnder: r.twelveAndUnder, thirteenAndUp: r.thirteenAndUp }));

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-neutral-300">{copy.intro}</p>

      <nav aria-label={copy.periodLabel} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {(["upcoming", "past"] as const).map((when) => {
            const current = query.when === when;
            return (
              <li key={when}>
                <Link
                  to={`?when=${when}`}
                  aria-current={current ? "page" : undefined}
                  className={cn("inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold", current ? "border-spot-400 bg-spot-400 text-stage-950" : "border-white/30 text-neutral-100 hover:bg-white/10")}
                >
                  {copy.periods[when]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-[auto_auto_auto] sm:items-end sm:justify-start" aria-label={copy.custom}>
        <input type="hidden" name="when" value="range" />
        <div>
          <label htmlFor="enrollment-from" className="block text-sm font-semibold">{copy.from}</label>
          <input id="enrollment-from" name="from" type="date" defaultValue={query.from ?? ""} className={inputClass} />
        </div>
        <div>
          <label htmlFor="enrollment-to" className="block text-sm font-semibold">{copy.to}</label>
          <input id="enrollment-to" name="to" type="date" defaultValue={query.to ?? ""} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? "enrollment-error" : undefined} />
        </div>
        <Button type="submit">{copy.apply}</Button>
      </Form>
      {error && (
        <p id="enrollment-error" role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
          {error}
        </p>
      )}
      <p role="status" data-period={query.when} className="mt-4 text-neutral-300">
        {query.when === "range" ? copy.showingRange(query.from, query.to) : copy.showing[query.when]} {copy.eventCount(breakdown.eventCount)}
      </p>

      <Section id="enrollment-students" title={copy.sections.students}>
        <div className="grid gap-4 lg:grid-cols-2">
          <AgeChartSlot id="students" label={copy.sections.students} bars={eventBars(breakdown.studentsByEvent)} />
          {table("students")}
        </div>
      </Section>

      <Section id="enrollment-tiers" title={copy.sections.tiers}>
        <div className="grid gap-4 lg:grid-cols-2">
          <AgeChartSlot id="tiers" label={copy.sections.tierChart} bars={tierBars} />
          {table("tiers")}
        </div>
      </Section>

      <Section id="enrollment-auditions" title={copy.sections.auditions}>
        <div className="grid gap-4 lg:grid-cols-2">
          <AgeChartSlot id="auditions" label={copy.sections.auditions} bars={eventBars(breakdown.auditionsByEvent)} />
          {table("auditions")}
        </div>
      </Section>

      <Section id="enrollment-exports" title={copy.exports.heading}>
        <p className="text-sm text-neutral-300">{copy.exports.intro}</p>
        {/* A plain form: each button's target is a file to download, not a page to route to. */}
        <form method="get" action="/admin/export/students.csv" className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,20rem)_1fr] sm:items-end">
          <div>
            <label htmlFor="export-event" className="block text-sm font-semibold">{copy.exports.event}</label>
            <select id="export-event" name="event" defaultValue="" className={inputClass}>
              <option value="">{copy.exports.allEvents}</option>
              {eventChoices.map((e) => (
                <option key={e.id} value={e.id}>{e.label}</option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="outline" formAction="/admin/export/students.csv">{copy.exports.students}</Button>
            <Button type="submit" variant="outline" formAction="/admin/export/registrations.csv">{copy.exports.registrations}</Button>
            <Button type="submit" variant="outline" formAction="/admin/export/waitlist.csv">{copy.exports.waitlist}</Button>
            <Button type="submit" variant="outline" formAction="/admin/orders.csv">{copy.exports.orders}</Button>
          </div>
        </form>
      </Section>
    </section>
  );
}
