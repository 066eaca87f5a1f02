import { eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orderLines, orderStudents, orders, orderUpgrades, seatPools } from "~/db/schema";
import { testCardOutcome, type TestCardOutcome } from "~/domain/test-cards";
import { splitOneTicket } from "~/domain/ticket-upgrade";
import { countPoolSeatsTaken } from "~/features/catalog/load-event-offers.server";
import { enqueueEmails } from "~/features/email/enqueue-email.server";
import type { EmailContext } from "~/features/email/types";
import { findTicketUpgrade, type TicketUpgrade, type UpgradeRefusal } from "./find-ticket-upgrade.server";
import type { TestCard } from "./test-card-schema";
import { renderUpgradeConfirmation } from "./upgrade-emails.server";

export type PayTicketUpgradeResult =
  | { ok: true; upgrade: TicketUpgrade }
  | ({ ok: false } & (UpgradeRefusal | { reason: "wrong_provider" } | { reason: "card_refused"; outcome: Extract<TestCardOutcome, { ok: false }> }));

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
  const outcome = testCardOutcome(options.card, now);
  if (!outcome.ok) return { ok: false, reason: "card_refused", outcome };
  const emails = renderUpgradeConfirmation({ upgrade, orderUrl: `${options.siteUrl}/order-confirmation` }, options.mail);

  return db.transaction(async (tx): Promise<PayTicketUpgradeResult> => {
    const [order] = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.id, upgrade.orderId)).for("update");
    if (!order || order.status !== "paid") return { ok: false, reason: "not_upgradeable" };
    const [used] = await tx.select({ id: orderUpgrades.id }).from(orderUpgrades).where(eq(orderUpgrades.linkKey, upgrade.linkKey));
    if (used) return { ok: false, reason: "used" };
    const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, upgrade.line.id));
    if (!line || line.tierKey !== upgrade.line.tierKey) return { ok: false, reason: "not_upgradeable" };
    if (upgrade.claims.studentId !== 0) {
      const [student] = await tx.select({ lineId: orderStudents.orderLineId }).from(orderStudents).where(eq(orderStudents.id, upgrade.claims.studentId));
      if (student?.lineId !== line.id) return { ok: false, reason: "not_upgradeable" };
    }
    if (upgrade.to.isAddOn && !(await addOnRoomLeft(tx, upgrade))) return { ok: false, reason: "not_upgradeable" };

    if (upgrade.to.poolId !== null && upgrade.to.poolId !== line.poolId) {
      const poolIds = [upgrade.to.poolId, ...(line.poolId === null ? [] : [line.poolId])].sort((a, b) => a - b);
      const pools = await tx.select({ id: seatPools.id, capacity: seatPools.capacity }).from(seatPools).where(inArray(seatPools.id, poolIds)).orderBy(seatPools.id).for("update");
      const target = pools.find((p) => p.id === upgrade.to.poolId);
      const taken = await countPoolSeatsTaken({ db: tx, eventId: upgrade.eventId, now });
      if (target && target.capacity !== null && target.capacity - (taken.get(target.id) ?? 0) < 1) return { ok: false, reason: "sold_out" };
    }

    const lineId = upgrade.to.isAddOn ? await addAddOnLine(tx, upgrade) : await moveOneTicket(tx, upgrade, line);
    if (upgrade.claims.studentId !== 0 && !upgrade.to.isAddOn)
      await tx.update(orderStudents).set({ orderLineId: lineId }).where(eq(orderStudents.id, upgrade.claims.studentId));
    await tx
      .insert(orderUpgrades)
      .values({
        linkKey: upgrade.linkKey,
        orderId: upgrade.orderId,
        lineId,
        studentId: upgrade.claims.studentId === 0 ? null : upgrade.claims.studentId,
        fromTier: upgrade.line.tierKey,
        toTier: upgrade.to.tierKey,
        amountMinor: upgrade.amountMinor,
        currency: upgrade.currency,
        provider: "test",
        paymentRef: `test_ch_upgrade_${upgrade.linkKey}`,
        paidAt: now,
      });
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, upgrade.orderId));
    await enqueueEmails(tx, emails, `ticket-upgrade:${upgrade.linkKey}`);
    return { ok: true, upgrade };
  });
}

/** One ticket of the line becomes the higher tier: the whole line when it holds one, else one split off it. */
async function moveOneTicket(tx: Db, upgrade: TicketUpgrade, line: typeof orderLines.$inferSelect): Promise<number> {
  const moved = { tierKey: upgrade.to.tierKey, label: upgrade.to.label, poolId: upgrade.to.poolId };
  if (line.quantity === 1) {
    await tx.update(orderLines).set(moved).where(eq(orderLines.id, line.id));
    return line.id;
  }
  const { one, rest } = splitOneTicket(line);
  await tx.update(orderLines).set(rest).where(eq(orderLines.id, line.id));
  const [added] = await tx
    .insert(orderLines)
    .values({ orderId: line.orderId, ...moved, isAddOn: false, quantity: 1, unitPriceMinor: line.unitPriceMinor, ...one })
    .returning({ id: orderLines.id });
  return added!.id;
}

/** A VIP add-on bought later: its own line at its price (its money is the upgrade's payment, not the order's). */
async function addAddOnLine(tx: Db, upgrade: TicketUpgrade): Promise<number> {
  const [added] = await tx
    .insert(orderLines)
    .values({ orderId: upgrade.orderId, tierKey: upgrade.to.tierKey, label: upgrade.to.label, poolId: upgrade.to.poolId, isAddOn: true, quantity: 1, unitPriceMinor: 0, subtotalMinor: 0, discountMinor: 0, totalMinor: 0 })
    .returning({ id: orderLines.id });
  return added!.id;
}

/** At most one add-on per ticket it goes with: the order's add-on lines of that tier against the tickets. */
async function addOnRoomLeft(tx: Db, upgrade: TicketUpgrade): Promise<boolean> {
  const lines = await tx.select({ tierKey: orderLines.tierKey, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, upgrade.orderId));
  const count = (tierKey: string) => lines.filter((l) => l.tierKey === tierKey).reduce((n, l) => n + l.quantity, 0);
  const addOns = count(upgrade.to.tierKey);
  const tickets = count(upgrade.line.tierKey);
  return addOns < tickets;
}
