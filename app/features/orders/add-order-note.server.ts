import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orderNotes, orders } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";

export type AddOrderNoteResult = { ok: true; noteId: number } | { ok: false; reason: "no_order" };

/** A team member's note on an order, audited. */
export async function addOrderNote(options: { db: Db; number: string; text: string; actor: AuditActor; now: Date }): Promise<AddOrderNoteResult> {
  return options.db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.number, options.number));
    if (!order) return { ok: false, reason: "no_order" } as const;
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId: order.id, authorUserId: options.actor.userId, authorEmail: options.actor.email, text: options.text, createdAt: options.now })
      .returning({ id: orderNotes.id });
    await recordAudit({ db: tx, actor: options.actor, action: "order.note", target: order.number, details: { noteId: note!.id, before: null, after: options.text }, now: options.now });
    return { ok: true, noteId: note!.id } as const;
  });
}
