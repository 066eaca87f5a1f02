import { Hono } from "hono";
import { adminToolsCopy as copy } from "~/content/admin-tools";
import { requireAdminApi, type AdminApiEnv } from "~/features/auth/auth.server";
import { listOutbox } from "~/features/email/email.server";
import type { AppContext } from "~/app-context.server";
import { OUTBOX_LIST_LIMIT, outboxIdSchema, outboxStatusSchema } from "./outbox-schemas";
import { resendOutboxEmail } from "./resend-outbox-email.server";

/**
 * The team's JSON API (mounted at /api/admin), every route behind the admin guard:
 * GET /outbox?status= lists the outbox, POST /outbox/:id/resend queues a copy of one message.
 */
export function createAdminRoutes(context: AppContext): Hono<AdminApiEnv> {
  const routes = new Hono<AdminApiEnv>();
  const db = context.database.db;
  routes.use("*", requireAdminApi(context));

  routes.get("/outbox", async (c) => {
    const typed = c.req.query("status");
    const status = typed === undefined || typed === "" ? { success: true as const, data: undefined } : outboxStatusSchema.safeParse(typed);
    if (!status.success) return c.json({ ok: false, message: copy.outbox.invalidStatus(outboxStatusSchema.options) }, 400);
    const emails = await listOutbox({ db, status: status.data, limit: OUTBOX_LIST_LIMIT });
    return c.json({
      ok: true,
      count: emails.length,
      emails: emails.map((e) => ({
        id: e.id,
        to: e.toAddress,
        subject: e.subject,
        template: e.template,
        status: e.status,
        attempts: e.attempts,
        lastError: e.lastError,
        createdAt: e.createdAt,
        sentAt: e.sentAt,
      })),
    });
  });

  routes.post("/outbox/:id/resend", async (c) => {
    const id = outboxIdSchema.safeParse(c.req.param("id"));
    if (!id.success) return c.json({ ok: false, message: copy.outbox.invalidId }, 404);
    const viewer = c.get("viewer");
    const result = await resendOutboxEmail({ db, id: id.data, actor: { userId: viewer.userId, email: viewer.email }, now: context.clock.now() });
    if (!result.ok) return c.json({ ok: false, message: copy.outbox.notFound(result.resentId) }, 404);
    context.emailWorker.kick();
    return c.json({ ok: true, id: result.id, to: result.to, message: copy.outbox.resent(result.to) }, 201);
  });

  return routes;
}
