import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, inboxReplies, opportunities } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import { createDiscountCode } from "~/features/discount-codes/create-discount-code.server";
import { enqueueEmail, renderOutgoingEmail } from "~/features/email/email.server";
import { teamReply } from "~/features/inbox/emails/team-reply";
import type { EmailContext } from "~/features/email/types";
import { fillReplyTemplate, personalCodeFromSeed, replyParagraphs, type InboxRef, type ReplyTemplateKey } from "~/domain/inbox";
import { findReplyTemplate } from "./list-reply-templates.server";
import { lockInboxItem } from "./lock-inbox-item.server";

/** The prefix of the single-use codes a scholarship granted issues. */
export const SCHOLARSHIP_CODE_PREFIX = "SCH";

export type SendInboxReplyResult =
  | { ok: true; repeated: boolean; to: string; outboxId: number | null; code: string | null }
  | { ok: false; reason: "no_item" | "code_needs_scholarship_granted" | "code_not_issued" | "render_failed" | "key_used_elsewhere" };

/**
 * Reply to an item's sender from one of the team's templates, through the outbox, in one transaction
 * with its record and audit entry. The form's idempotency key makes a double click or a resent form one
 * email: a key already used answers that reply again. A scholarship granted can issue, in the same
 * step, a single-use percentage code (the discount codes' own operation, audited there) that the email
 * names as `{code}`; the code is made from the key, so a repeat can never make a second one.
 */
export async function sendInboxReply(options: {
  db: Db;
  mail: Pick<EmailContext, "brand" | "logger">;
  ref: InboxRef;
  templateKey: ReplyTemplateKey;
  idempotencyKey: string;
  issueCode: { percentOff: number } | null;
  actor: AuditActor;
  teamTimeZone: string;
  now: Date;
}): Promise<SendInboxReplyResult> {
  const { templateKey, issueCode } = options;
  if (issueCode && templateKey !== "scholarship_granted") return { ok: false, reason: "code_needs_scholarship_granted" };
  try {
    return await sendInTransaction(options);
  } catch (error) {
    // Thrown, not returned, so the transaction rolls back: no code is left issued without its email.
    if (error instanceof RenderFailed) return { ok: false, reason: "render_failed" };
    throw error;
  }
}

class RenderFailed extends Error {}

function sendInTransaction(options: Parameters<typeof sendInboxReply>[0]): Promise<SendInboxReplyResult> {
  const { ref, templateKey, idempotencyKey, issueCode, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const locked = await lockInboxItem(tx, ref);
    if (!locked) return { ok: false, reason: "no_item" };
    // After the lock: a second click waits for the first and then finds its reply here.
    const [earlier] = await tx.select().from(inboxReplies).where(eq(inboxReplies.idempotencyKey, idempotencyKey));
    if (earlier && earlier.itemId !== locked.item.id) return { ok: false, reason: "key_used_elsewhere" };
    if (earlier) return { ok: true, repeated: true, to: locked.email, outboxId: earlier.outboxId, code: earlier.discountCode };

    let code: string | null = null;
    if (issueCode) {
      const seed = createHash("sha256").update(`inbox-reply:${idempotencyKey}`).digest();
      const created = await createDiscountCode({
        db: tx,
        form: {
          code: personalCodeFromSeed(SCHOLARSHIP_CODE_PREFIX, seed),
          discountType: "percentage",
          value: String(issueCode.percentOff),
          eventId: null,
          eligibleTiers: [],
          startsAt: null,
          endsAt: null,
          description: "Scholarship",
          customerTag: "scholarship",
          maxUses: 1,
          isEarlyBird: false,
        },
        actor,
        teamTimeZone: options.teamTimeZone,
        now,
      });
      if (!created.ok) return { ok: false, reason: "code_not_issued" };
      code = created.code;
    }

    const template = await findReplyTemplate(tx, templateKey);
    const about = await describeWhatFor(tx, locked.eventId, locked.opportunityId);
    const values = { name: locked.name ?? "there", event: about ?? "your submission", code: code ?? "" };
    const rendered = renderOutgoingEmail(options.mail, `inbox reply ${templateKey}`, () => ({
      to: locked.email,
      template: teamReply,
      props: { templateKey, subject: fillReplyTemplate(template.subject, values), paragraphs: replyParagraphs(fillReplyTemplate(template.body, values)) },
    }));
    const message = rendered[0];
    if (!message) throw new RenderFailed("the reply email could not be rendered");
    const outboxId = await enqueueEmail({ db: tx, ...message, template: `inbox-${templateKey.replaceAll("_", "-")}`, now, dedupeKey: `inbox-reply:${idempotencyKey}` });
    await tx.insert(inboxReplies).values({ itemId: locked.item.id, templateKey, idempotencyKey, outboxId, discountCode: code, actorUserId: actor.userId, actorEmail: actor.email, createdAt: now });
    await recordAudit({
      db: tx,
      actor,
      action: "inbox.reply",
      target: `inbox:${locked.ref}`,
      details: { kind: locked.kind, before: null, after: { template: templateKey, outboxId, discountCode: code } },
      now,
    });
    return { ok: true, repeated: false, to: locked.email, outboxId, code };
  });
}

async function describeWhatFor(tx: Db, eventId: number | null, opportunityId: number | null): Promise<string | null> {
  if (eventId !== null) {
    const [event] = await tx.select({ cityName: events.cityName, dateText: events.dateText }).from(events).where(eq(events.id, eventId));
    if (event) return `${event.cityName} (${event.dateText})`;
  }
  if (opportunityId !== null) {
    const [opportunity] = await tx.select({ title: opportunities.title }).from(opportunities).where(eq(opportunities.id, opportunityId));
    if (opportunity) return opportunity.title;
  }
  return null;
}
