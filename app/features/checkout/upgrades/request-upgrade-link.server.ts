import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { enqueueEmails } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import { listUpgradeLinks } from "./list-upgrade-links.server";
import { renderUpgradeInvite } from "./upgrade-emails.server";

/**
 * /upgrade-to-pro-track: when the email and order number name one paid order whose tickets can move
 * up, email fresh links to the order's own address. The caller answers the same either way, so the
 * page tells nobody whether an order exists; `sent` is for tests and logs only.
 */
export async function requestUpgradeLink(options: { db: Db; secret: string; email: string; orderNumber: string; now: Date; mail: EmailContext; siteUrl: string }): Promise<{ sent: boolean }> {
  const { db, secret, now, mail, siteUrl } = options;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, options.orderNumber), eq(sql`lower(${orders.buyerEmail})`, options.email.toLowerCase()), eq(orders.status, "paid")));
  if (!order) return { sent: false };
  const links = await listUpgradeLinks({ db, secret, siteUrl, orderId: order.id, now });
  if (!links || links.tickets.length === 0) return { sent: false };
  const emails = renderUpgradeInvite(links, mail);
  // One message per order and minute: a repeated click sends one, a later request sends fresh links.
  await db.transaction((tx) => enqueueEmails(tx, emails, `upgrade-request:${order.id}:${Math.floor(now.getTime() / 60_000)}`));
  return { sent: emails.length > 0 };
}
