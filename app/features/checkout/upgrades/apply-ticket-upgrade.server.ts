import { eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orderLines, orderStudents, orderUpgrades, seatPools } from "~/db/schema";
import { splitOneTicket } from "~/domain/ticket-upgrade";
import { countPoolSeatsTaken } from "~/features/catalog/catalog.server";
import type { TicketUpgrade, UpgradeRefusal } from "./find-ticket-upgrade.server";

type Line = typeof orderLines.$inferSelect;

export type CheckTicketUpgradeResult = { ok: true; line: Line } | ({ ok: false } & UpgradeRefusal);

/**
 * Whether the ticket still moves up, checked under the caller's lock on the order row: the link not
 * used, the ticket (and its student) still the one the link names, room for an add-on, and a seat in
 * the higher pool, counted under the two pools' locks taken in id order (as a hold takes them). A seat
 * an open upgrade checkout holds counts as taken, so the caller leaves its own out first.
 */
export async function checkTicketUpgrade(tx: Db, upgrade: TicketUpgrade, now: Date): Promise<CheckTicketUpgradeResult> {
  const [used] = await tx.select({ id: orderUpgrades.id }).from(orderUpgrades).where(eq(orderUpgrades.linkKey, upgrade.linkKey));
  if (used) return { ok: false, reason: "used" };
  const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, upgrade.line.id));
  if (!line || line.orderId !== upgrade.orderId || line.tierKey !== upgrade.line.tierKey) return { ok: false, reason: "not_upgradeable" };
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
  return { ok: true, line };
}

/** Move the ticket up (after `checkTicketUpgrade`, in its transaction) and record the upgrade's own payment. */
export async function applyTicketUpgrade(tx: Db, options: { upgrade: TicketUpgrade; line: Line; provider: "test" | "stripe"; paymentRef: string; now: Date }): Promise<void> {
  const { upgrade, line, now } = options;
  const lineId = upgrade.to.isAddOn ? await addAddOnLine(tx, upgrade) : await moveOneTicket(tx, upgrade, line);
  if (upgrade.claims.studentId !== 0 && !upgrade.to.isAddOn) await tx.update(orderStudents).set({ orderLineId: lineId }).where(eq(orderStudents.id, upgrade.claims.studentId));
  await tx.insert(orderUpgrades).values({
    linkKey: upgrade.linkKey,
    orderId: upgrade.orderId,
    lineId,
    studentId: upgrade.claims.studentId === 0 ? null : upgrade.claims.studentId,
    fromTier: upgrade.line.tierKey,
    toTier: upgrade.to.tierKey,
    amountMinor: upgrade.amountMinor,
    currency: upgrade.currency,
    provider: options.provider,
    paymentRef: options.paymentRef,
    paidAt: now,
  });
}

/** One ticket of the line becomes the higher tier: the whole line when it holds one, else one split off it. */
async function moveOneTicket(tx: Db, upgrade: TicketUpgrade, line: Line): Promise<number> {
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
  return count(upgrade.to.tierKey) < count(upgrade.line.tierKey);
}
