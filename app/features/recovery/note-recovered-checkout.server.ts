import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { checkoutDrafts, orders } from "~/db/schema";
import { markRecoveredOrder } from "./mark-recovered-order.server";
import { verifyRecoveryMark } from "./recovery-tokens.server";

/** The cookie a reminder's link sets: the signed draft id its checkout came from (14 days, this site only). */
export const RECOVERY_COOKIE = "callboard.recovery";
export const RECOVERY_COOKIE_MAX_AGE_S = 14 * 24 * 60 * 60;

/** The mark in a request's cookies, if any. */
export function readRecoveryCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === RECOVERY_COOKIE) return decodeURIComponent(value.join("="));
  }
  return null;
}

/**
 * An order was placed in a checkout that came from a reminder's link: remember which draft on the
 * order (`context.recoveredFrom`, set here on the server only after the mark's signature checks), so
 * its payment marks the draft recovered. An order paid at once (free) is marked now.
 * The order must be that cart's: the draft's event, and either the draft's buyer (same email, any
 * case) or the draft's own kept checkout (the order was placed from the same checkout, whose
 * `draftKey` linked it to the draft). Any other order in the cookie's 14 days (a friend's on the same
 * computer, another buyer's) is not attributed.
 */
export async function noteRecoveredCheckout(options: { db: Db; secret: string; mark: string | null; orderToken: string; now: Date }): Promise<boolean> {
  const { db, secret, mark, orderToken, now } = options;
  const draftId = mark ? verifyRecoveryMark(secret, mark) : null;
  if (draftId === null) return false;
  const [order] = await db
    .update(orders)
    .set({ context: sql`${orders.context} || jsonb_build_object('recoveredFrom', ${String(draftId)}::text)` })
    .where(
      and(
        eq(orders.token, orderToken),
        sql`exists (select 1 from ${checkoutDrafts} d where d.id = ${draftId} and d.event_id = ${orders.eventId}
          and (lower(btrim(d.buyer_email)) = lower(btrim(${orders.buyerEmail})) or d.order_id = ${orders.id}))`,
      ),
    )
    .returning({ id: orders.id, status: orders.status });
  if (!order) return false;
  if (order.status === "paid") await markRecoveredOrder(db, { orderId: order.id, now });
  return true;
}
