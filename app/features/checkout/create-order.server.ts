import type { Db } from "~/db/client.server";
import { AUDITION_TIER } from "~/domain/tiers";
import type { EventOffer } from "~/features/catalog/types";
import { quoteCart, WAITLIST_OFFER_GONE } from "~/features/cart/quote-cart.server";
import type { CartQuote } from "~/features/cart/types";
import type { CreateOrderRequest } from "./checkout-schema";
import { newOrderNumber, newOrderToken } from "./order-reference";
import { orderStudentRow } from "./order-student-row";
import { placeOrderHold, type HoldRequest } from "./place-order-hold.server";

export type CreateOrderResult =
  | { ok: true; orderId: number; number: string; token: string; quote: CartQuote; holdExpiresAt: Date }
  | { ok: false; status: 400 | 404 | 409; message: string; errors?: Record<string, string>; soldOut?: boolean };

/**
 * Place an order: price the cart again from the offers (the client's amounts are never read), check
 * the students, then in one database statement lock the seat pools it draws from, count what is paid
 * or held, reserve its limited codes and store it with its seats held. Competing orders for the same
 * pool queue on the pool's row lock, so two buyers can never take the last seat. Payment starts after.
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
  // Prices and rules as just quoted; seats are counted again by the hold, under the pools' locks.
  const offers = new Map(priced.offers.map((o) => [o.tierKey, o]));
  const sold: Array<{ line: CartQuote["lines"][number]; offer: EventOffer }> = [];
  for (const line of quote.lines) {
    const offer = offers.get(line.tierKey);
    if (!offer) return { ok: false, status: 409, message: "The tickets on sale changed. Please review your cart." };
    sold.push({ line, offer });
  }

  const seatCount = sold.filter((l) => l.offer.rule.requiresOneOf.length === 0).reduce((n, l) => n + l.line.quantity, 0);
  const studentProblem = checkStudents(request, seatCount);
  if (studentProblem) return { ok: false, status: 400, ...studentProblem };

  const number = newOrderNumber();
  const token = newOrderToken();
  const order: HoldRequest["order"] = {
    number,
    token,
    event_id: priced.eventId,
    currency: quote.currency,
    buyer_name: request.buyer.fullName,
    buyer_email: request.buyer.email,
    buyer_phone: request.buyer.phone,
    subtotal_minor: quote.subtotalMinor,
    discount_minor: quote.discountMinor,
    total_minor: quote.totalMinor,
    codes: quote.discounts.map((d) => d.code),
    discounts: quote.discounts.map((d) => ({ code: d.code, description: d.description, amountMinor: d.discountAmount })),
    context: request.context,
    hold_expires_at: holdExpiresAt.toISOString(),
    provider,
    item_count: quote.itemCount,
  };
  const orderLines = sold.map(({ line, offer }): HoldRequest["lines"][number] => ({
    tier_key: line.tierKey,
    label: line.label,
    pool_id: offer.poolId,
    is_add_on: offer.rule.requiresOneOf.length > 0,
    quantity: line.quantity,
    unit_price_minor: line.unitPriceMinor,
    subtotal_minor: line.subtotalMinor,
    discount_minor: line.discountMinor,
    total_minor: line.totalMinor,
  }));
  const students = request.students.map((student, i): HoldRequest["students"][number] => {
    const row = orderStudentRow(student, { orderId: 0, position: i + 1, now });
    return { position: row.position, full_name: row.fullName, age: row.age, age_group: row.ageGroup, parent_name: row.parentName, guardian_consent: row.guardianConsent, email: row.email };
  });

  // One statement (see the migration that defines place_order_hold): the pools stay locked only
  // while the database runs it, so a burst of buyers queues for microseconds, not round trips.
  const hold = await placeOrderHold(db, {
    eventId: priced.eventId,
    order,
    lines: orderLines,
    students,
    waitlistOfferId: priced.waitlistOfferId ?? null,
    usesCodes: quote.discounts.length > 0,
    auditionTier: AUDITION_TIER,
    now,
  });

  if ("orderId" in hold) return { ok: true, orderId: hold.orderId, number, token, quote, holdExpiresAt };
  if (hold.refused === "waitlist_offer") return { ok: false, status: 409, message: WAITLIST_OFFER_GONE, errors: { waitlistOffer: WAITLIST_OFFER_GONE } };
  if (hold.refused === "code") {
    const message = `${hold.code} has reached its usage limit. Remove it to continue.`;
    return { ok: false, status: 409, message, errors: { codes: message } };
  }
  const labels = sold.filter((l) => l.offer.poolId === hold.poolId).map((l) => l.offer.label).join(" and ");
  return {
    ok: false,
    status: 409,
    soldOut: true,
    message: hold.left === 0 ? `${labels} just sold out. Join the waitlist and we'll email you if a seat opens up.` : `Only ${hold.left} ${hold.left === 1 ? "seat is" : "seats are"} left for ${labels}.`,
  };
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
