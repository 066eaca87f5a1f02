import { useSearchParams } from "react-router";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { DateRangeRows, EventRow, FilterOutcome } from "~/components/admin/filter-rows";
import { FilterBar } from "~/components/admin/filter-bar";
import { AdminPage } from "~/components/admin/page-shell";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { abandonedCartsCopy as copy } from "../abandoned-carts-copy";

const selectClass = `${inputClass.replace("w-full", "w-full sm:w-auto")} sm:min-w-44`;
const statusClass: Record<string, string> = {
  not_contacted: "border border-white/20",
  emailed: "border border-spot-300/60 text-spot-200",
  recovered: "bg-emerald-300 font-semibold text-stage-950",
  unsubscribed: "border border-amber-300/60 text-amber-200",
};
const headers = { buyer: "Buyer", event: "Event", tickets: "Tickets", value: "Value", status: "Status" };

/** One abandoned cart, formatted by the loader (money and the team's time already written). */
export interface AbandonedCartRow {
  id: number;
  buyerName: string | null;
  buyerEmail: string;
  event: string;
  lines: string[];
  codes: string[];
  value: string;
  when: string;
  status: string;
  emailedOn: string | null;
}

export interface AbandonedCartsPageProps {
  rows: AbandonedCartRow[];
  total: number;
  page: number;
  pages: number;
  eventChoices: ReadonlyArray<{ id: number; label: string }>;
  error: string | null;
  recovered: { carts: number; revenue: ReadonlyArray<{ currency: string; amount: string }> };
  timeZone: string;
}

const columns: DataColumn<AbandonedCartRow>[] = [
  {
    key: "buyer",
    header: headers.buyer,
    rowHeader: true,
    cell: (r) => (
      <>
        {r.buyerName ?? <span className="font-normal italic text-neutral-300">{copy.noName}</span>}
        <span className="block font-normal">{r.buyerEmail}</span>
      </>
    ),
  },
  { key: "event", header: headers.event, cell: (r) => <span className="text-sm">{r.event} · {copy.lastActivity(r.when)}</span> },
  {
    key: "tickets",
    header: headers.tickets,
    cell: (r) => (
      <>
        {r.lines.join(", ")}
        {r.codes.length > 0 && <span className="block text-neutral-300">{copy.codes(r.codes.join(", "))}</span>}
      </>
    ),
  },
  { key: "value", header: headers.value, align: "end", cell: (r) => <span className="font-semibold">{r.value}</span> },
  {
    key: "status",
    header: headers.status,
    cell: (r) => (
      <span data-status={r.status} className={`rounded-full px-2 py-0.5 text-sm whitespace-nowrap ${statusClass[r.status] ?? ""}`}>
        {r.status === "emailed" && r.emailedOn ? copy.emailedOn(r.emailedOn) : copy.statuses[r.status as keyof typeof copy.statuses]}
      </span>
    ),
  },
];

function RecoveredSummary({ recovered }: Pick<AbandonedCartsPageProps, "recovered">) {
  return (
    <section aria-labelledby="recovered-title" data-recovered className="mt-6 rounded-2xl border border-white/10 bg-stage-900 p-4">
      <h2 id="recovered-title" className="text-lg font-semibold">
        {copy.recoveredTitle}
      </h2>
      <p data-recovered-carts className="mt-1">
        {copy.recoveredCarts(recovered.carts)}
      </p>
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
  );
}

/** The back office's abandoned carts: what was recovered, the filters (event, days), the carts a page at a time, their CSV. */
export function AbandonedCartsPage({ rows, total, page, pages, eventChoices, error, recovered, timeZone }: AbandonedCartsPageProps) {
  const [params] = useSearchParams();
  const filters = new URLSearchParams();
  for (const key of ["event", "from", "to"]) {
    const value = params.get(key);
    if (value) filters.set(key, value);
  }
  const filtered = filters.size > 0 ? `?${filters}` : "";
  const links = (
    <>
      <Button asChild variant="outline">
        <a href={`/admin/abandoned-carts.csv${filtered}`} download>
          {copy.csv}
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={`/admin/send-recovery-emails${filtered}`} data-send-recovery>
          {copy.send}
        </a>
      </Button>
    </>
  );

  return (
    <AdminPage title={copy.title} intro={copy.intro(timeZone)}>
      <RecoveredSummary recovered={recovered} />
      <FilterBar applyLabel={copy.apply} clear={{ to: "/admin/abandoned-carts", label: copy.clear }} actions={links} columns={4}>
        <EventRow id="abandoned-event" label={copy.event} allLabel={copy.allEvents} choices={eventChoices} value={params.get("event") ?? ""} selectClassName={selectClass} />
        <DateRangeRows idPrefix="abandoned" fromLabel={copy.from} toLabel={copy.to} error={error} />
      </FilterBar>

      <FilterOutcome idPrefix="abandoned" error={error} count={copy.count(total)} />
      <DataTable id="abandoned-carts" caption={copy.listLabel} columns={columns} rows={rows} rowKey={(r) => r.id} rowProps={(r) => ({ "data-draft": String(r.id) })} paging={{ page, pages, labels: copy }} tableClassName="min-w-[44rem]" className="mt-3" />
    </AdminPage>
  );
}
