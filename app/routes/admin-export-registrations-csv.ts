import type { Route } from "./+types/admin-export-registrations-csv";
import { enrollmentCopy } from "~/content/enrollment";
import { csvFileName, toCsv } from "~/domain/csv";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { eventLabel } from "~/features/enrollment/assemble-breakdown";
import { exportQuerySchema } from "~/features/enrollment/breakdown-query-schema";
import { listAuditionRegistrations } from "~/features/enrollment/list-audition-registrations.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const copy = enrollmentCopy;
const TEXT_HEADERS = { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" };

/** Audition registrations of one event or of all, as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const parsed = exportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return new Response(copy.badRequest, { status: 400, headers: TEXT_HEADERS });
  const found = await listAuditionRegistrations({ db: context.app.database.db, eventId: parsed.data.event });
  if (!found.ok) return new Response(copy.noSuchEvent, { status: 404, headers: TEXT_HEADERS });
  const body = toCsv(
    copy.csvHeaders.registrations,
    found.rows.map((r) => [eventLabel(r), copy.ageGroups[r.ageGroup], r.fullName, r.age, r.email, r.phone, r.parentName, r.danceClipUrl, formatUtc(r.createdAt), formatUtc(r.checkedInAt)]),
  );
  const scope = parsed.data.event ? `event-${parsed.data.event}` : "all";
  return new Response(body, {
    headers: { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${csvFileName("audition-registrations", scope, context.app.clock.now().toISOString().slice(0, 10))}"` },
  });
}
