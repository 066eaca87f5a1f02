import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type Stripe from "stripe";
import type { Db } from "~/db/client.server";
import { subscriptionProviderEvents, subscriptions } from "~/db/schema";
import { periodAfter, storedPlan, type Period } from "~/domain/subscription-schedule";
import { enqueueEmails } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import { recordSubscriptionCharge, recordSubscriptionChargeFailed, recordUnfitSubscriptionPayment } from "~/features/payments/payments.server";
import { findLiveSubscription } from "./find-live-subscription.server";
import { renderCancelledForNonPayment, renderPaymentFailed, renderSubscriptionConfirmation, renderSubscriptionReceipt } from "./subscription-emails.server";
import { scheduleSentence } from "./subscription-format";
import { storedSubscriptionAttention, type SubscriptionAttention } from "./subscription-attention";
import { subscriptionLinks } from "./subscription-links";
import type { SubscriptionCheckout } from "./subscription-provider";
import { stripeSubscriptionCheckoutFor } from "./stripe-subscription-checkout.server";

/**
 * ok: applied. `flagged`: the event did not match the subscription (its Stripe id, the amount paid);
 * nothing was marked paid and the team is told on /admin/subscriptions. `not_ours`: not a
 * subscription event; `duplicate`: this event was handled before.
 */
export type HandleStripeSubscriptionEventResult = { ok: true } | { ok: false; reason: "not_ours" | "duplicate" | "unknown_subscription" | "flagged" };

/** `paid`: a period's charge that this event made paid, for its receipt (the first one is the confirmation). */
type Applied = "payment_failed" | { flagged: SubscriptionAttention } | { paid: { first: boolean; period: Period; amountMinor: number } } | void;

type Row = typeof subscriptions.$inferSelect;
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));
const ourId = (metadata: Stripe.Metadata | null | undefined) => {
  const raw = metadata?.subscriptionId;
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
};

/** What an event says, reduced to the subscription it is about; null for events that are not a subscription's. */
function readEvent(event: Stripe.Event): { ours: number | null; stripeId: string | null; apply: (tx: Db, row: Row, now: Date) => Promise<Applied> } | null {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode !== "subscription") return null;
      return {
        ours: ourId(session.metadata),
        stripeId: idOf(session.subscription),
        apply: async (tx, row, now) => {
          const stripeId = idOf(session.subscription);
          if (row.providerSubscriptionId && stripeId !== row.providerSubscriptionId) return { flagged: otherSubscription(stripeId, row.providerSubscriptionId) };
          await tx
            .update(subscriptions)
            .set({ providerSubscriptionId: stripeId, providerCustomerId: idOf(session.customer), updatedAt: now })
            .where(eq(subscriptions.id, row.id));
        },
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      if (!details) return null;
      const paid = event.type === "invoice.paid";
      return {
        ours: ourId(details.metadata),
        stripeId: idOf(details.subscription),
        apply: async (tx, row, now) => {
          const stripeId = idOf(details.subscription);
          // Signed by Stripe, but about another subscription than the one stored for ours: nothing counts.
          if (row.providerSubscriptionId && stripeId !== row.providerSubscriptionId) return { flagged: otherSubscription(stripeId, row.providerSubscriptionId) };
          if (paid && invoice.amount_paid <= 0) return; // the trial's $0 invoice before the first renewal
          // Money that does not fit is kept as a flagged ledger row (counted in no figure, listed on the overview), never marked paid.
          const unfit = (reason: "provider_difference" | "currency_mismatch" | "payment_not_applied") =>
            recordUnfitSubscriptionPayment(tx, { subscriptionId: row.id, eventId: row.eventId, tierKey: row.tierKey, amountMinor: invoice.amount_paid, currency: invoice.currency ?? "?", reason, providerRef: invoice.id ?? event.id, buyerEmail: row.buyerEmail, now });
          if (paid && (invoice.amount_paid !== row.priceMinor || invoice.currency?.toUpperCase() !== row.currency)) {
            await unfit(invoice.currency?.toUpperCase() !== row.currency ? "currency_mismatch" : "provider_difference");
            return { flagged: { reason: "amount_mismatch", invoiceId: invoice.id ?? null, paidMinor: invoice.amount_paid, paidCurrency: invoice.currency?.toUpperCase() ?? null, priceMinor: row.priceMinor, currency: row.currency } };
          }
          if (paid && (row.status === "cancelled" || row.status === "ended")) {
            await unfit("payment_not_applied");
            return { flagged: { reason: "paid_when_closed", invoiceId: invoice.id ?? null, status: row.status } };
          }
          const first = row.status === "incomplete";
          if (first && !paid) return; // Checkout shows the buyer the decline; nothing started
          if (!paid && (row.status === "cancelled" || row.status === "ended")) return; // a closed one (a paid duplicate) stays closed
          const period = first ? { start: row.currentPeriodStart, end: row.currentPeriodEnd } : periodAfter(row.startsAt, row.currentPeriodEnd);
          const payment = { subscriptionId: row.id, period, amountMinor: paid ? invoice.amount_paid : invoice.amount_due, currency: row.currency, providerRef: invoice.id ?? null, now };
          const customerId = idOf(invoice.customer);
          if (paid) {
            // Two Checkouts for one address and tier both paid: the first is live, this one is paid but cannot be.
            const live = first ? await findLiveSubscription({ db: tx, email: row.buyerEmail, tierKey: row.tierKey, exceptId: row.id }) : null;
            const charged = await recordSubscriptionCharge(tx, payment);
            if (live) {
              await tx
                .update(subscriptions)
                .set({ status: "cancelled", cancelledAt: now, cancelReason: "duplicate", providerSubscriptionId: row.providerSubscriptionId ?? stripeId, providerCustomerId: row.providerCustomerId ?? customerId, updatedAt: now })
                .where(eq(subscriptions.id, row.id));
              return { flagged: { reason: "duplicate_paid", tierLabel: row.tierLabel, liveId: live.id, invoiceId: invoice.id ?? null, stripeId } };
            }
            await tx
              .update(subscriptions)
              .set({
                status: "active",
                currentPeriodStart: period.start,
                currentPeriodEnd: period.end,
                failedAttempts: 0,
                nextAttemptAt: null,
                providerSubscriptionId: row.providerSubscriptionId ?? idOf(details.subscription),
                providerCustomerId: row.providerCustomerId ?? customerId,
                updatedAt: now,
              })
              .where(eq(subscriptions.id, row.id));
            return !charged.repeated ? { paid: { first, period, amountMinor: invoice.amount_paid } } : undefined;
          }
          await recordSubscriptionChargeFailed(tx, { ...payment, failure: { kind: "provider_failed" } });
          const retryAt = invoice.next_payment_attempt ? new Date(invoice.next_payment_attempt * 1000) : null;
          await tx.update(subscriptions).set({ status: "past_due", failedAttempts: row.failedAttempts + 1, nextAttemptAt: retryAt, updatedAt: now }).where(eq(subscriptions.id, row.id));
          return "payment_failed";
        },
      };
    }
    case "customer.subscription.updated": {
      const sub = event.data.object;
      return {
        ours: ourId(sub.metadata),
        stripeId: sub.id,
        apply: async (tx, row, now) => {
          if (row.providerSubscriptionId && sub.id !== row.providerSubscriptionId) return { flagged: otherSubscription(sub.id, row.providerSubscriptionId) };
          const endsAt = sub.cancel_at ? new Date(sub.cancel_at * 1000) : null;
          const closed = row.status === "cancelled" || row.status === "ended" || row.status === "incomplete";
          const status = closed ? row.status : sub.status === "past_due" || sub.status === "unpaid" ? "past_due" : sub.status === "active" && row.status === "past_due" ? "active" : row.status;
          await tx
            .update(subscriptions)
            .set({ status, endsAt: endsAt ?? (sub.cancel_at_period_end ? row.currentPeriodEnd : null), cancelAtPeriodEnd: Boolean(endsAt) || sub.cancel_at_period_end, updatedAt: now })
            .where(eq(subscriptions.id, row.id));
        },
      };
    }
    case "customer.subscription.deleted": {
      const sub = event.data.object;
      return {
        ours: ourId(sub.metadata),
        stripeId: sub.id,
        apply: async (tx, row, now) => {
          if (row.providerSubscriptionId && sub.id !== row.providerSubscriptionId) return { flagged: otherSubscription(sub.id, row.providerSubscriptionId) };
          const reachedEnd = row.endsAt !== null && row.endsAt.getTime() <= now.getTime();
          await tx
            .update(subscriptions)
            .set({ status: reachedEnd ? "ended" : "cancelled", cancelledAt: row.cancelledAt ?? now, cancelReason: row.cancelReason ?? (row.status === "past_due" ? "non_payment" : "stripe"), nextAttemptAt: null, updatedAt: now })
            .where(eq(subscriptions.id, row.id));
        },
      };
    }
    default:
      return null;
  }
}

const otherSubscription = (given: string | null, stored: string): SubscriptionAttention => ({ reason: "other_subscription", given, stored });

/**
 * Where the subscriber's card can be read for an event: the subscription Checkout created (its
 * default payment method), or the payment method a subscription now defaults to (a card changed in
 * the portal). Null when the event does not say.
 */
function cardSource(event: Stripe.Event): { providerSubscriptionId: string } | { paymentMethod: string | Stripe.PaymentMethod } | null {
  if (event.type === "checkout.session.completed") {
    const id = idOf(event.data.object.subscription);
    return event.data.object.mode === "subscription" && id ? { providerSubscriptionId: id } : null;
  }
  if (event.type === "customer.subscription.updated") {
    const method = event.data.object.default_payment_method;
    return method ? { paymentMethod: method } : null;
  }
  return null;
}

async function readCardLast4(event: Stripe.Event, stripe: SubscriptionCheckout | null | undefined): Promise<string | null> {
  const source = cardSource(event);
  if (!source) return null;
  if ("paymentMethod" in source && typeof source.paymentMethod !== "string") return source.paymentMethod.card?.last4 ?? null;
  if (!stripe) return null;
  return "paymentMethod" in source ? stripe.cardLast4({ paymentMethodId: source.paymentMethod as string }) : stripe.cardLast4({ providerSubscriptionId: source.providerSubscriptionId });
}

/**
 * A verified Stripe event about a subscription, applied once: its id is recorded in the same
 * transaction as the change, so a redelivery finds it and changes nothing (and a failure rolls
 * both back, so Stripe's retry applies it). Emails (a failed renewal, a cancellation for non-payment)
 * are queued with it.
 */
export async function handleStripeSubscriptionEvent(options: {
  db: Db;
  event: unknown;
  now: Date;
  mail: EmailContext;
  siteUrl: string;
  /** The payment provider: with Stripe, the card's last four digits are read from it (the event's payload does not carry them expanded). */
  provider?: { name: string } | null;
  logger?: Logger;
}): Promise<HandleStripeSubscriptionEventResult> {
  const { db, now, mail, siteUrl } = options;
  const event = options.event as Stripe.Event;
  const reading = readEvent(event);
  if (!reading) return { ok: false, reason: "not_ours" };
  // Read before the transaction (a network call must not hold the row's lock); a failure only leaves the digits as they were.
  const cardLast4 = await readCardLast4(event, options.provider ? stripeSubscriptionCheckoutFor(options.provider) : null).catch((error: unknown) => {
    options.logger?.warn({ event: event.id, err: error }, "stripe subscription card not read");
    return null;
  });
  const find = async (tx: Db) => {
    if (reading.ours !== null) return (await tx.select().from(subscriptions).where(eq(subscriptions.id, reading.ours)).for("update"))[0];
    if (reading.stripeId) return (await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, reading.stripeId)).for("update"))[0];
    return undefined;
  };
  return db.transaction(async (tx): Promise<HandleStripeSubscriptionEventResult> => {
    const row = await find(tx);
    if (!row || row.provider !== "stripe") return { ok: false, reason: "unknown_subscription" };
    const [fresh] = await tx.insert(subscriptionProviderEvents).values({ eventId: event.id, type: event.type, receivedAt: now }).onConflictDoNothing().returning();
    if (!fresh) return { ok: false, reason: "duplicate" };
    const result = await reading.apply(tx, row, now);
    if (typeof result === "object" && "flagged" in result) {
      await tx.update(subscriptions).set({ ...storedSubscriptionAttention(result.flagged), attentionRaisedAt: now, updatedAt: now }).where(eq(subscriptions.id, row.id));
      // The flag's words are the team's page's; the log names the subscription only, never its buyer.
      options.logger?.error({ event: event.id, type: event.type, subscription: row.id }, "stripe subscription event flagged");
      return { ok: false, reason: "flagged" };
    }
    if (cardLast4) await tx.update(subscriptions).set({ cardLast4, updatedAt: now }).where(eq(subscriptions.id, row.id));
    const forEmail = { id: row.id, buyerEmail: row.buyerEmail, buyerName: row.buyerName, tierLabel: row.tierLabel, currency: row.currency, priceMinor: row.priceMinor, cardLast4: cardLast4 ?? row.cardLast4 };
    if (typeof result === "object") {
      // A receipt for every charge (issue 37): the first is the confirmation Checkout's buyer was promised.
      const url = subscriptionLinks.confirmation(siteUrl, row.token);
      const plan = storedPlan(row);
      const { first, period, amountMinor } = result.paid;
      const emails = first
        ? renderSubscriptionConfirmation(mail, forEmail, { schedule: scheduleSentence(plan), startsAt: plan.startsAt, nextChargeAt: plan.recurringFrom, minimumTermMonths: plan.minimumTermMonths, url })
        : renderSubscriptionReceipt(mail, forEmail, { amountMinor, period, endsAt: row.endsAt, minimumTermMonths: plan.minimumTermMonths, url });
      await enqueueEmails(tx, emails, first ? `subscription-confirmation:${row.id}` : `subscription-receipt:${row.id}:${period.start.toISOString()}`);
    }
    if (result === "payment_failed") {
      const [after] = await tx.select().from(subscriptions).where(eq(subscriptions.id, row.id));
      await enqueueEmails(tx, renderPaymentFailed(mail, forEmail, { retryAt: after?.nextAttemptAt ?? null, updateCardUrl: `${siteUrl}/account` }), `stripe-subscription:${event.id}`);
    }
    if (event.type === "customer.subscription.deleted" && row.status === "past_due")
      await enqueueEmails(tx, renderCancelledForNonPayment(mail, forEmail, { adminUrl: `${siteUrl}/admin/subscriptions` }), `stripe-subscription:${event.id}`);
    return { ok: true };
  });
}
