import { Hono } from "hono";
import type { AppContext } from "~/app-context.server";
import { formRateLimit } from "~/lib/http/rate-limit.server";
import { honeypotAnswer } from "~/lib/http/honeypot.server";
import { parseJsonBody } from "~/lib/http/json-body.server";
import { applicationSchemas } from "./application-schemas";
import { isPostedApplicationKind, receiveApplication } from "./receive-application.server";

/** POST /api/applications/:kind: scholarship, talent, audition video and demo reel forms. */
export function createApplicationRoutes(context: AppContext): Hono {
  const routes = new Hono();
  routes.post("/:kind", formRateLimit(context, "application"), async (c) => {
    const kind = c.req.param("kind");
    if (!isPostedApplicationKind(kind)) return c.json({ ok: false, message: "Not found." }, 404);
    const parsed = await parseJsonBody(c, applicationSchemas[kind]);
    if (!parsed.ok) return parsed.response;
    const result = await receiveApplication({
      db: context.database.db,
      now: context.clock.now(),
      logger: context.logger,
      mail: context.mail,
      emailWorker: context.emailWorker,
      kind,
      form: parsed.data,
    });
    switch (result.outcome) {
      case "ignored":
        return honeypotAnswer(c);
      case "invalid":
        return c.json({ ok: false, message: result.message, errors: result.errors }, 400);
      case "received":
        return c.json({ ok: true, message: result.message }, 201);
    }
  });
  return routes;
}
