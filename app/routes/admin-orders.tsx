import { data, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/admin-orders";
import { FilterBar } from "~/components/admin/filter-bar";
import { FormRow } from "~/components/admin/form-row";
import { AdminPage } from "~/components/admin/page-shell";
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
    <AdminPage title={copy.title} intro={copy.intro}>

      <FilterBar
        columns={6}
        applyLabel={copy.apply}
        clear={{ to: "/admin/orders", label: copy.clear }}
        actions={
          <Button asChild variant="outline">
            <a href={`/admin/orders.csv?${csvParams}`} download>{copy.csv}</a>
          </Button>
        }
      >
        <FormRow id="orders-q" label={copy.search} hint={copy.searchHint} className="sm:col-span-2">
          {(control) => <input {...control} name="q" type="search" defaultValue={params.get("q") ?? ""} className={inputClass} maxLength={200} />}
        </FormRow>
        <FormRow id="orders-event" label={copy.event}>
          {(control) => (
            <select {...control} name="event" defaultValue={params.get("event") ?? ""} className={selectClass}>
              <option value="">{copy.allEvents}</option>
              {eventChoices.map((e) => (
                <option key={e.id} value={e.id}>{`${e.cityName} · ${e.dateText}`}</option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow id="orders-status" label={copy.status}>
          {(control) => (
            <select {...control} name="status" defaultValue={params.get("status") ?? ""} className={selectClass}>
              <option value="">{copy.allStatuses}</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>{copy.statuses[s]}</option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow id="orders-from" label={copy.from}>
          {(control) => <input {...control} name="from" type="date" defaultValue={params.get("from") ?? ""} className={inputClass} />}
        </FormRow>
        <div>
          <label htmlFor="orders-to" className="block text-sm font-semibold">{copy.to}</label>
          <input id="orders-to" name="to" type="date" defaultValue={params.get("to") ?? ""} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? "orders-error" : undefined} />
        </div>
      </FilterBar>

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
    </AdminPage>
  );
}
