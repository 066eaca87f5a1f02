import { and, eq, isNull, lt, lte, or } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { orders, upgradeCheckouts } from "~/db/schema";
import { checkTicketUpgrade } from "./apply-ticket-upgrade.server";
import { findTicketUpgrade, type UpgradeRefusal } from "./find-ticket-upgrade.server";
import type { PaymentProvider } from "~/features/payments/payments.server";
import { upgradeLinks } from "./upgrade-link.server";

/**
 * Stripe keeps a Checkout Session open at least 30 minutes, and the provider asks for that and a
 * minute more, rounded up to a whole minute. The seat is held until a whole minute at least 32
 * minutes on, which the session is given as its end, so the hold never ends before the session does.
 */
export const UPGRADE_HOLD_MINUTES = 32;
/** How long other requests wait for the one opening a checkout's session, and when it counts as lost. */
const SESSION_WAIT_MS = 10_000;
const SESSION_CLAIM_STALE_MS = 60_000;

export type StartUpgradeCheckoutResult =
  | { ok: true; url: string }
  | ({ ok: false } & (UpgradeRefusal | { reason: "wrong_provider" } | { reason: "payment_unavailable" }));

/**
 * Open a Stripe Checkout Session for exactly an upgrade's difference, as the server prices it. Under
 * the order's row lock (as the test card's payment takes it) the ticket is checked and one seat of the
 * higher pool is held by an open upgrade checkout until the session's end, so the payment finds its
 * seat. A link has one open checkout: asking again (a second tab, back from Stripe) returns the same
 * session. The webhook applies it (apply-upgrade-payment); expiry releases it.
 */
export async function startUpgradeCheckout(options: { db: Db; secret: string; token: string; provider: PaymentProvider; now: Date; siteUrl: string; logger: Logger }): Promise<StartUpgradeCheckoutResult> {
  const { db, provider, now, siteUrl, token } = options;
  if (!provider.startUpgradePayment) return { ok: false, reason: "wrong_provider" };
  const found = await findTicketUpgrade(options);
  if (!found.ok) return found;
  const upgrade = found.upgrade;

  const held = await db.transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, upgrade.orderId)).for("update");
    if (order?.status !== "paid") return { ok: false, reason: "not_upgradeable" } as const;
    // A session past its end holds nothing (Stripe's expiry webhook may come later, or never).
    await tx
      .update(upgradeCheckouts)
      .set({ status: "expired", updatedAt: now })
      .where(and(eq(upgradeCheckouts.linkKey, upgrade.linkKey), eq(upgradeCheckouts.status, "open"), lte(upgradeCheckouts.expiresAt, now)));
    const [open] = await tx.select().from(upgradeCheckouts).where(and(eq(upgradeCheckouts.linkKey, upgrade.linkKey), eq(upgradeCheckouts.status, "open")));
    if (open) return { ok: true, row: open } as const;
    const checked = await checkTicketUpgrade(tx, upgrade, now);
    if (!checked.ok) return checked;
    const [row] = await tx
      .insert(upgradeCheckouts)
      .values({
        linkKey: upgrade.linkKey,
        orderId: upgrade.orderId,
        eventId: upgrade.eventId,
        lineId: upgrade.line.id,
        studentId: upgrade.claims.studentId === 0 ? null : upgrade.claims.studentId,
        fromTier: upgrade.line.tierKey,
        toTier: upgrade.to.tierKey,
        toPoolId: upgrade.to.poolId,
        amountMinor: upgrade.amountMinor,
        currency: upgrade.currency,
        expiresAt: new Date(Math.ceil((now.getTime() + UPGRADE_HOLD_MINUTES * 60_000) / 60_000) * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { ok: true, row: row! } as const;
  });
  if (!held.ok) return held;
  const { row } = held;
  if (row.sessionUrl) return { ok: true, url: row.sessionUrl };

  // One request at a time opens the session (a double click sends two): the others wait for its URL.
  const [claimed] = await db
    .update(upgradeCheckouts)
    .set({ sessionRequestedAt: now, updatedAt: now })
    .where(
      and(
        eq(upgradeCheckouts.id, row.id),
        eq(upgradeCheckouts.status, "open"),
        isNull(upgradeCheckouts.sessionId),
        or(isNull(upgradeCheckouts.sessionRequestedAt), lt(upgradeCheckouts.sessionRequestedAt, new Date(now.getTime() - SESSION_CLAIM_STALE_MS))),
      ),
    )
    .returning({ id: upgradeCheckouts.id });
  if (!claimed) return waitForSession(db, row.id);

  try {
    // The same key for the same checkout: a retry after a lost claim is one session at Stripe.
    const session = await provider.startUpgradePayment({
      upgradeCheckoutId: row.id,
      orderNumber: upgrade.orderNumber,
      attemptKey: `upgrade-checkout-${row.id}`,
      amountMinor: row.amountMinor,
      currency: row.currency,
      buyerEmail: upgrade.buyerEmail,
      label: `${upgrade.to.label}: upgrade${upgrade.studentName ? ` for ${upgrade.studentName}` : ""}`,
      description: `${upgrade.cityName}, ${upgrade.dateText}: upgrade on order ${upgrade.orderNumber}`,
      successUrl: `${siteUrl}${upgradeLinks.thankYou(token)}`,
      cancelUrl: upgradeLinks.confirmation(siteUrl, token),
      expiresAt: row.expiresAt,
    });
    const [saved] = await db
      .update(upgradeCheckouts)
      .set({ sessionId: session.providerRef, sessionUrl: session.url, updatedAt: now })
      .where(and(eq(upgradeCheckouts.id, row.id), eq(upgradeCheckouts.status, "open")))
      .returning({ id: upgradeCheckouts.id });
    // Its hold ended meanwhile: a payment of that session would be refunded, so don't send the buyer there.
    if (!saved) return { ok: false, reason: "payment_unavailable" };
    return { ok: true, url: session.url };
  } catch (err) {
    options.logger.error({ err, order: upgrade.orderNumber }, "could not start the upgrade's payment; its seat is released");
    await db
      .update(upgradeCheckouts)
      .set({ status: "expired", lastProblem: { kind: "payment_not_started" }, updatedAt: now })
      .where(and(eq(upgradeCheckouts.id, row.id), eq(upgradeCheckouts.status, "open"), isNull(upgradeCheckouts.sessionId)));
    return { ok: false, reason: "payment_unavailable" };
  }
}

/** Another request is opening this checkout's session: its URL once it is there, unavailable if it fails or takes too long. */
async function waitForSession(db: Db, id: number): Promise<StartUpgradeCheckoutResult> {
  const deadline = Date.now() + SESSION_WAIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [row] = await db.select({ status: upgradeCheckouts.status, sessionUrl: upgradeCheckouts.sessionUrl }).from(upgradeCheckouts).where(eq(upgradeCheckouts.id, id));
    if (row?.sessionUrl && row.status === "open") return { ok: true, url: row.sessionUrl };
    if (row?.status !== "open") return { ok: false, reason: "payment_unavailable" };
  }
  return { ok: false, reason: "payment_unavailable" };
}
