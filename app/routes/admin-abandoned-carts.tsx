import { data, Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/admin-abandoned-carts";
import { Pager } from "~/components/pager";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { site } from "~/content/site";
import { formatMoney } from "~/domain/money";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { listEventChoices } from "~/features/orders/list-event-choices.server";
import { abandonedCartsCopy as copy } from "~/features/recovery/abandoned-carts-copy";
import { ABANDONED_PAGE_SIZE, abandonedCartsQuerySchema } from "~/features/recovery/abandoned-carts-query-schema";
import { formatTeamTime, formatTeamTimeWithZone } from "~/domain/team-time";
import { getAbandonedCarts } from "~/features/recovery/get-abandoned-carts.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const { env, clock, database } = context.app;
  const parsed = abandonedCartsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : abandonedCartsQuerySchema.parse({});
  const zone = env.TEAM_TIME_ZONE;
  const [found, eventChoices] = await Promise.all([
    getAbandonedCarts({ db: database.db, now: clock.now(), holdMinutes: env.ORDER_HOLD_MINUTES, timeZone: zone, query, pageSize: ABANDONED_PAGE_SIZE }),
    listEventChoices({ db: database.db }),
  ]);
  return data(
    {
      error: parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
      timeZone: zone,
      page: query.page,
      pages: Math.max(1, Math.ceil(found.total / ABANDONED_PAGE_SIZE)),
      total: found.total,
      eventChoices: eventChoices.map((e) => ({ id: e.id, label: `${e.cityName} · ${e.dateText}` })),
      recovered: { carts: found.recovered.carts, revenue: found.recovered.revenue.map((r) => ({ currency: r.currency, amount: formatMoney({ amountMinor: r.amountMinor, currency: r.currency }) })) },
      rows: found.rows.map((r) => ({
        id: r.id,
        buyerName: r.buyerName,
        buyerEmail: r.buyerEmail,
        event: `${r.cityName} · ${r.dateText}`,
        lines: r.labelledLines.map((l) => `${l.quantity} × ${l.label}`),
        codes: r.codes,
        value: formatMoney({ amountMinor: r.valueMinor, currency: r.currency }),
        when: formatTeamTimeWithZone(r.updatedAt, zone),
        status: r.status,
        emailedOn: r.lastEmailedAt ? formatTeamTime(r.lastEmailedAt, zone).slice(0, 10) : null,
      })),
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

const selectClass = `${inputClass.replace("w-full", "w-full sm:w-auto")} sm:min-w-44`;
const statusClass: Record<string, string> = {
  not_contacted: "border border-white/20",
  emailed: "border border-spot-300/60 text-spot-200",
  recovered: "bg-emerald-300 font-semibold text-stage-950",
  unsubscribed: "border border-amber-300/60 text-amber-200",
};

export default function AdminAbandonedCartsRoute({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pages, eventChoices, error, recovered, timeZone } = loaderData;
  const [params] = useSearchParams();
  const filters = new URLSearchParams();
  for (const key of ["event", "from", "to"]) {
    const value = params.get(key);
    if (value) filters.set(key, value);
  }
  const filtered = filters.size > 0 ? `?${filters}` : "";

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-neutral-300">{copy.intro(timeZone)}</p>

      <section aria-labelledby="recovered-title" data-recovered className="mt-6 rounded-2xl border border-white/10 bg-stage-900 p-4">
        <h2 id="recovered-title" className="text-lg font-semibold">{copy.recoveredTitle}</h2>
        <p data-recovered-carts className="mt-1">{copy.recoveredCarts(recovered.carts)}</p>
        <p className="mt-1">
          <span className="text-neutral-300">{copy.recoveredRevenue}: </span>
          {recovered.revenue.length === 0 ? (
            <span>{copy.noRevenue}</span>
          ) : (
            recovered.revenue.map((r, i) => (
              <span key={r.currency} data-recovered-revenue={r.currency} className="font-semibold tabular-nums">
                {i > 0 ? " · " : ""}
                {r.amount}
              </span>
            ))
          )}
        </p>
      </section>

      <Form method="get" role="search" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <div>
          <label htmlFor="abandoned-event" className="block text-sm font-semibold">{copy.event}</label>
          <select id="abandoned-event" name="event" defaultValue={params.get("event") ?? ""} className={selectClass}>
            <option value="">{copy.allEvents}</option>
            {eventChoices.map((e) => (
              <option key={e.id} value={e.id}>{e.label}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="abandoned-from" className="block text-sm font-semibold">{copy.from}</label>
          <input id="abandoned-from" name="from" type="date" defaultValue={params.get("from") ?? ""} className={inputClass} />
        </div>
        <div>
          <label htmlFor="abandoned-to" className="block text-sm font-semibold">{copy.to}</label>
          <input id="abandoned-to" name="to" type="date" defaultValue={params.get("to") ?? ""} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? "abandoned-error" : undefined} />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">{copy.apply}</Button>
          <Button asChild variant="outline">
            <Link to="/admin/abandoned-carts">{copy.clear}</Link>
          </Button>
          <Button asChild variant="outline">
            <a href={`/admin/abandoned-carts.csv${filtered}`} download>{copy.csv}</a>
          </Button>
          <Button asChild variant="outline">
            <a href={`/admin/send-recovery-emails${filtered}`} data-send-recovery>{copy.send}</a>
          </Button>
        </div>
      </Form>

      {error && (
        <p id="abandoned-error" role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
          {error}
        </p>
      )}
      <p role="status" className="mt-6 text-neutral-300">{copy.count(total)}</p>

      {rows.length > 0 && (
        <ul aria-label={copy.listLabel} data-abandoned-carts className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10">
          {rows.map((r) => (
            <li key={r.id} data-draft={r.id} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
              <div className="min-w-0">
                <p className="font-semibold">
                  {r.buyerName ?? <span className="font-normal italic text-neutral-300">{copy.noName}</span>} · <span className="font-normal [overflow-wrap:anywhere]">{r.buyerEmail}</span>
                </p>
                <p className="text-sm text-neutral-300">
                  {r.event} · {copy.lastActivity(r.when)}
                </p>
                <p className="text-sm">{r.lines.join(", ")}</p>
                {r.codes.length > 0 && <p className="text-sm text-neutral-300">{copy.codes(r.codes.join(", "))}</p>}
              </div>
              <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                <span className="font-semibold tabular-nums">{r.value}</span>
                <span data-status={r.status} className={`rounded-full px-2 py-0.5 text-sm ${statusClass[r.status] ?? ""}`}>
                  {r.status === "emailed" && r.emailedOn ? copy.emailedOn(r.emailedOn) : copy.statuses[r.status]}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Pager page={page} pages={pages} labels={copy} />
    </section>
  );
}
