import { Link, useSearchParams } from "react-router";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { DateRangeRows, EventRow, FilterOutcome } from "~/components/admin/filter-rows";
import { FilterBar } from "~/components/admin/filter-bar";
import { FormRow } from "~/components/admin/form-row";
import { AdminPage } from "~/components/admin/page-shell";
import { inputClass } from "~/components/ui/field";
import { INBOX_KINDS, INBOX_STATUSES } from "~/domain/inbox";
import { inboxCopy as copy } from "../inbox-copy";

const selectClass = `${inputClass.replace("w-full", "w-full sm:w-auto")} sm:min-w-40`;
const headers = { from: "From", about: "About", status: "Status" };

/** One inbox item in the list, formatted by the loader. */
export interface InboxListRow {
  ref: string;
  kind: (typeof INBOX_KINDS)[number];
  name: string | null;
  email: string;
  about: string | null;
  status: (typeof INBOX_STATUSES)[number];
  assignee: string | null;
  received: string;
}

export interface InboxListPageProps {
  rows: InboxListRow[];
  total: number;
  page: number;
  pages: number;
  eventChoices: ReadonlyArray<{ id: number; label: string }>;
  error: string | null;
  newByKind: Record<(typeof INBOX_KINDS)[number], number>;
  deleted: string | null;
}

const columns: DataColumn<InboxListRow>[] = [
  {
    key: "from",
    header: headers.from,
    rowHeader: true,
    cell: (r) => (
      <>
        <Link to={`/admin/inbox/${r.ref}`} className="text-spot-300 underline">
          {r.name ?? r.email}
        </Link>
        {r.name && <span className="block font-normal">{r.email}</span>}
      </>
    ),
  },
  { key: "about", header: headers.about, cell: (r) => <span className="text-sm text-neutral-300">{[copy.kinds[r.kind], r.about, copy.received(r.received), r.assignee ? copy.assignedTo(r.assignee) : null].filter(Boolean).join(" · ")}</span> },
  {
    key: "status",
    header: headers.status,
    cell: (r) => (
      <span className="rounded-full border border-white/20 px-2 py-0.5 text-sm whitespace-nowrap" data-status={r.status}>
        {copy.statuses[r.status]}
      </span>
    ),
  },
];

function InboxShortcuts({ newByKind }: Pick<InboxListPageProps, "newByKind">) {
  const toolLink = "inline-flex min-h-11 items-center text-spot-300 underline";
  return (
    <>
      <h2 className="sr-only">{copy.newCounts}</h2>
      <ul aria-label={copy.newCounts} className="mt-4 flex flex-wrap gap-2">
        {INBOX_KINDS.map((k) => (
          <li key={k}>
            <Link to={`?kind=${k}&status=new`} data-new-kind={k} className="inline-flex min-h-11 items-center rounded-full border border-white/20 px-3 text-sm hover:bg-white/10">
              {copy.newCount(copy.kinds[k], newByKind[k])}
            </Link>
          </li>
        ))}
      </ul>
      <nav aria-label={copy.tools} className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link to="/admin/inbox/templates" className={toolLink}>
          {copy.templatesLink}
        </Link>
        <Link to="/admin/inbox/auditions" className={toolLink}>
          {copy.auditionsLink}
        </Link>
        <Link to="/admin/inbox/waitlist" className={toolLink}>
          {copy.waitlistLink}
        </Link>
      </nav>
    </>
  );
}

/** /admin/inbox: new items per kind, the rosters and templates, and every item found by the filters, a page at a time. */
export function InboxListPage({ rows, total, page, pages, eventChoices, error, newByKind, deleted }: InboxListPageProps) {
  const [params] = useSearchParams();
  return (
    <AdminPage title={copy.title} intro={copy.intro}>
      {deleted && (
        <p data-deleted className="mt-4 rounded-xl border border-spot-400/40 bg-spot-400/10 p-3 font-semibold">
          {deleted}
        </p>
      )}
      <InboxShortcuts newByKind={newByKind} />

      <FilterBar columns={6} applyLabel={copy.apply} clear={{ to: "/admin/inbox", label: copy.clear }}>
        <FormRow id="inbox-q" label={copy.search} hint={copy.searchHint} className="sm:col-span-2">
          {(control) => <input {...control} name="q" type="search" defaultValue={params.get("q") ?? ""} className={inputClass} maxLength={200} />}
        </FormRow>
        <FormRow id="inbox-kind" label={copy.kind}>
          {(control) => (
            <select {...control} name="kind" defaultValue={params.get("kind") ?? ""} className={selectClass}>
              <option value="">{copy.allKinds}</option>
              {INBOX_KINDS.map((k) => (
                <option key={k} value={k}>
                  {copy.kinds[k]}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow id="inbox-status" label={copy.status}>
          {(control) => (
            <select {...control} name="status" defaultValue={params.get("status") ?? ""} className={selectClass}>
              <option value="">{copy.allStatuses}</option>
              {INBOX_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {copy.statuses[s]}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <EventRow id="inbox-event" label={copy.event} allLabel={copy.allEvents} choices={eventChoices} value={params.get("event") ?? ""} selectClassName={selectClass} className="sm:col-span-2" />
        <DateRangeRows idPrefix="inbox" fromLabel={copy.from} toLabel={copy.to} error={error} />
      </FilterBar>

      <FilterOutcome idPrefix="inbox" error={error} count={copy.count(total)} />
      <DataTable id="inbox" caption={copy.listLabel} columns={columns} rows={rows} rowKey={(r) => r.ref} rowProps={(r) => ({ "data-inbox-item": r.ref })} paging={{ page, pages, labels: copy }} tableClassName="min-w-[40rem]" className="mt-3" />
    </AdminPage>
  );
}
