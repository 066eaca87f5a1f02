import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { checkoutEvents, discountCodes, orderLines, orderStudents, orders, seatPools, waitlistOffers } from "~/db/schema";
import { countPoolSeatsTaken } from "~/features/catalog/load-event-offers.server";
import { quoteCart, WAITLIST_OFFER_GONE } from "~/features/cart/quote-cart.server";
import { findOpenWaitlistOffer } from "~/features/waitlist/find-open-waitlist-offer.server";
import type { CartQuote } from "~/features/cart/types";
import type { CreateOrderRequest } from "./checkout-schema";
import { newOrderNumber, newOrderToken } from "./order-reference";
import { orderStudentRow } from "./order-student-row";

export type CreateOrderResult =
  | { ok: true; orderId: number; number: string; token: string; quote: CartQuote; holdExpiresAt: Date }
  | { ok: false; status: 400 | 404 | 409; message: string; errors?: Record<string, string>; soldOut?: boolean };

/**
 * Place an order: price the cart again from the offers (the client's amounts are never read), check
 * the students, then in one transaction lock the seat pools it draws from, count what is paid or
 * held, and hold its seats. Competing orders for the same pool queue on the pool's row lock, so
 * two buyers can never take the last seat. Payment starts after this commits.
 */
export async function createOrder(options: {
  db: Db;
  request: CreateOrderRequest;
  now: Date;
  holdMinutes: number;
  provider: "test" | "stripe";
}): Promise<CreateOrderResult> {
  const { db, request, now, holdMinutes, provider } = options;
  const priced = await quoteCart({ db, request, now });
  if (!priced.ok) return { ok: false, status: priced.status, message: priced.message, errors: priced.errors, soldOut: /sold out|seats? (is|are) left/.test(priced.message) };
  const quote = priced.quote;
  if (quote.rejectedCodes.length > 0) {
    const [first] = quote.rejectedCodes;
    return { ok: false, status: 409, message: `${first!.code}: ${first!.message}`, errors: { codes: first!.message } };
  }

  const holdExpiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  return db.transaction(async (tx): Promise<CreateOrderResult> => {
    const eventId = priced.eventId;
    const held = request.waitlistOffer ? await findOpenWaitlistOffer({ db: tx, token: request.waitlistOffer, now, lock: true }) : null;
    if (request.waitlistOffer && held?.eventId !== eventId) return { ok: false, status: 409, message: WAITLIST_OFFER_GONE, errors: { waitlistOffer: WAITLIST_OFFER_GONE } };
    // Prices and rules as just quoted; seats are counted again below, under the pools' locks.
    const offers = new Map(priced.offers.map((o) => [o.tierKey, o]));
    const lines = quote.lines.map((line) => ({ line, offer: offers.get(line.tierKey)! }));
    if (lines.some((l) => !l.offer)) return { ok: false, status: 409, message: "The tickets on sale changed. Please review your cart." };

    const seatCount = lines.filter((l) => l.offer.rule.requiresOneOf.length === 0).reduce((n, l) => n + l.line.quantity, 0);
    const studentProblem = checkStudents(request, seatCount);
    if (studentProblem) return { ok: false, status: 400, ...studentProblem };

    // Lock the pools in id order (no deadlock between orders), then count under the lock.
    const poolIds = [...new Set(lines.map((l) => l.offer.poolId).filter((id): id is number => id !== null))].sort((a, b) => a - b);
    if (poolIds.length > 0) {
      const locked = await tx.select({ id: seatPools.id, capacity: seatPools.capacity }).from(seatPools).where(inArray(seatPools.id, poolIds)).orderBy(asc(seatPools.id)).for("update");
      const taken = await countPoolSeatsTaken({ db: tx, eventId, now, eventOffers: priced.offers, exceptWaitlistOfferId: held?.id, onlyPools: poolIds });
      for (const pool of locked) {
        if (pool.capacity === null) continue;
        const wanted = lines.filter((l) => l.offer.poolId === pool.id).reduce((n, l) => n + l.line.quantity, 0);
        const left = Math.max(0, pool.capacity - (taken.get(pool.id) ?? 0));
        if (wanted > left) {
          const labels = lines.filter((l) => l.offer.poolId === pool.id).map((l) => l.offer.label).join(" and ");
          return {
            ok: false,
            status: 409,
            soldOut: true,
            message: left === 0 ? `${labels} just sold out. Join the waitlist and we'll email you if a seat opens up.` : `Only ${left} ${left === 1 ? "seat is" : "seats are"} left for ${labels}.`,
          };
        }
      }
    }

    const codeProblem = await reserveCodes(tx, quote.discounts.map((d) => d.code), now);
    if (codeProblem) return { ok: false, status: 409, message: codeProblem, errors: { codes: codeProblem } };

    const number = newOrderNumber();
    const token = newOrderToken();
    const [order] = await tx
      .insert(orders)
      .values({
        number,
        token,
        eventId,
        currency: quote.currency,
        buyerName: request.buyer.fullName,
        buyerEmail: request.buyer.email,
        buyerPhone: request.buyer.phone,
        subtotalMinor: quote.subtotalMinor,
        discountMinor: quote.discountMinor,
        totalMinor: quote.totalMinor,
        codes: quote.discounts.map((d) => d.code),
        discounts: quote.discounts.map((d) => ({ code: d.code, description: d.description, amountMinor: d.discountAmount })),
        context: request.context as Record<string, string | boolean>,
        holdExpiresAt,
        provider,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error("order was not stored");
    await tx.insert(orderLines).values(
      lines.map(({ line, offer }) => ({
        orderId: order.id,
        tierKey: line.tierKey,
        label: line.label,
        poolId: offer.poolId,
        isAddOn: offer.rule.requiresOneOf.length > 0,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        subtotalMinor: line.subtotalMinor,
        discountMinor: line.discountMinor,
        totalMinor: line.totalMinor,
      })),
    );
    if (request.students.length > 0)
      await tx.insert(orderStudents).values(
        request.students.map((s, i) => orderStudentRow(s, { orderId: order.id, position: i + 1, now })),
      );
    if (held) await tx.update(waitlistOffers).set({ status: "claimed", orderId: order.id }).where(eq(waitlistOffers.id, held.id));
    await tx.insert(checkoutEvents).values({ kind: "order_created", eventId, orderId: order.id, itemCount: quote.itemCount, valueMinor: quote.totalMinor, currency: quote.currency, createdAt: now });
    return { ok: true, orderId: order.id, number, token, quote, holdExpiresAt };
  });
}

function checkStudents(request: CreateOrderRequest, seatCount: number): { message: string; errors: Record<string, string> } | null {
  const given = request.students.length;
  if (given > seatCount) return { message: `This order has ${seatCount} ${seatCount === 1 ? "ticket" : "tickets"}: add at most ${seatCount} ${seatCount === 1 ? "student" : "students"}.`, errors: { students: "Too many students" } };
  if (!request.studentsLater && given < seatCount) {
    const message = `Please add ${seatCount === 1 ? "the student" : `all ${seatCount} students`}, or choose to add them after paying.`;
    return { message, errors: { students: message } };
  }
  return null;
}

/**
 * A limited code is counted when an order is paid; until then each unexpired pending order holding
 * it reserves one use, so a code with one use left cannot be spent twice at once.
 */
async function reserveCodes(tx: Db, codes: string[], now: Date): Promise<string | null> {
  if (codes.length === 0) return null;
  const limited = await tx
    .select({ code: discountCodes.code, maxUses: discountCodes.maxUses, usesCount: discountCodes.usesCount })
    .from(discountCodes)
    .where(and(inArray(discountCodes.code, codes), sql`${discountCodes.maxUses} is not null`))
    .orderBy(asc(discountCodes.id))
    .for("update");
  for (const code of limited) {
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.status, "pending"), gt(orders.holdExpiresAt, now), sql`${code.code} = any(${orders.codes})`));
    if (code.usesCount + Number(held?.n ?? 0) >= (code.maxUses ?? Infinity)) return `${code.code} has reached its usage limit. Remove it to continue.`;
  }
  return null;
}
