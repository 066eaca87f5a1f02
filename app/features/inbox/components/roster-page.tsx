import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { EmptyState } from "~/components/admin/empty-state";
import { FilterBar } from "~/components/admin/filter-bar";
import { EventRow } from "~/components/admin/filter-rows";
import { AdminPage, AdminSection } from "~/components/admin/page-shell";
import { Button } from "~/components/ui/button";
import { inboxCopy } from "../inbox-copy";

const copy = inboxCopy.rosters;

export interface RosterPageProps<T> {
  title: string;
  intro: string;
  /** The roster's CSV route; the chosen event is added. */
  csvPath: string;
  /** "3 registrations", once an event is chosen. */
  count: (n: number) => string;
  choices: ReadonlyArray<{ id: number; label: string }>;
  eventId: number | null;
  error: string | null;
  rows: readonly T[];
  /** The heading a row is listed under (age group, tier), in the order the rows come. */
  groupOf: (row: T) => string;
  columns: ReadonlyArray<DataColumn<T>>;
  rowKey: (row: T) => string;
}

/** An inbox roster (audition registrations, the waitlist) of one event: pick the event, then a table per group, and the CSV. */
export function RosterPage<T>({ title, intro, csvPath, count, choices, eventId, error, rows, groupOf, columns, rowKey }: RosterPageProps<T>) {
  const chosen = eventId !== null && !error;
  const groups = [...new Set(rows.map(groupOf))];
  const csv = chosen ? (
    <Button asChild variant="outline">
      <a href={`${csvPath}?event=${eventId}`} download>
        {copy.csv}
      </a>
    </Button>
  ) : null;
  return (
    <AdminPage width="large" back={{ to: "/admin/inbox", label: inboxCopy.item.back }} title={title} intro={intro}>
      <FilterBar applyLabel={copy.show} actions={csv} columns={2}>
        <EventRow id="roster-event" label={copy.chooseEvent} allLabel={copy.pick} choices={choices} value={eventId ?? ""} />
      </FilterBar>
      {error && (
        <p role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
          {error}
        </p>
      )}
      {chosen && (
        <p role="status" className="mt-6 text-neutral-300">
          {count(rows.length)}
        </p>
      )}
      {chosen && rows.length === 0 && <EmptyState>{copy.none}</EmptyState>}
      {groups.map((g, i) => (
        <AdminSection key={g} id={`roster-${i}`} title={g} className="mt-6">
          <DataTable id={`roster-${i}-rows`} caption={g} columns={columns} rows={rows.filter((r) => groupOf(r) === g)} rowKey={rowKey} tableClassName="min-w-[40rem]" className="mt-2" />
        </AdminSection>
      ))}
    </AdminPage>
  );
}
