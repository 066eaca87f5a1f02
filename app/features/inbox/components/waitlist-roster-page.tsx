import { Link } from "react-router";
import type { DataColumn } from "~/components/admin/data-table";
import { inboxCopy } from "../inbox-copy";
import { RosterPage } from "./roster-page";

const copy = inboxCopy.rosters;
const headers = { position: "Position", email: "Email", status: "Status", joined: "Joined (UTC)", offer: "Seat offer" };

/** One person on the waitlist, formatted by the loader. */
export interface WaitlistRosterRow {
  ref: string;
  tier: string;
  position: number;
  email: string;
  status: string;
  joined: string;
  offer: string | null;
}

const columns: DataColumn<WaitlistRosterRow>[] = [
  { key: "position", header: headers.position, rowHeader: true, cell: (r) => copy.position(r.position) },
  {
    key: "email",
    header: headers.email,
    cell: (r) => (
      <Link to={`/admin/inbox/${r.ref}`} className="text-spot-300 underline">
        {r.email}
      </Link>
    ),
  },
  { key: "status", header: headers.status, cell: (r) => r.status },
  { key: "joined", header: headers.joined, cell: (r) => <span className="whitespace-nowrap">{r.joined}</span> },
  { key: "offer", header: headers.offer, cell: (r) => r.offer ?? "" },
];

/** /admin/inbox/waitlist: who waits for an event, by tier, in the order they joined. */
export function WaitlistRosterPage(props: { choices: ReadonlyArray<{ id: number; label: string }>; eventId: number | null; error: string | null; rows: WaitlistRosterRow[] }) {
  return <RosterPage {...props} title={copy.waitlistTitle} intro={copy.waitlistIntro} csvPath="/admin/inbox/waitlist.csv" count={copy.waitingCount} groupOf={(r) => r.tier} columns={columns} rowKey={(r) => r.ref} />;
}
