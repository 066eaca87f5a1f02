import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { AUDITION_TIER } from "~/domain/tiers";
import type { EventOffer } from "~/features/catalog/types";
import { quoteCart } from "~/features/cart/quote-cart.server";
import type { CodeRejection, PricedQuote, QuoteRefusal } from "~/features/cart/types";
import type { CreateOrderRequest } from "./checkout-schema";
import { upsertCheckoutDraft } from "../drafts/keep-checkout-draft.server";
import { newOrderNumber, newOrderToken } from "./order-reference";
import { isOnlineCheckout } from "./online-checkout";
import { orderStudentRow } from "./order-student-row";
import { placeOrderHold, type HoldRequest } from "./place-order-hold.server";

/**
 * Why an order was not placed: the cart refused as a quote, a code that does not apply, the students,
 * or what the hold found under the pools' locks (a waitlist offer, a code's last use or the seats
 * taken meanwhile).
 */
export type OrderRefusal =
  | QuoteRefusal
  | { reason: "code_rejected"; code: string; rejection: CodeRejection }
  | { reason: "offers_changed" }
  | { reason: "too_many_students"; seats: number }
  | { reason: "students_missing"; seats: number }
  | { reason: "waitlist_offer_taken" }
  | { reason: "code_limit"; code: string }
  /** The credit's free balance changed since the quote (another checkout spent or holds it). */
  | { reason: "credit_changed"; code: string; leftMinor: number }
  | { reason: "seats_taken"; tiers: string[]; left: number };

export type CreateOrderResult =
  | { ok: true; orderId: number; number: string; token: string; quote: PricedQuote; holdExpiresAt: Date }
  | ({ ok: false } & OrderRefusal)
  /** `mayWrite` answered no (the client is over its limit): nothing was written. */
  | { ok: false; reason: "rate_limited" };

/**
 * Place an order: price the cart again from the offers (the client's amounts are never read), check
 * the students, then in one database statement lock the seat pools it draws from, count what is paid
 * or held, reserve its limited codes and store it with its seats held. Competing orders for the same
 * pool queue on the pool's row lock, so two buyers can never take the last seat. Payment starts after.
 * A tier sold only to a list is sold to the address this browser proved (`verifiedEmail`, its access
 * cookie), and only when it is the buyer's email.
 */
export async function createOrder(options: {
  db: Db;
  request: CreateOrderRequest;
  now: Date;
  holdMinutes: number;
  provider: "test" | "stripe";
  verifiedEmail?: string | null;
  /** Asked (awaited) after the cart is priced and before anything is written: the route's rate limit, counted meanwhile. */
  mayWrite?: Promise<boolean>;
}): Promise<CreateOrderResult> {
  const { db, request, now, holdMinutes, provider } = options;
  const priced = await quoteCart({ db, request, now, verifiedEmail: options.verifiedEmail ?? null, buyerEmail: request.buyer.email });
  if (!priced.ok) return priced;
  const quote = priced.quote;
  const [rejected] = quote.rejectedCodes;
  if (rejected) return { ok: false, reason: "code_rejected", code: rejected.code, rejection: rejected.reason };

  const holdExpiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  // Prices and rules as just quoted; seats are counted again by the hold, under the pools' locks.
  const offers = new Map(priced.offers.map((o) => [o.tierKey, o]));
  const sold: Array<{ line: PricedQuote["lines"][number]; offer: EventOffer }> = [];
  for (const line of quote.lines) {
    const offer = offers.get(line.tierKey);
    if (!offer) return { ok: false, reason: "offers_changed" };
    sold.push({ line, offer });
  }

  const seatCount = sold.filter((l) => l.offer.rule.requiresOneOf.length === 0).reduce((n, l) => n + l.line.quantity, 0);
  const studentProblem = checkStudents(request, seatCount);
  if (studentProblem) return { ok: false, ...studentProblem };

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
    credit_minor: quote.creditMinor,
    credit_code: quote.credit && quote.credit.amountMinor > 0 ? quote.credit.code : null,
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
    const row = orderStudentRow(student, { orderId: 0, position: i + 1, now, online: isOnlineCheckout(quote) });
    return { position: row.position, full_name: row.fullName, age: row.age, age_group: row.ageGroup, parent_name: row.parentName, guardian_consent: row.guardianConsent, email: row.email };
  });

  if (options.mayWrite && !(await options.mayWrite)) return { ok: false, reason: "rate_limited" };

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

  if ("orderId" in hold) {
    await keepCampaign(db, hold.orderId, request);
    if (request.draftKey) await linkDraft(db, request.draftKey, { eventId: priced.eventId, orderId: hold.orderId, request, quote, now });
    return { ok: true, orderId: hold.orderId, number, token, quote, holdExpiresAt };
  }
  if (hold.refused === "waitlist_offer") return { ok: false, reason: "waitlist_offer_taken" };
  if (hold.refused === "code") return { ok: false, reason: "code_limit", code: hold.code };
  if (hold.refused === "credit") return { ok: false, reason: "credit_changed", code: hold.code, leftMinor: hold.left };
  return { ok: false, reason: "seats_taken", tiers: sold.filter((l) => l.offer.poolId === hold.poolId).map((l) => l.offer.label), left: hold.left };
}

/** The visit's campaign tags and referrer, for the sales tally (place_order_hold does not take them). */
async function keepCampaign(db: Db, orderId: number, request: CreateOrderRequest): Promise<void> {
  const utm = Object.fromEntries(Object.entries(request.utm).filter(([, v]) => v));
  if (Object.keys(utm).length === 0 && !request.referrer) return;
  await db.update(orders).set({ utm, referrer: request.referrer ?? null }).where(eq(orders.id, orderId));
}

/** The checkout's kept draft now points at its order (kept here too if the page never sent it); a failure never fails the order. */
async function linkDraft(db: Db, clientKey: string, placed: { eventId: number; orderId: number; request: CreateOrderRequest; quote: PricedQuote; now: Date }): Promise<void> {
  const { request, quote } = placed;
  const lines = quote.lines.map((l) => ({ tierKey: l.tierKey, quantity: l.quantity }));
  const codes = quote.discounts.map((d) => d.code);
  const draft = { clientKey, eventId: placed.eventId, buyerEmail: request.buyer.email, buyerName: request.buyer.fullName, lines, codes, valueMinor: quote.totalMinor, currency: quote.currency, orderId: placed.orderId };
  await upsertCheckoutDraft(db, draft, placed.now).catch(() => undefined);
}

function checkStudents(request: CreateOrderRequest, seats: number): OrderRefusal | null {
  const given = request.students.length;
  if (given > seats) return { reason: "too_many_students", seats };
  if (!request.studentsLater && given < seats) return { reason: "students_missing", seats };
  return null;
}
