import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { enqueueEmails } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import { issueFreeMonthCode } from "~/features/payments/payments.server";
import { listUpgradeLinks } from "../upgrades/list-upgrade-links.server";
import { renderUpgradeInvite } from "../upgrades/upgrade-emails.server";

/**
 * What goes out right after an order's confirmation once it is paid: the signed links to move its
 * tickets up, where its event sells a higher tier, and the free month of Acting for Dancers its
 * event's What to Expect promises. Queued once per order (the outbox's cause), so a retried job
 * sends one. Runs in the payment's job (paid-order-extras); a failure throws for the runner to retry.
 */
export async function sendPaidOrderExtras(options: { db: Db; secret: string; order: { id: number } | { token: string }; now: Date; mail: EmailContext; siteUrl: string }): Promise<boolean> {
  const { db, secret, now, mail, siteUrl } = options;
  const where = "id" in options.order ? eq(orders.id, options.order.id) : eq(orders.token, options.order.token);
  const [order] = await db.select({ id: orders.id, status: orders.status }).from(orders).where(where);
  if (!order || order.status !== "paid") return false;
  const gift = await issueFreeMonthCode({ db, secret, orderId: order.id, mail, siteUrl, now });
  const links = await listUpgradeLinks({ db, secret, siteUrl, orderId: order.id, now });
  const invite = links && links.tickets.length > 0 ? renderUpgradeInvite(links, mail) : [];
  if (gift.length + invite.length === 0) return false;
  await db.transaction(async (tx) => {
    await enqueueEmails(tx, gift, `free-month:${order.id}`);
    await enqueueEmails(tx, invite, `upgrade-invite:${order.id}`);
  });
  return true;
}
