import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { checkoutDrafts, events, recoverySends } from "~/db/schema";
import { enqueueEmail } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import { abandonedDraftCondition, buyerPaidSinceCondition, draftUnsubscribedCondition } from "./abandoned-rule.server";
import { SECOND_REMINDER_AFTER_MS, SENT_RECENTLY_MS, type RecoverySkipReason, type RecoveryTrigger } from "./recovery-job";
import { renderRecoveryEmail } from "./recovery-emails.server";

export type SendRecoveryEmailResult =
  | { status: "sent"; outboxId: number }
  | { status: "skipped"; reason: RecoverySkipReason }
  | { status: "failed" }
  /** The draft is gone (its event was deleted): nothing to record. */
  | { status: "missing" };

export interface SendRecoveryEmailOptions {
  db: Db;
  draftId: number;
  jobId: number;
  trigger: RecoveryTrigger;
  now: Date;
  holdMinutes: number;
  mail: EmailContext;
  secret: string;
  siteUrl: string;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Send one draft its recovery email, or record why not, exactly once per job: under the draft's row
 * lock, a draft this job already handled answers what was recorded (a retried or re-taken job sends
 * nothing twice), and the outbox row and its `recovery_sends` row commit together.
 * Skips, in order: unsubscribed, paid_since, event_over, not_abandoned, sent_recently (that buyer
 * was emailed about that event, from any of their kept checkouts, within SENT_RECENTLY_MS).
 */
export async function sendRecoveryEmail(options: SendRecoveryEmailOptions): Promise<SendRecoveryEmailResult> {
  const { db, draftId, jobId, trigger, now, holdMinutes } = options;
  return db.transaction(async (tx): Promise<SendRecoveryEmailResult> => {
    const recentSince = new Date(now.getTime() - SENT_RECENTLY_MS);
    // A second reminder follows its own first reminder a day later; any other recent send counts.
    const recentSend =
      trigger === "second_reminder"
        ? sql`(r.trigger <> 'first_reminder' or r.created_at > ${at(new Date(now.getTime() - SECOND_REMINDER_AFTER_MS))})`
        : sql`true`;
    // The locks in a statement of their own: a statement that waited for them would still read the
    // sends as they were when it began, and a second job sending the same cart would not see the
    // first's. Every kept checkout of the same buyer and event is locked (in id order), so two jobs
    // sending that buyer's two tabs take turns and the second sees the first's send. NO KEY UPDATE
    // conflicts with another send's lock but not with the key-share lock a payment by that buyer
    // takes when its trigger marks these checkouts paid since (checkout_drafts_paid_since's key).
    const held = await tx
      .select({ id: checkoutDrafts.id })
      .from(checkoutDrafts)
      .where(sql`(${checkoutDrafts.eventId}, lower(${checkoutDrafts.buyerEmail})) = (select d.event_id, lower(d.buyer_email) from ${checkoutDrafts} d where d.id = ${draftId})`)
      .orderBy(checkoutDrafts.id)
      .for("no key update");
    if (!held.some((h) => h.id === draftId)) return { status: "missing" };
    const [row] = await tx
      .select({
        id: checkoutDrafts.id,
        buyerEmail: checkoutDrafts.buyerEmail,
        buyerName: checkoutDrafts.buyerName,
        lines: checkoutDrafts.lines,
        codes: checkoutDrafts.codes,
        valueMinor: checkoutDrafts.valueMinor,
        currency: checkoutDrafts.currency,
        cityName: events.cityName,
        dateText: events.dateText,
        startsOn: events.startsOn,
        endsOn: events.endsOn,
        timeZone: events.timeZone,
        done: sql<string | null>`(select r.status || ':' || coalesce(r.skip_reason, '') from ${recoverySends} r where r.draft_id = ${checkoutDrafts.id} and r.job_id = ${jobId} order by r.id limit 1)`,
        unsubscribed: sql<boolean>`${draftUnsubscribedCondition()}`,
        paidSince: sql<boolean>`(${checkoutDrafts.recoveredOrderId} is not null or ${buyerPaidSinceCondition()})`,
        abandoned: sql<boolean>`${abandonedDraftCondition(now, holdMinutes)}`,
        // Per buyer and event, not per kept checkout: a buyer who left two tabs gets one reminder.
        sentRecently: sql<boolean>`exists (select 1 from ${recoverySends} r join ${checkoutDrafts} s on s.id = r.draft_id
          where s.event_id = ${checkoutDrafts.eventId} and lower(s.buyer_email) = lower(${checkoutDrafts.buyerEmail})
            and r.status = 'sent' and r.created_at > ${at(recentSince)} and ${recentSend})`,
      })
      .from(checkoutDrafts)
      .innerJoin(events, eq(events.id, checkoutDrafts.eventId))
      .where(eq(checkoutDrafts.id, draftId));
    if (!row) return { status: "missing" };
    if (row.done) return recorded(row.done);

    const record = (values: { status: "sent" | "skipped" | "failed"; skipReason?: RecoverySkipReason; outboxId?: number }) =>
      tx.insert(recoverySends).values({ draftId, jobId, trigger, status: values.status, skipReason: values.skipReason ?? null, outboxId: values.outboxId ?? null, createdAt: now });

    const reason: RecoverySkipReason | null = row.unsubscribed
      ? "unsubscribed"
      : row.paidSince
        ? "paid_since"
        : eventIsOver(row, now)
          ? "event_over"
          : !row.abandoned
            ? "not_abandoned"
            : row.sentRecently
              ? "sent_recently"
              : null;
    if (reason) {
      await record({ status: "skipped", skipReason: reason });
      return { status: "skipped", reason };
    }

    const email = await renderRecoveryEmail({ db: tx, draft: row, mail: options.mail, secret: options.secret, siteUrl: options.siteUrl, now });
    if (!email) {
      await record({ status: "failed" });
      return { status: "failed" };
    }
    const outboxId = await enqueueEmail({ db: tx, ...email, dedupeKey: `recovery:${jobId}:${draftId}` });
    await record({ status: "sent", outboxId });
    return { status: "sent", outboxId };
  });
}

function recorded(done: string): SendRecoveryEmailResult {
  const [status, reason] = done.split(":");
  if (status === "sent") return { status: "sent", outboxId: 0 };
  if (status === "skipped") return { status: "skipped", reason: reason as RecoverySkipReason };
  return { status: "failed" };
}

/** The event's last day (its first when it has one day) is before today in its own zone. */
function eventIsOver(event: { startsOn: string | null; endsOn: string | null; timeZone: string }, now: Date): boolean {
  const lastDay = event.endsOn ?? event.startsOn;
  if (!lastDay) return false;
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: event.timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return lastDay < today;
}
