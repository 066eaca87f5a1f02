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
 * order (`context.recoveredFrom`, set here on the server only after the mark's signature checks, and
 * only for an order of the draft's event), so its payment marks the draft recovered. An order paid
 * at once (free) is marked now.
 */
export async function noteRecoveredCheckout(options: { db: Db; secret: string; mark: string | null; orderToken: string; now: Date }): Promise<boolean> {
  const { db, secret, mark, orderToken, now } = options;
  const draftId = mark ? verifyRecoveryMark(secret, mark) : null;
  if (draftId === null) return false;
  const [order] = await db
    .update(orders)
    .set({ context: sql`${orders.context} || jsonb_build_object('recoveredFrom', ${String(draftId)}::text)` })
    .where(and(eq(orders.token, orderToken), sql`${orders.eventId} = (select ${checkoutDrafts.eventId} from ${checkoutDrafts} where ${checkoutDrafts.id} = ${draftId})`))
    .returning({ id: orders.id, status: orders.status });
  if (!order) return false;
  if (order.status === "paid") await markRecoveredOrder(db, { orderId: order.id, now });
  return true;
}
