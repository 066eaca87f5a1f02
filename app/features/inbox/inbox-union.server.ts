import { sql, type SQL } from "drizzle-orm";
import type { InboxKind, InboxSource, InboxStatus } from "~/domain/inbox";

/**
 * Everything the inbox lists, as one SQL row set over the three tables visitors' forms write to, with
 * the team's status and assignee beside each (an item the team has not touched is new). Columns:
 * source, id, kind, event_id, opportunity_id, name, email, created_at, status, assignee_user_id.
 */
export function inboxUnion(): SQL {
  return sql`(
    select 'submission'::text as source, s.id, s.kind::text as kind, s.event_id, s.opportunity_id, s.full_name as name, s.email, s.created_at,
      coalesce(i.status, 'new') as status, i.assignee_user_id
    from submissions s left join inbox_items i on i.submission_id = s.id
    union all
    select 'audition'::text, a.id, 'audition'::text, a.event_id, null::integer, a.full_name, a.email, a.created_at,
      coalesce(i.status, 'new'), i.assignee_user_id
    from audition_registrations a left join inbox_items i on i.audition_registration_id = a.id
    union all
    select 'waitlist'::text, w.id, 'waitlist'::text, w.event_id, null::integer, null::text, w.email, w.created_at,
      coalesce(i.status, 'new'), i.assignee_user_id
    from waitlist_entries w left join inbox_items i on i.waitlist_entry_id = w.id
  )`;
}

export interface InboxRow {
  source: InboxSource;
  id: number;
  kind: InboxKind;
  eventId: number | null;
  eventLabel: string | null;
  opportunityTitle: string | null;
  name: string | null;
  email: string;
  createdAt: Date;
  status: InboxStatus;
  assigneeEmail: string | null;
}

type Raw = Record<string, unknown>;

/** A row of the union joined to its event, opportunity and assignee, as read from either driver. */
export function toInboxRow(r: Raw): InboxRow {
  return {
    source: String(r.source) as InboxSource,
    id: Number(r.id),
    kind: String(r.kind) as InboxKind,
    eventId: r.event_id === null || r.event_id === undefined ? null : Number(r.event_id),
    eventLabel: r.city_name ? `${String(r.city_name)} · ${String(r.date_text)}` : null,
    opportunityTitle: r.opportunity_title ? String(r.opportunity_title) : null,
    name: r.name === null || r.name === undefined ? null : String(r.name),
    email: String(r.email),
    createdAt: new Date(r.created_at as string | Date),
    status: String(r.status) as InboxStatus,
    assigneeEmail: r.assignee_email ? String(r.assignee_email) : null,
  };
}

/** The union with what each row shows: its event, opportunity and assignee. */
export function inboxRowsWithLabels(where: SQL): SQL {
  return sql`select u.source, u.id, u.kind, u.event_id, u.name, u.email, u.created_at, u.status,
      e.city_name, e.date_text, o.title as opportunity_title, usr.email as assignee_email
    from ${inboxUnion()} u
    left join events e on e.id = u.event_id
    left join opportunities o on o.id = u.opportunity_id
    left join users usr on usr.id = u.assignee_user_id
    where ${where}`;
}

export function rowsOf(result: unknown): Raw[] {
  return (result as { rows: Raw[] }).rows;
}
