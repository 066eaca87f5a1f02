import { data, Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/admin-orders";
import { Pager } from "~/components/pager";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { backOfficeCopy } from "~/content/back-office";
import { site } from "~/content/site";
import { formatMoney } from "~/domain/money";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { listEventChoices } from "~/features/orders/list-event-choices.server";
import { ORDER_STATUSES, ORDERS_PAGE_SIZE, orderSearchSchema } from "~/features/orders/order-search-schema";
import { searchOrders } from "~/features/orders/search-orders.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const copy = backOfficeCopy.orders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = orderSearchSchema.safeParse(params);
  const search = parsed.success ? parsed.data : orderSearchSchema.parse({});
  const db = context.app.database.db;
  const [found, eventChoices] = await Promise.all([
    searchOrders({ db, search, timeZone: context.app.env.TEAM_TIME_ZONE, pageSize: ORDERS_PAGE_SIZE }),
    listEventChoices({ db }),
  ]);
  return data(
    {
      error: parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
      page: search.page,
      pages: Math.max(1, Math.ceil(found.total / ORDERS_PAGE_SIZE)),
      total: found.total,
      eventChoices,
      rows: found.rows.map((r) => ({
        number: r.number,
        status: r.status,
        buyerName: r.buyerName,
        buyerEmail: r.buyerEmail,
        cityName: r.cityName,
        // Its money from the ledger (decision 0041): what it took in money, what went back, what is left.
        money: {
          paid: formatMoney({ amountMinor: r.money.paidMinor, currency: r.currency }),
          back: formatMoney({ amountMinor: r.money.refundedMinor, currency: r.currency }),
          credited: r.money.creditedMinor > 0 ? formatMoney({ amountMinor: r.money.creditedMinor, currency: r.currency }) : null,
          left: formatMoney({ amountMinor: r.money.leftMinor, currency: r.currency }),
        },
        placed: formatUtc(r.createdAt),
        needsAttention: r.needsAttention,
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

export default function AdminOrdersRoute({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pages, eventChoices, error } = loaderData;
  const [params] = useSearchParams();
  const csvParams = new URLSearchParams(params);
  csvParams.delete("page");

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-neutral-300">{copy.intro}</p>

      <Form method="get" role="search" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <div className="sm:col-span-2">
          <label htmlFor="orders-q" className="block text-sm font-semibold">{copy.search}</label>
          <input id="orders-q" name="q" type="search" defaultValue={params.get("q") ?? ""} aria-describedby="orders-q-hint" className={inputClass} maxLength={200} />
          <p id="orders-q-hint" className="mt-1 text-sm text-neutral-400">{copy.searchHint}</p>
        </div>
        <div>
          <label htmlFor="orders-event" className="block text-sm font-semibold">{copy.event}</label>
          <select id="orders-event" name="event" defaultValue={params.get("event") ?? ""} className={selectClass}>
            <option value="">{copy.allEvents}</option>
            {eventChoices.map((e) => (
              <option key={e.id} value={e.id}>{`${e.cityName} · ${e.dateText}`}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="orders-status" className="block text-sm font-semibold">{copy.status}</label>
          <select id="orders-status" name="status" defaultValue={params.get("status") ?? ""} className={selectClass}>
            <option value="">{copy.allStatuses}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>{copy.statuses[s]}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="orders-from" className="block text-sm font-semibold">{copy.from}</label>
          <input id="orders-from" name="from" type="date" defaultValue={params.get("from") ?? ""} className={inputClass} />
        </div>
        <div>
          <label htmlFor="orders-to" className="block text-sm font-semibold">{copy.to}</label>
          <input id="orders-to" name="to" type="date" defaultValue={params.get("to") ?? ""} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? "orders-error" : undefined} />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-6">
          <Button type="submit">{copy.apply}</Button>
          <Button asChild variant="outline">
            <Link to="/admin/orders">{copy.clear}</Link>
          </Button>
          <Button asChild variant="outline">
            <a href={`/admin/orders.csv?${csvParams}`} download>{copy.csv}</a>
          </Button>
        </div>
      </Form>

      {error && (
        <p id="orders-error" role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
          {error}
        </p>
      )}
      <p role="status" className="mt-6 text-neutral-300">{copy.count(total)}</p>

      {rows.length > 0 && (
        <ul aria-label={copy.listLabel} data-orders className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10">
          {rows.map((r) => (
            <li key={r.number} data-order={r.number} className="grid gap-1 p-3 sm:grid-cols-[10rem_1fr_auto] sm:items-center sm:gap-4">
              <p>
                <Link to={`/admin/orders/${r.number}`} className="font-mono font-semibold text-spot-300 underline">
                  {r.number}
                </Link>
              </p>
              <div className="min-w-0">
                <p className="font-semibold">{r.buyerName} · <span className="font-normal [overflow-wrap:anywhere]">{r.buyerEmail}</span></p>
                <p className="text-sm text-neutral-300">
                  {r.cityName} · {copy.placed(r.placed ?? "")}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                <dl data-order-money className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm tabular-nums">
                  <div className="flex gap-1">
                    <dt className="text-neutral-400">{copy.money.paid}</dt>
                    <dd data-paid className="font-semibold">{r.money.paid}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-neutral-400">{copy.money.back}</dt>
                    <dd data-back>{r.money.back}</dd>
                  </div>
                  {r.money.credited && (
                    <div className="flex gap-1">
                      <dt className="text-neutral-400">{copy.money.credited}</dt>
                      <dd data-credited>{r.money.credited}</dd>
                    </div>
                  )}
                  <div className="flex gap-1">
                    <dt className="text-neutral-400">{copy.money.left}</dt>
                    <dd data-left className="font-semibold">{r.money.left}</dd>
                  </div>
                </dl>
                <span className="rounded-full border border-white/20 px-2 py-0.5 text-sm">{copy.statuses[r.status]}</span>
                {r.needsAttention && <span className="rounded-full bg-amber-300 px-2 py-0.5 text-sm font-semibold text-stage-950">{copy.attention}</span>}
              </div>
            </li>
          ))}
        </ul>
      )}

      <Pager page={page} pages={pages} labels={copy} />
    </section>
  );
}
