import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";
import type { TestCardRefusal } from "~/domain/payment-problem";
import { testCardOutcome } from "~/domain/test-cards";
import { enqueueEmails } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import { applyTicketUpgrade, checkTicketUpgrade } from "./apply-ticket-upgrade.server";
import { findTicketUpgrade, type TicketUpgrade, type UpgradeRefusal } from "./find-ticket-upgrade.server";
import type { TestCard } from "../test-card-schema";
import { renderUpgradeConfirmation } from "./upgrade-emails.server";

export type PayTicketUpgradeResult =
  | { ok: true; upgrade: TicketUpgrade }
  | ({ ok: false } & (UpgradeRefusal | { reason: "wrong_provider" } | { reason: "card_refused"; code: TestCardRefusal }));

/**
 * Pay an upgrade with the built-in test provider's card, then move the ticket up in one transaction:
 * the order's row lock, then the two pools' locks in id order (as a hold takes them), the higher
 * pool's seats counted under them, so an upgrade never takes a seat a hold or another upgrade has.
 * The link's key is stored with the payment, so a second use, or two at once, pays once.
 */
export async function payTicketUpgrade(options: {
  db: Db;
  secret: string;
  token: string;
  card: TestCard;
  provider: "test" | "stripe";
  now: Date;
  mail: EmailContext;
  siteUrl: string;
}): Promise<PayTicketUpgradeResult> {
  const { db, now } = options;
  if (options.provider !== "test") return { ok: false, reason: "wrong_provider" };
  const found = await findTicketUpgrade(options);
  if (!found.ok) return found;
  const upgrade = found.upgrade;
  const verdict = testCardOutcome(options.card, now);
  if (!verdict.ok) return { ok: false, reason: "card_refused", code: verdict.code };
  const emails = renderUpgradeConfirmation({ upgrade, orderUrl: `${options.siteUrl}/order-confirmation` }, options.mail);

  return db.transaction(async (tx): Promise<PayTicketUpgradeResult> => {
    const [order] = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.id, upgrade.orderId)).for("update");
    if (!order || order.status !== "paid") return { ok: false, reason: "not_upgradeable" };
    const checked = await checkTicketUpgrade(tx, upgrade, now);
    if (!checked.ok) return checked;
    await applyTicketUpgrade(tx, { upgrade, line: checked.line, provider: "test", paymentRef: `test_ch_upgrade_${upgrade.linkKey}`, now });
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, upgrade.orderId));
    await enqueueEmails(tx, emails, `ticket-upgrade:${upgrade.linkKey}`);
    return { ok: true, upgrade };
  });
}
