import { Hono } from "hono";
import { doorCopy as copy } from "~/content/door";
import { requireAdminApi, type AdminApiEnv } from "~/features/auth/auth.server";
import type { AppContext } from "~/app-context.server";
import { parseJsonBody } from "~/lib/http/json-body.server";
import { checkInPerson } from "./check-in-person.server";
import { checkInSchema, doorEventIdSchema, undoCheckInSchema } from "./door-schemas";
import { listDoorPeople } from "./list-door-people.server";
import { undoCheckIn } from "./undo-check-in.server";

const STATUS = { not_found: 404, other_event: 422, not_paid: 422, already_checked_in: 409, not_checked_in: 409, checked_in_again: 409 } as const;

/**
 * The door's JSON API (mounted at /api/door), behind the admin guard. The check-in page polls the
 * list and sends its queued check-ins and undos here, one at a time, retrying until they are answered.
 */
export function createDoorRoutes(context: AppContext): Hono<AdminApiEnv> {
  const routes = new Hono<AdminApiEnv>();
  const db = context.database.db;
  routes.use("*", requireAdminApi(context));
  const actorOf = (viewer: AdminApiEnv["Variables"]["viewer"]) => ({ userId: viewer.userId, email: viewer.email });

  routes.get("/events/:eventId/people", async (c) => {
    const eventId = doorEventIdSchema.safeParse(c.req.param("eventId"));
    if (!eventId.success) return c.json({ ok: false, message: copy.notFound }, 404);
    const people = await listDoorPeople({ db, eventId: eventId.data });
    return c.json({ ok: true, people });
  });

  routes.post("/check-ins", async (c) => {
    const body = await parseJsonBody(c, checkInSchema);
    if (!body.ok) return body.response;
    const { eventId, ...ticket } = body.data;
    const result = await checkInPerson({ db, eventId, ticket, actor: actorOf(c.get("viewer")), now: context.clock.now() });
    if (result.ok) return c.json({ ok: true, person: result.person, checkedInAt: result.checkedInAt.toISOString() });
    if (result.reason === "already_checked_in")
      return c.json({ ok: false, reason: result.reason, message: copy.alreadyIn(result.person.name), person: result.person, checkedInAt: result.checkedInAt?.toISOString() ?? null }, STATUS[result.reason]);
    return c.json({ ok: false, reason: result.reason, message: copy.reasons[result.reason] }, STATUS[result.reason]);
  });

  routes.post("/check-ins/undo", async (c) => {
    const body = await parseJsonBody(c, undoCheckInSchema);
    if (!body.ok) return body.response;
    const { eventId, checkedInAt, ...ticket } = body.data;
    const result = await undoCheckIn({ db, eventId, ticket, actor: actorOf(c.get("viewer")), now: context.clock.now(), checkedInAt });
    if (result.ok) return c.json({ ok: true, person: result.person });
    return c.json({ ok: false, reason: result.reason, message: copy.reasons[result.reason] }, STATUS[result.reason]);
  });

  return routes;
}
