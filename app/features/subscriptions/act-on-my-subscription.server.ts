import { z } from "zod";
import type { AppContext } from "~/app-context.server";
import { cancelSubscription } from "./cancel-subscription.server";
import { getPortalUrl } from "./get-portal-url.server";
import { stripeSubscriptionCheckoutFor } from "./stripe-subscription-checkout.server";

export const mySubscriptionActionSchema = z.object({ intent: z.enum(["cancel-subscription", "subscription-portal"]), id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

export type MySubscriptionActionResult =
  | { ok: true; kind: "portal"; id: number; url: string }
  | { ok: true; kind: "cancelled"; id: number }
  | { ok: false; id: number; reason: "not_found" | "not_yours" | "not_live" | "already" | "provider_failed" | "no_portal" };

/**
 * The account page's subscription buttons: cancel (effective at the end of the paid period, never
 * before the minimum term) or open Stripe's customer portal. Only a confirmed address stands for the
 * subscriber; otherwise only a subscription bought while signed in is theirs.
 */
export async function actOnMySubscription(options: { app: AppContext; viewer: { userId: string; email: string; emailVerified: boolean }; input: z.output<typeof mySubscriptionActionSchema>; returnUrl: string }): Promise<MySubscriptionActionResult> {
  const { app, viewer, input } = options;
  const db = app.database.db;
  const email = viewer.emailVerified ? viewer.email : "";
  const stripe = stripeSubscriptionCheckoutFor(app.checkout.provider);
  if (input.intent === "subscription-portal") {
    const portal = await getPortalUrl({ db, id: input.id, userId: viewer.userId, email, stripe, returnUrl: options.returnUrl, logger: app.logger });
    return portal.ok ? { ok: true, kind: "portal", id: input.id, url: portal.url } : { ok: false, id: input.id, reason: portal.reason };
  }
  const result = await cancelSubscription({ db, id: input.id, by: { kind: "subscriber", userId: viewer.userId, email }, now: app.clock.now(), mail: app.mail, stripe });
  if (result.ok) app.emailWorker.kick();
  return result.ok ? { ok: true, kind: "cancelled", id: input.id } : { ok: false, id: input.id, reason: result.reason };
}
