import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin-subscriptions";
import { isConfirmed } from "~/components/admin/confirm-dialog";
import { irreversibleCopy } from "~/content/irreversible-actions";
import { site } from "~/content/site";
import { chargeFailureWords, subscriptionCopy } from "~/content/subscriptions";
import { formatMoney } from "~/domain/money";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { AdminSubscriptions, statusText } from "~/features/subscriptions/components/admin-subscriptions";
import { cancelSubscription } from "~/features/subscriptions/cancel-subscription.server";
import { listSubscriptionsAdmin } from "~/features/subscriptions/list-subscriptions-admin.server";
import { resolveSubscriptionAttention } from "~/features/subscriptions/resolve-subscription-attention.server";
import { subscriptionAttentionWords } from "~/features/subscriptions/subscription-attention";
import { stripeSubscriptionCheckoutFor } from "~/features/subscriptions/stripe-subscription-checkout.server";
import { formatDay, formatMonth } from "~/features/subscriptions/subscription-format";
import { siteUrl } from "~/lib/env.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const words = subscriptionCopy.admin;
const id = z.coerce.number().int().positive();
// A form without an intent is the cancel form as it was first shipped.
const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel"), id }),
  z.object({ intent: z.literal("resolve"), id, note: z.string().trim().max(1000).optional().transform((n) => n || null) }),
]);
type ActionAnswer = { ok: true; message: string } | { ok: false; message: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const found = await listSubscriptionsAdmin({ db: context.app.database.db });
  return data(
    {
      view: {
        mrr: found.mrr.map((m) => ({ currency: m.currency, amount: formatMoney({ amountMinor: m.amountMinor, currency: m.currency }), count: m.count })),
        collected: found.collected.map((f) => ({
          currency: f.currency,
          charged: formatMoney({ amountMinor: f.grossMinor, currency: f.currency }),
          refunded: formatMoney({ amountMinor: f.refundMinor, currency: f.currency }),
          net: formatMoney({ amountMinor: f.netMinor, currency: f.currency }),
        })),
        rows: found.rows.map((r) => ({
          id: r.id,
          buyer: r.buyerName,
          email: r.buyerEmail,
          tier: r.tierLabel,
          price: subscriptionCopy.checkout.price(formatMoney({ amountMinor: r.priceMinor, currency: r.currency })),
          charged: formatMoney({ amountMinor: r.chargedMinor, currency: r.currency }),
          status: statusText(r.status),
          statusKey: r.status,
          next: r.nextChargeAt ? formatDay(r.nextChargeAt) : null,
          ends: r.endsAt ? formatDay(r.endsAt) : null,
          cancelOn: r.cancelTakesEffectAt ? formatDay(r.cancelTakesEffectAt) : null,
          attention: r.attention ? { reason: subscriptionAttentionWords(r.attention, r.attentionData), when: r.attentionRaisedAt ? formatUtc(r.attentionRaisedAt) : null } : null,
        })),
        failed: found.failed.map((f) => ({
          key: `${f.subscriptionId}:${f.periodStart.toISOString()}`,
          email: f.buyerEmail,
          tier: f.tierLabel,
          period: formatMonth(f.periodStart),
          amount: formatMoney({ amountMinor: f.amountMinor, currency: f.currency }),
          attempts: f.attempts,
          when: formatUtc(f.lastTryAt),
          message: f.failure ? chargeFailureWords(f.failure) : f.failureMessage,
        })),
      },
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: ActionAnswer) => data(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: words.crossSite });
  const form = Object.fromEntries(await request.formData());
  const parsed = actionSchema.safeParse({ intent: "cancel", ...form });
  if (!parsed.success) return answer(400, { ok: false, message: words.badRequest });
  if (parsed.data.intent === "resolve") {
    const resolved = await resolveSubscriptionAttention({
      db: context.app.database.db,
      id: parsed.data.id,
      actor: { userId: viewer.userId, email: viewer.email },
      note: parsed.data.note,
      now: context.app.clock.now(),
    });
    if (resolved.ok) return answer(200, { ok: true, message: words.resolved(resolved.email) });
    return answer(resolved.reason === "not_found" ? 404 : 409, { ok: false, message: words.resolveRefusals[resolved.reason] });
  }
  // Asked first in the confirm dialog (or the box to tick without JavaScript): one click never cancels.
  if (!isConfirmed(form)) return answer(400, { ok: false, message: irreversibleCopy.subscriptionCancelForBuyer.missing });
  const result = await cancelSubscription({
    db: context.app.database.db,
    id: parsed.data.id,
    by: { kind: "admin", actor: { userId: viewer.userId, email: viewer.email } },
    now: context.app.clock.now(),
    mail: context.app.mail,
    stripe: stripeSubscriptionCheckoutFor(context.app.checkout.provider),
  });
  if (result.ok) {
    context.app.emailWorker.kick();
    return answer(200, { ok: true, message: words.cancelled(result.email, formatDay(result.endsAt)) });
  }
  switch (result.reason) {
    case "provider_failed":
      return answer(502, { ok: false, message: subscriptionCopy.cancelRefusals.provider_failed! });
    case "not_found":
      return answer(404, { ok: false, message: subscriptionCopy.cancelRefusals.not_found! });
    case "not_live":
    case "already":
    case "not_yours":
      return answer(409, { ok: false, message: subscriptionCopy.cancelRefusals[result.reason]! });
    default:
      return result.reason satisfies never;
  }
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${words.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminSubscriptionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminSubscriptions view={loaderData.view} message={actionData?.ok ? actionData.message : undefined} error={actionData && !actionData.ok ? actionData.message : undefined} />;
}
