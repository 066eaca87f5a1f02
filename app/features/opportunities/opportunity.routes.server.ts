import { Hono } from "hono";
import { applicationSchemas } from "~/features/applications/application-schemas";
import type { AppContext } from "~/app-context.server";
import { formRateLimit } from "~/lib/http/rate-limit.server";
import { honeypotAnswer } from "~/lib/http/honeypot.server";
import { deferredJsonBody } from "~/lib/http/json-body.server";
import { opportunityCopy } from "./opportunity-copy";
import { submitOpportunityRegistration } from "./submit-opportunity-registration.server";

/** POST /api/opportunities/:slug/registrations: a registration for an open opportunity. */
export function createOpportunityRoutes(context: AppContext): Hono {
  const routes = new Hono();
  routes.post("/", formRateLimit(context, "opportunity"), async (c) => {
    const body = deferredJsonBody(c, applicationSchemas.opportunity);
    const result = await submitOpportunityRegistration({
      db: context.database.db,
      now: context.clock.now(),
      logger: context.logger,
      mail: context.mail,
      emailWorker: context.emailWorker,
      slug: c.req.param("slug") ?? "",
      readForm: body.read,
    });
    if (!result.ok) {
      switch (result.reason) {
        case "not_found":
          return c.json({ ok: false, message: opportunityCopy.notFound }, 404);
        case "closed":
          return c.json({ ok: false, message: opportunityCopy.closed }, 409);
        case "unreadable":
          return body.rejection();
      }
    }
    if (result.status === "ignored") return honeypotAnswer(c);
    return c.json({ ok: true, message: opportunityCopy.registered }, 201);
  });
  return routes;
}
