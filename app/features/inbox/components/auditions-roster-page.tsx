import { Link } from "react-router";
import type { DataColumn } from "~/components/admin/data-table";
import { inboxCopy } from "../inbox-copy";
import { RosterPage } from "./roster-page";

const copy = inboxCopy.rosters;
const headers = { name: "Name", age: "Age", status: "Status", contact: "Contact", registered: "Registered (UTC)" };

/** One audition registration, formatted by the loader. */
export interface AuditionRosterRow {
  ref: string;
  ageGroup: string;
  fullName: string;
  age: number;
  email: string;
  phone: string | null;
  parentName: string | null;
  status: string;
  registered: string;
}

const columns: DataColumn<AuditionRosterRow>[] = [
  {
    key: "name",
    header: headers.name,
    rowHeader: true,
    cell: (r) => (
      <Link to={`/admin/inbox/${r.ref}`} className="text-spot-300 underline">
        {r.fullName}
      </Link>
    ),
  },
  { key: "age", header: headers.age, align: "end", cell: (r) => r.age },
  { key: "status", header: headers.status, cell: (r) => r.status },
  { key: "contact", header: headers.contact, cell: (r) => <span className="text-sm text-neutral-300">{[r.email, r.phone, r.parentName ? copy.guardian(r.parentName) : null].filter(Boolean).join(" · ")}</span> },
  { key: "registered", header: headers.registered, cell: (r) => <span className="whitespace-nowrap">{r.registered}</span> },
];

/** /admin/inbox/auditions: an event's audition registrations by age group. */
export function AuditionsRosterPage(props: { choices: ReadonlyArray<{ id: number; label: string }>; eventId: number | null; error: string | null; rows: AuditionRosterRow[] }) {
  return (
    <RosterPage
      {...props}
      title={copy.auditionsTitle}
      intro={copy.auditionsIntro}
      csvPath="/admin/inbox/auditions.csv"
      count={copy.registrationsCount}
      groupOf={(r) => r.ageGroup}
      columns={columns}
      rowKey={(r) => r.ref}
    />
  );
}
