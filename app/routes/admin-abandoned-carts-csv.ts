import type { Route } from "./+types/admin-abandoned-carts-csv";
import { csvFileName, toCsv } from "~/domain/csv";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { abandonedCartsCopy as copy } from "~/features/recovery/abandoned-carts-copy";
import { ABANDONED_PAGE_SIZE, abandonedCartsQuerySchema } from "~/features/recovery/abandoned-carts-query-schema";
import { formatTeamTime } from "~/domain/team-time";
import { getAbandonedCarts } from "~/features/recovery/get-abandoned-carts.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

/** Every abandoned cart the list's filters match (all pages), as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const parsed = abandonedCartsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return new Response(parsed.error.issues[0]?.message ?? "Bad request", { status: 400, headers: { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
  const { env, clock, database } = context.app;
  const zone = env.TEAM_TIME_ZONE;
  const now = clock.now();
  const { rows } = await getAbandonedCarts({ db: database.db, now, holdMinutes: env.ORDER_HOLD_MINUTES, timeZone: zone, query: parsed.data, pageSize: ABANDONED_PAGE_SIZE, all: true });
  const body = toCsv(
    copy.csvHeader,
    rows.map((r) => [
      formatTeamTime(r.updatedAt, zone),
      `${r.cityName} · ${r.dateText}`,
      r.buyerName,
      r.buyerEmail,
      r.labelledLines.map((l) => `${l.quantity} × ${l.label}`).join("; "),
      r.codes.join(" "),
      (r.valueMinor / 100).toFixed(2),
      r.currency,
      copy.statuses[r.status],
      r.lastEmailedAt ? formatTeamTime(r.lastEmailedAt, zone) : null,
      r.recoveredAt ? formatTeamTime(r.recoveredAt, zone) : null,
    ]),
  );
  return new Response(body, {
    headers: { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${csvFileName("abandoned-carts", now.toISOString().slice(0, 10))}"` },
  });
}
