import { z } from "zod";
import type { Route } from "./+types/admin-events-date-change-csv";
import { eventChangesCopy } from "~/content/event-changes";
import { csvFileName, toCsv } from "~/domain/csv";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { getDateChangePage } from "~/features/event-changes/get-date-change-page.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const copy = eventChangesCopy.dateChange;
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const TEXT_HEADERS = { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" };

/** Every date change of one event with each buyer's answer, as CSV (RFC 4180, BOM, formula-safe); times in the event's zone. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const id = idSchema.safeParse(params.id);
  const page = id.success ? await getDateChangePage(context.app.database.db, { eventId: id.data, now: context.app.clock.now() }) : null;
  if (!page) return new Response(eventChangesCopy.refusals.not_found, { status: 404, headers: TEXT_HEADERS });
  const body = toCsv(
    copy.csvHeader,
    page.changes.flatMap((c) => c.rows.map((r) => [c.from, c.to, r.orderNumber, r.buyerEmail, r.emailedAt, r.respondBy, copy.answers[r.answer], r.answeredAt, r.creditCode])),
  );
  const name = csvFileName("date-change-answers", `event-${page.event.id}`, context.app.clock.now().toISOString().slice(0, 10));
  return new Response(body, { headers: { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}"` } });
}
