import type { Route } from "./+types/admin-inbox-auditions-csv";
import { csvFileName, toCsv } from "~/domain/csv";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { inboxCopy } from "~/features/inbox/inbox-copy";
import { rosterQuerySchema } from "~/features/inbox/inbox-schemas";
import { listAuditionRoster } from "~/features/inbox/list-rosters.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const copy = inboxCopy.rosters;
const TEXT_HEADERS = { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" };

/** One event's (or every event's) audition registrations with age group and guardian, as CSV (RFC 4180, BOM, formula-safe). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const parsed = rosterQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return new Response(copy.badRequest, { status: 400, headers: TEXT_HEADERS });
  const found = await listAuditionRoster({ db: context.app.database.db, eventId: parsed.data.event });
  if (!found.ok) return new Response(copy.noSuchEvent, { status: 404, headers: TEXT_HEADERS });
  const body = toCsv(
    copy.auditionsCsvHeader,
    found.rows.map((r) => [r.eventLabel, copy.ageGroups[r.ageGroup] ?? r.ageGroup, r.fullName, r.age, r.email, r.phone, r.parentName, inboxCopy.statuses[r.status], formatUtc(r.createdAt), formatUtc(r.checkedInAt)]),
  );
  const name = csvFileName("audition-registrations", parsed.data.event === undefined ? "all-events" : `event-${parsed.data.event}`, context.app.clock.now().toISOString().slice(0, 10));
  return new Response(body, { headers: { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}"` } });
}
