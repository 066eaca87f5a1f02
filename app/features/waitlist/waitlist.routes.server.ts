import { Hono } from "hono";
import type { AppContext } from "~/app-context.server";
import { formRateLimit } from "~/lib/http/rate-limit.server";
import { honeypotAnswer } from "~/lib/http/honeypot.server";
import { invalidFields, parseJsonBody } from "~/lib/http/json-body.server";
import { submitWaitlistSignup } from "./submit-waitlist-signup.server";
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
    switch (result.outcome) {
      case "ignored":
        return honeypotAnswer(c, { status: "created" });
      case "event_not_found":
        return c.json({ ok: false, message: result.message }, 404);
      case "invalid":
        return invalidFields(c, result.errors);
      case "joined":
        return c.json({ ok: true, status: result.status }, result.status === "created" ? 201 : 200);
    }
  });
  return routes;
}
