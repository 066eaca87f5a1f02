import { randomUUID } from "node:crypto";
import { and, desc, eq, like } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox, orders } from "~/db/schema";
import { enqueueEmail } from "~/features/email/email.server";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";

export type ResendOrderConfirmationResult = { ok: true; emailId: number; to: string } | { ok: false; reason: "no_order" | "not_paid" | "no_confirmation" };

/**
 * Queue the order's confirmation again, as it was sent, to the buyer. The copy is keyed under the
 * order's cause so it shows among the order's emails; each resend is its own message.
 */
export async function resendOrderConfirmation(options: { db: Db; number: string; actor: AuditActor; now: Date }): Promise<ResendOrderConfirmationResult> {
  return options.db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id, number: orders.number, status: orders.status }).from(orders).where(eq(orders.number, options.number)).limit(1);
    if (!order) return { ok: false, reason: "no_order" } as const;
    if (order.status !== "paid") return { ok: false, reason: "not_paid" } as const;
    const [original] = await tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, "order-confirmation"), like(emailOutbox.dedupeKey, `order-confirmation:${order.id}:%`)))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    if (!original) return { ok: false, reason: "no_confirmation" } as const;
    const emailId = await enqueueEmail({
      db: tx,
      to: original.toAddress,
      template: original.template,
      subject: original.subject,
      html: original.html,
      text: original.text,
      attachments: original.attachments,
      now: options.now,
      dedupeKey: `order-confirmation:${order.id}:resend:${randomUUID()}`,
    });
    await recordAudit({ db: tx, actor: options.actor, action: "order.resend_confirmation", target: order.number, details: { to: original.toAddress, emailId }, now: options.now });
    return { ok: true, emailId, to: original.toAddress } as const;
  });
}
