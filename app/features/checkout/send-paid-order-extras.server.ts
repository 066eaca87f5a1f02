import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { enqueueEmails } from "~/features/email/enqueue-email.server";
import type { EmailContext } from "~/features/email/types";
import { listUpgradeLinks } from "./list-upgrade-links.server";
import { renderUpgradeInvite } from "./upgrade-emails.server";

/**
 * What goes out right after an order's confirmation once it is paid: the signed links to move its
 * tickets up, where its event sells a higher tier. Queued once per order (the outbox's cause), so
 * the webhook and the return page both calling it send one. A failure is logged, never thrown: the
 * payment stands.
 */
export async function sendPaidOrderExtras(options: { db: Db; secret: string; order: { id: number } | { token: string }; now: Date; mail: EmailContext; siteUrl: string }): Promise<boolean> {
  const { db, secret, now, mail, siteUrl } = options;
  try {
    const where = "id" in options.order ? eq(orders.id, options.order.id) : eq(orders.token, options.order.token);
    const [order] = await db.select({ id: orders.id, status: orders.status }).from(orders).where(where);
    if (!order || order.status !== "paid") return false;
    const links = await listUpgradeLinks({ db, secret, siteUrl, orderId: order.id, now });
    if (!links || links.tickets.length === 0) return false;
    const emails = renderUpgradeInvite(links, mail);
    await db.transaction((tx) => enqueueEmails(tx, emails, `upgrade-invite:${order.id}`));
    return emails.length > 0;
  } catch (err) {
    mail.logger.error({ err }, "could not send the order's upgrade links");
    return false;
  }
}
