import { Link, useSearchParams } from "react-router";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { DateRangeRows, EventRow, FilterOutcome } from "~/components/admin/filter-rows";
import { FilterBar } from "~/components/admin/filter-bar";
import { FormRow } from "~/components/admin/form-row";
import { AdminPage } from "~/components/admin/page-shell";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { backOfficeCopy } from "~/content/back-office";
import { ORDER_STATUSES } from "../order-search-schema";

const copy = backOfficeCopy.orders;
const selectClass = `${inputClass.replace("w-full", "w-full sm:w-auto")} sm:min-w-44`;
const headers = { order: "Order", buyer: "Buyer", event: "Event", money: "Money", status: "Status" };

/** One order in the list, formatted by the loader (its money from the ledger). */
export interface OrderListRow {
  number: string;
  status: (typeof ORDER_STATUSES)[number];
  buyerName: string;
  buyerEmail: string;
  cityName: string;
  money: { paid: string; back: string; credited: string | null; left: string };
  placed: string | null;
  needsAttention: boolean;
}

export interface OrdersListPageProps {
  rows: OrderListRow[];
  total: number;
  page: number;
  pages: number;
  eventChoices: ReadonlyArray<{ id: number; cityName: string; dateText: string }>;
  error: string | null;
}

function OrderMoney({ money }: { money: OrderListRow["money"] }) {
  const pair = (term: string, value: string, attr: string, strong = false) => (
    <div className="flex gap-1">
      <dt className="text-neutral-400">{term}</dt>
      <dd {...{ [attr]: "" }} className={strong ? "font-semibold" : undefined}>
        {value}
      </dd>
    </div>
  );
  return (
    <dl data-order-money className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm tabular-nums">
      {pair(copy.money.paid, money.paid, "data-paid", true)}
      {pair(copy.money.back, money.back, "data-back")}
      {money.credited && pair(copy.money.credited, money.credited, "data-credited")}
      {pair(copy.money.left, money.left, "data-left", true)}
    </dl>
  );
}

const columns: DataColumn<OrderListRow>[] = [
  {
    key: "number",
    header: headers.order,
    rowHeader: true,
    cell: (r) => (
      <Link to={`/admin/orders/${r.number}`} className="font-mono text-spot-300 underline">
        {r.number}
      </Link>
    ),
  },
  {
    key: "buyer",
    header: headers.buyer,
    cell: (r) => (
      <>
        <span className="font-semibold">{r.buyerName}</span>
        <span className="block">{r.buyerEmail}</span>
      </>
    ),
  },
  { key: "event", header: headers.event, cell: (r) => <span className="text-sm text-neutral-300">{r.cityName} · {copy.placed(r.placed ?? "")}</span> },
  { key: "money", header: headers.money, cell: (r) => <OrderMoney money={r.money} /> },
  {
    key: "status",
    header: headers.status,
    cell: (r) => (
      <div className="flex flex-wrap gap-2">
        <span className="rounded-full border border-white/20 px-2 py-0.5 text-sm whitespace-nowrap">{copy.statuses[r.status]}</span>
        {r.needsAttention && <span className="rounded-full bg-amber-300 px-2 py-0.5 text-sm font-semibold whitespace-nowrap text-stage-950">{copy.attention}</span>}
      </div>
    ),
  },
];

/** /admin/orders: search and filter every order, a page at a time, with its money from the ledger, and the CSV of what is found. */
export function OrdersListPage({ rows, total, page, pages, eventChoices, error }: OrdersListPageProps) {
  const [params] = useSearchParams();
  const csvParams = new URLSearchParams(params);
  csvParams.delete("page");
  const csv = (
    <Button asChild variant="outline">
      <a href={`/admin/orders.csv?${csvParams}`} download>
        {copy.csv}
      </a>
    </Button>
  );

  return (
    <AdminPage title={copy.title} intro={copy.intro}>
      <FilterBar columns={6} applyLabel={copy.apply} clear={{ to: "/admin/orders", label: copy.clear }} actions={csv}>
        <FormRow id="orders-q" label={copy.search} hint={copy.searchHint} className="sm:col-span-2">
          {(control) => <input {...control} name="q" type="search" defaultValue={params.get("q") ?? ""} className={inputClass} maxLength={200} />}
        </FormRow>
        <EventRow id="orders-event" label={copy.event} allLabel={copy.allEvents} choices={eventChoices.map((e) => ({ id: e.id, label: `${e.cityName} · ${e.dateText}` }))} value={params.get("event") ?? ""} selectClassName={selectClass} />
        <FormRow id="orders-status" label={copy.status}>
          {(control) => (
            <select {...control} name="status" defaultValue={params.get("status") ?? ""} className={selectClass}>
              <option value="">{copy.allStatuses}</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {copy.statuses[s]}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <DateRangeRows idPrefix="orders" fromLabel={copy.from} toLabel={copy.to} error={error} />
      </FilterBar>

      <FilterOutcome idPrefix="orders" error={error} count={copy.count(total)} />
      <DataTable id="orders" caption={copy.listLabel} columns={columns} rows={rows} rowKey={(r) => r.number} rowProps={(r) => ({ "data-order": r.number })} paging={{ page, pages, labels: copy }} tableClassName="min-w-[52rem]" className="mt-3" />
    </AdminPage>
  );
}
