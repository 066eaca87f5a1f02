import type { Route } from "./+types/admin-orders-csv";
import { backOfficeCopy } from "~/content/back-office";
import { csvFileName, toCsv } from "~/domain/csv";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { ORDERS_PAGE_SIZE, orderSearchSchema } from "~/features/orders/order-search-schema";
import { searchOrders } from "~/features/orders/search-orders.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const copy = backOfficeCopy.orders;

/** Every order the list's filters match (all pages), as CSV; its money from the ledger: paid, refunded, credited, left. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const parsed = orderSearchSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return new Response(parsed.error.issues[0]?.message ?? "Bad request", { status: 400, headers: { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
  const { rows } = await searchOrders({ db: context.app.database.db, search: parsed.data, timeZone: context.app.env.TEAM_TIME_ZONE, pageSize: ORDERS_PAGE_SIZE, all: true });
  const body = toCsv(
    copy.csvHeader,
    rows.map((r) => {
      const amount = (minor: number) => (minor / 100).toFixed(2);
      return [r.number, copy.statuses[r.status], r.cityName, r.buyerName, r.buyerEmail, amount(r.money.paidMinor), amount(r.money.refundedMinor), amount(r.money.creditedMinor), amount(r.money.leftMinor), r.currency, formatUtc(r.createdAt), formatUtc(r.paidAt), r.needsAttention ? "yes" : ""];
    }),
  );
  return new Response(body, {
    headers: { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${csvFileName("orders", context.app.clock.now().toISOString().slice(0, 10))}"` },
  });
}
