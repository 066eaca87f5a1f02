import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { checkoutDrafts, orders } from "~/db/schema";
import { quoteCart } from "~/features/cart/quote-cart.server";
import type { QuoteRefusal } from "~/features/cart/types";
import type { CheckoutDraftRequest } from "./checkout-draft-schema";

export type KeepCheckoutDraftResult =
  | { ok: true; draftId: number }
  /** The checkout's order is paid: nothing to follow up, so nothing is kept. */
  | { ok: false; reason: "already_paid" }
  /** The cart cannot be priced (sold out, off sale, unknown tier…): there is no cart to keep. */
  | { ok: false; reason: "cart_refused"; refusal: QuoteRefusal };

export interface DraftContent {
  clientKey: string;
  eventId: number;
  buyerEmail: string;
  buyerName: string | null;
  lines: Array<{ tierKey: string; quantity: number }>;
  codes: string[];
  valueMinor: number;
  currency: "USD" | "GBP" | "CAD";
}

/**
 * Keep (or update) the one draft of a browser checkout, by its `clientKey`. A later call for the
 * same checkout (another event, another email) updates the row; its order stays linked only while
 * the event is the same. The `lines`, `codes` and `valueMinor` written are the caller's priced ones.
 */
export async function upsertCheckoutDraft(db: Db, draft: DraftContent & { orderId?: number }, now: Date): Promise<number> {
  const [row] = await db
    .insert(checkoutDrafts)
    .values({ ...draft, orderId: draft.orderId ?? null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: checkoutDrafts.clientKey,
      set: {
        eventId: sql`excluded.event_id`,
        buyerEmail: sql`excluded.buyer_email`,
        buyerName: sql`coalesce(excluded.buyer_name, ${checkoutDrafts.buyerName})`,
        lines: sql`excluded.lines`,
        codes: sql`excluded.codes`,
        valueMinor: sql`excluded.value_minor`,
        currency: sql`excluded.currency`,
        orderId:
          draft.orderId !== undefined
            ? sql`excluded.order_id`
            : sql`case when ${checkoutDrafts.eventId} = excluded.event_id then ${checkoutDrafts.orderId} else null end`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ id: checkoutDrafts.id });
  return row!.id;
}

/**
 * Keep the cart of a checkout whose buyer's email is known, priced here from the catalog (the
 * browser sends tiers, quantities and codes only), so the team can follow it up if it is left.
 * A checkout whose order is already paid keeps nothing.
 */
export async function keepCheckoutDraft(options: { db: Db; request: CheckoutDraftRequest; now: Date }): Promise<KeepCheckoutDraftResult> {
  const { db, request, now } = options;
  const [existing] = await db
    .select({ orderStatus: orders.status })
    .from(checkoutDrafts)
    .innerJoin(orders, eq(orders.id, checkoutDrafts.orderId))
    .where(eq(checkoutDrafts.clientKey, request.clientKey));
  if (existing && (existing.orderStatus === "paid" || existing.orderStatus === "refunded")) return { ok: false, reason: "already_paid" };

  const priced = await quoteCart({ db, request: { eventSlug: request.eventSlug, items: request.items, codes: request.codes }, now });
  if (!priced.ok) {
    const { ok: _ok, ...refusal } = priced;
    return { ok: false, reason: "cart_refused", refusal };
  }
  const { quote } = priced;
  const draftId = await upsertCheckoutDraft(
    db,
    {
      clientKey: request.clientKey,
      eventId: priced.eventId,
      buyerEmail: request.email,
      buyerName: request.name ?? null,
      lines: quote.lines.map((l) => ({ tierKey: l.tierKey, quantity: l.quantity })),
      codes: quote.discounts.map((d) => d.code),
      valueMinor: quote.totalMinor,
      currency: quote.currency,
    },
    now,
  );
  return { ok: true, draftId };
}
