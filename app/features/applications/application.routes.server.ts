import { Hono } from "hono";
import type { AppContext } from "~/app-context.server";
import { formRateLimit } from "~/lib/http/rate-limit.server";
import { honeypotAnswer } from "~/lib/http/honeypot.server";
import { parseJsonBody } from "~/lib/http/json-body.server";
import { applicationCopy } from "./application-copy";
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
    if (!result.ok) {
      const message = applicationCopy.eventRefusal[result.event];
      return c.json({ ok: false, message, errors: { [result.field]: message } }, 400);
    }
    if (result.status === "ignored") return honeypotAnswer(c);
    return c.json({ ok: true, message: applicationCopy.received }, 201);
  });
  return routes;
}
