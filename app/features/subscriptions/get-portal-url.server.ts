import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { subscriptions } from "~/db/schema";
import type { SubscriptionCheckout } from "./subscription-provider";

export type PortalUrlResult = { ok: true; url: string } | { ok: false; reason: "not_found" | "not_yours" | "no_portal" | "provider_failed" };

/** Stripe's customer portal for the subscriber's own Stripe subscription (card, invoices). */
export async function getPortalUrl(options: { db: Db; id: number; userId: string; email: string; stripe: SubscriptionCheckout | null; returnUrl: string; logger: Logger }): Promise<PortalUrlResult> {
  const [row] = await options.db.select().from(subscriptions).where(eq(subscriptions.id, options.id));
  if (!row) return { ok: false, reason: "not_found" };
  // Someone else's subscription answers as one that does not exist, so ids can't be probed.
  if (row.userId !== options.userId && row.buyerEmail.toLowerCase() !== options.email.toLowerCase()) return { ok: false, reason: "not_found" };
  if (!options.stripe || row.provider !== "stripe" || !row.providerCustomerId) return { ok: false, reason: "no_portal" };
  const url = await options.stripe.portalUrl({ customerId: row.providerCustomerId, returnUrl: options.returnUrl }).catch((err: unknown) => {
    // The customer id is Stripe's reference, not a secret; the subscriber's address stays out of the log.
    options.logger.error({ err, subscription: row.id, customer: row.providerCustomerId }, "stripe customer portal could not open");
    return null;
  });
  return url ? { ok: true, url } : { ok: false, reason: "provider_failed" };
}
