import { Hono } from "hono";
import type { AppContext } from "~/app-context.server";
import { formRateLimit } from "~/lib/http/rate-limit.server";
import { honeypotAnswer } from "~/lib/http/honeypot.server";
import { invalidFields, parseJsonBody } from "~/lib/http/json-body.server";
import { submitWaitlistSignup } from "./submit-waitlist-signup.server";
import { WAITLIST_UNKNOWN_EVENT, WAITLIST_UNKNOWN_TIER } from "./waitlist-copy";
import { waitlistFormSchema } from "./waitlist-schema";

/** POST /api/waitlist: an email for an event's (or the tour's) waitlist. */
export function createWaitlistRoutes(context: AppContext): Hono {
  const routes = new Hono();
  routes.post("/", formRateLimit(context, "waitlist"), async (c) => {
    const parsed = await parseJsonBody(c, waitlistFormSchema);
    if (!parsed.ok) return parsed.response;
    const result = await submitWaitlistSignup({
      db: context.database.db,
      now: context.clock.now(),
      mail: context.mail,
      emailWorker: context.emailWorker,
      form: parsed.data,
    });
    if (!result.ok)
      return result.reason === "event_not_found" ? c.json({ ok: false, message: WAITLIST_UNKNOWN_EVENT }, 404) : invalidFields(c, { [result.field]: WAITLIST_UNKNOWN_TIER });
    if (result.status === "ignored") return honeypotAnswer(c, { status: "created" });
    return c.json({ ok: true, status: result.status }, result.status === "created" ? 201 : 200);
  });
  return routes;
}
