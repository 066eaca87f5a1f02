import type { Route } from "./+types/admin-export-waitlist-csv";
import { enrollmentCopy } from "~/content/enrollment";
import { csvFileName, toCsv } from "~/domain/csv";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { eventLabel } from "~/features/enrollment/assemble-breakdown";
import { exportQuerySchema } from "~/features/enrollment/breakdown-query-schema";
import { listWaitlistEntries } from "~/features/enrollment/list-waitlist-entries.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const copy = enrollmentCopy;
const TEXT_HEADERS = { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" };

/** Waitlist entries of one event or of all (tour-wide sign-ups with all), as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const parsed = exportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return new Response(copy.badRequest, { status: 400, headers: TEXT_HEADERS });
  const found = await listWaitlistEntries({ db: context.app.database.db, eventId: parsed.data.event });
  if (!found.ok) return new Response(copy.noSuchEvent, { status: 404, headers: TEXT_HEADERS });
  const body = toCsv(
    copy.csvHeaders.waitlist,
    found.rows.map((r) => [
      r.cityName !== null && r.dateText !== null ? eventLabel({ cityName: r.cityName, dateText: r.dateText }) : copy.wholeTour,
      r.tierKey === null ? copy.anyTier : (r.tierLabel ?? r.tierKey),
      r.email,
      formatUtc(r.createdAt),
      r.offerStatus ? copy.offerStatuses[r.offerStatus] : null,
      formatUtc(r.offerExpiresAt),
    ]),
  );
  const scope = parsed.data.event ? `event-${parsed.data.event}` : "all";
  return new Response(body, {
    headers: { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${csvFileName("waitlist", scope, context.app.clock.now().toISOString().slice(0, 10))}"` },
  });
}
