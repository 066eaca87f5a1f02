import { Hono } from "hono";
import { siteUrl } from "~/lib/env.server";
import { signRecordToken } from "~/lib/signed-token.server";
import { AUDITION_TOKEN_PURPOSE } from "./get-audition-registration.server";
import type { AppContext } from "~/app-context.server";
import { requestClientAddress } from "~/lib/http/client-address.server";
import { formRateLimit } from "~/lib/http/rate-limit.server";
import { honeypotAnswer } from "~/lib/http/honeypot.server";
import { parseJsonBody } from "~/lib/http/json-body.server";
import { auditionFullMessage } from "~/content/audition";
import { auditionCopy } from "./audition-copy";
import { auditionFormSchema } from "./audition-schema";
import { submitAuditionRegistration } from "./submit-audition-registration.server";

/** POST /api/events/:slug/auditions: a registration for the event's free audition. */
export function createAuditionRoutes(context: AppContext): Hono {
  const routes = new Hono();
  const daily = context.dailyRegistrationLimiter;
  routes.post("/", formRateLimit(context, "audition"), async (c) => {
    const parsed = await parseJsonBody(c, auditionFormSchema);
    if (!parsed.ok) return parsed.response;
    const slug = c.req.param("slug") ?? "";
    if (!parsed.data.website) {
      try {
        const verdict = await daily.hit(`${requestClientAddress(c, context.env.TRUST_PROXY_HOPS)}:audition-day:${slug}`);
        if (!verdict.allowed) {
          c.header("Retry-After", String(verdict.retryAfterSeconds));
          return c.json({ ok: false, message: auditionCopy.tooManyToday }, 429);
        }
      } catch (err) {
        context.logger.warn({ err, form: "audition-day" }, "rate limiter unavailable; request allowed without a limit");
      }
    }
    const result = await submitAuditionRegistration({
      db: context.database.db,
      now: context.clock.now(),
      logger: context.logger,
      mail: context.mail,
      emailWorker: context.emailWorker,
      slug,
      form: parsed.data,
      reviewUrl: (id) => `${siteUrl(context.env)}/audition-registration/${signRecordToken(context.secret, AUDITION_TOKEN_PURPOSE, id)}`,
    });
    if (!result.ok) {
      switch (result.reason) {
        case "bad_event":
          return c.json({ ok: false, message: auditionCopy.eventRefusal[result.event] }, result.event === "not_found" ? 404 : 409);
        case "no_audition":
          return c.json({ ok: false, message: auditionCopy.noAudition(result.cityName) }, 409);
        case "full":
          return c.json({ ok: false, status: "full", message: auditionFullMessage(result.cityName) }, 409);
      }
    }
    switch (result.status) {
      case "ignored":
        return honeypotAnswer(c, { status: "created", message: auditionCopy.botRegistered });
      case "created":
        return c.json({ ok: true, status: result.status, ageGroup: result.ageGroup, message: auditionCopy.registered }, 201);
      case "already_registered":
        return c.json({ ok: true, status: "already_registered", message: auditionCopy.alreadyRegistered(result.email) }, 200);
    }
  });
  return routes;
}
