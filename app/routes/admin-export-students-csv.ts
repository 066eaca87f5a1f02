import type { Route } from "./+types/admin-export-students-csv";
import { enrollmentCopy } from "~/content/enrollment";
import { csvFileName, toCsv } from "~/domain/csv";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { eventLabel } from "~/features/enrollment/assemble-breakdown";
import { exportQuerySchema } from "~/features/enrollment/breakdown-query-schema";
import { listEnrolledStudents } from "~/features/enrollment/list-enrolled-students.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const copy = enrollmentCopy;
const TEXT_HEADERS = { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" };

/** Enrolled students (of paid orders) of one event or of all, as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const parsed = exportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return new Response(copy.badRequest, { status: 400, headers: TEXT_HEADERS });
  const found = await listEnrolledStudents({ db: context.app.database.db, eventId: parsed.data.event });
  if (!found.ok) return new Response(copy.noSuchEvent, { status: 404, headers: TEXT_HEADERS });
  const body = toCsv(
    copy.csvHeaders.students,
    found.rows.map((r) => [
      eventLabel(r),
      r.orderNumber,
      r.fullName,
      r.age,
      copy.ageGroups[r.ageGroup],
      r.tierLabel ?? copy.noTier,
      r.parentName,
      r.guardianConsent,
      r.email,
      r.buyerName,
      r.buyerEmail,
      r.buyerPhone,
      formatUtc(r.enrolledAt),
      formatUtc(r.checkedInAt),
    ]),
  );
  const scope = parsed.data.event ? `event-${parsed.data.event}` : "all";
  return new Response(body, {
    headers: { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${csvFileName("students", scope, context.app.clock.now().toISOString().slice(0, 10))}"` },
  });
}
