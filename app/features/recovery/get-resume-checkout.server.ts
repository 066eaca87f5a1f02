import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { checkoutDrafts, events, orders, orderStudents } from "~/db/schema";
import { quoteCart } from "~/features/cart/quote-cart.server";
import { signRecoveryMark, verifyResumeToken } from "./recovery-tokens.server";
import { tierLabels } from "./tier-labels.server";

export interface ResumeCart {
  eventSlug: string;
  cityName: string;
  dateText: string;
  currency: string;
  items: Array<{ tierKey: string; quantity: number; label: string; unitPriceMinor: number; isVirtual: boolean }>;
  codes: string[];
}

/**
 * What the buyer typed into the kept checkout, for the checkout form: the draft's name and email, and
 * from the unpaid order it placed (its hold let go or still on), the phone and the students. Only a
 * valid link's page gets it (the signed token is the buyer's own).
 */
export interface ResumeDetails {
  buyer: { fullName: string; email: string; phone: string };
  students: Array<{ fullName: string; age: string; parentName: string; email: string }>;
}

export type GetResumeCheckoutResult =
  | { ok: true; cart: ResumeCart; totalMinor: number; details: ResumeDetails; mark: string }
  /** The cart cannot be booked as it was: a tier sold out or too few seats left (the page offers the waitlist), or off sale. */
  | { ok: false; reason: "sold_out"; cart: ResumeCart; tiers: Array<{ tierKey: string; label: string }> }
  | { ok: false; reason: "seats_short"; cart: ResumeCart; tiers: Array<{ tierKey: string; label: string }>; left: number }
  | { ok: false; reason: "unavailable"; cart: ResumeCart }
  | { ok: false; reason: "invalid" | "expired" | "not_found" };

/**
 * What a reminder's link restores: the kept cart (same event, tiers, quantities and codes), priced
 * and checked for seats by the server now, as any quote. A code that no longer applies is dropped
 * (the quote says so); a sold-out tier or too few seats is answered with the tiers to wait for.
 * `mark` is the signed proof, carried by the checkout, that its order came from this reminder.
 */
export async function getResumeCheckout(options: { db: Db; secret: string; token: string; now: Date }): Promise<GetResumeCheckoutResult> {
  const { db, secret, token, now } = options;
  const checked = verifyResumeToken(secret, token, now);
  if (!checked.ok) return { ok: false, reason: checked.reason };
  const [draft] = await db
    .select({ id: checkoutDrafts.id, orderId: checkoutDrafts.orderId, buyerEmail: checkoutDrafts.buyerEmail, buyerName: checkoutDrafts.buyerName, lines: checkoutDrafts.lines, codes: checkoutDrafts.codes, currency: checkoutDrafts.currency, eventSlug: events.slug, cityName: events.cityName, dateText: events.dateText })
    .from(checkoutDrafts)
    .innerJoin(events, eq(events.id, checkoutDrafts.eventId))
    .where(eq(checkoutDrafts.id, checked.draftId));
  if (!draft) return { ok: false, reason: "not_found" };
  const base = { eventSlug: draft.eventSlug, cityName: draft.cityName, dateText: draft.dateText, currency: draft.currency };
  const asKept: ResumeCart = { ...base, codes: draft.codes, items: draft.lines.map((l) => ({ ...l, label: l.tierKey, unitPriceMinor: 0, isVirtual: false })) };

  const priced = await quoteCart({ db, request: { eventSlug: draft.eventSlug, items: draft.lines, codes: draft.codes }, now });
  if (!priced.ok) {
    switch (priced.reason) {
      case "sold_out":
        return { ok: false, reason: "sold_out", cart: asKept, tiers: [{ tierKey: draft.lines[priced.line]?.tierKey ?? "", label: priced.tier }] };
      case "seats_short": {
        const labels = await tierLabels(db, draft.lines.map((l) => l.tierKey));
        const short = draft.lines.filter((l) => priced.tiers.includes(labels.get(l.tierKey) ?? "")).map((l) => ({ tierKey: l.tierKey, label: labels.get(l.tierKey) ?? l.tierKey }));
        return { ok: false, reason: "seats_short", cart: asKept, tiers: short, left: priced.left };
      }
      default:
        return { ok: false, reason: "unavailable", cart: asKept };
    }
  }
  const { quote } = priced;
  const cart: ResumeCart = {
    ...base,
    currency: quote.currency,
    // Codes the quote refused (expired, used up) are left out rather than failing the checkout.
    codes: quote.discounts.map((d) => d.code),
    items: quote.lines.map((l) => ({ tierKey: l.tierKey, quantity: l.quantity, label: l.label, unitPriceMinor: l.unitPriceMinor, isVirtual: l.isVirtual })),
  };
  const details = await typedDetails(db, draft);
  return { ok: true, cart, totalMinor: quote.totalMinor, details, mark: signRecoveryMark(secret, draft.id) };
}

/** The draft's buyer, and the phone and students of the unpaid order it placed for this cart, if any. */
async function typedDetails(db: Db, draft: { orderId: number | null; buyerEmail: string; buyerName: string | null }): Promise<ResumeDetails> {
  const [order] = draft.orderId
    ? await db
        .select({ id: orders.id, buyerName: orders.buyerName, buyerPhone: orders.buyerPhone })
        .from(orders)
        // An order ever paid is not a left cart: its students are booked, never copied to a new checkout.
        .where(and(eq(orders.id, draft.orderId), isNull(orders.paidAt)))
    : [];
  const students = order
    ? await db
        .select({ fullName: orderStudents.fullName, age: orderStudents.age, parentName: orderStudents.parentName, email: orderStudents.email })
        .from(orderStudents)
        .where(eq(orderStudents.orderId, order.id))
        .orderBy(asc(orderStudents.position))
    : [];
  return {
    buyer: { fullName: draft.buyerName ?? order?.buyerName ?? "", email: draft.buyerEmail, phone: order?.buyerPhone ?? "" },
    students: students.map((s) => ({ fullName: s.fullName, age: String(s.age), parentName: s.parentName ?? "", email: s.email ?? "" })),
  };
}
