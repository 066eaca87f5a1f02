import type { Route } from "./+types/admin-seats-csv";
import { backOfficeCopy } from "~/content/back-office";
import { csvFileName, toCsv } from "~/domain/csv";
import { getAdminOverview } from "~/features/admin/get-admin-overview.server";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const copy = backOfficeCopy.overview;

/** The overview's seats table: every upcoming event's pools, taken, capacity and left, as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const now = context.app.clock.now();
  const overview = await getAdminOverview({ db: context.app.database.db, now, timeZone: context.app.env.TEAM_TIME_ZONE });
  const body = toCsv(
    copy.seatsCsvHeaders,
    overview.upcoming.flatMap((event) =>
      event.pools.map((pool) => [event.cityName, event.dateText, pool.tiers.join(", ") || pool.key, pool.taken, pool.capacity ?? copy.unlimited, pool.left ?? copy.unlimited]),
    ),
  );
  return new Response(body, {
    headers: { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${csvFileName("seats", now.toISOString().slice(0, 10))}"` },
  });
}
