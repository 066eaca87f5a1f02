import { Hono } from "hono";
import type { AppContext } from "~/app-context.server";
import { offerAccessLinkCopy } from "~/content/offer-access-link";
import { siteUrl } from "~/lib/env.server";
import { honeypotAnswer } from "~/lib/http/honeypot.server";
import { parseJsonBody } from "~/lib/http/json-body.server";
import { formRateLimit } from "~/lib/http/rate-limit.server";
import { offerAccessRequestSchema, type OfferAccessRequestAnswer } from "./offer-access-schema";
import { requestOfferAccess } from "./request-offer-access.server";

/**
 * /api/offer-access: `/requests` emails a signed link to an address on one of the event's lists. The
 * answer is the same whether or not the address is on a list, and leaves as soon as the event is found:
 * the list check and the email's queueing finish after it, so its timing tells nothing either
 * (rate-limited like every public form). `onDelivery` hands tests that work; it never rejects.
 */
export function createOfferAccessRoutes(context: AppContext, options: { onDelivery?: (delivery: Promise<void>) => void } = {}): Hono {
  const routes = new Hono();
  const { database, clock, logger } = context;
  const site = siteUrl(context.env);

  routes.post("/requests", formRateLimit(context, "offer-access"), async (c) => {
    const parsed = await parseJsonBody(c, offerAccessRequestSchema);
    if (!parsed.ok) return parsed.response;
    const answer: OfferAccessRequestAnswer = { ok: true, message: offerAccessLinkCopy.form.sent };
    if (parsed.data.website) return honeypotAnswer(c, answer);
    const result = await requestOfferAccess({ db: database.db, secret: context.secret, eventSlug: parsed.data.eventSlug, email: parsed.data.email, now: clock.now(), mail: context.mail, siteUrl: site });
    if (!result.ok) return c.json<OfferAccessRequestAnswer>({ ok: false, message: offerAccessLinkCopy.request.eventNotFound, errors: { eventSlug: offerAccessLinkCopy.request.eventNotFound } }, 404);
    const delivery = result.delivery
      .then(({ sent }) => {
        if (sent) context.emailWorker.kick();
        logger.info({ sent }, "offer access link requested");
      })
      .catch((err: unknown) => logger.error({ err }, "offer access link request failed"));
    options.onDelivery?.(delivery);
    return c.json<OfferAccessRequestAnswer>(answer, 202);
  });

  return routes;
}
