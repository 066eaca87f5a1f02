import type { Route } from "./+types/discount-codes-csv";
import { discountCodesCopy } from "~/content/discount-codes";
import { csvFileName, toCsv, type CsvCell } from "~/domain/csv";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { discountCodeFilterSchema } from "~/features/discount-codes/discount-code-schema";
import { listDiscountCodes } from "~/features/discount-codes/list-discount-codes.server";
import { presentDiscountCode } from "~/features/discount-codes/present-discount-code";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const copy = discountCodesCopy.list;
const PREFIX = /^[A-Z0-9_-]{1,21}$/;

/** The list's codes as CSV (one line per code and sales currency); `prefix` picks one generated batch. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const url = new URL(request.url);
  const { show } = discountCodeFilterSchema.parse(Object.fromEntries(url.searchParams));
  const rawPrefix = url.searchParams.get("prefix")?.trim().toUpperCase() ?? "";
  const prefix = PREFIX.test(rawPrefix) ? rawPrefix : undefined;
  const rows = await listDiscountCodes({ db: context.app.database.db, show, now: context.app.clock.now(), prefix });
  const lines: CsvCell[][] = [];
  for (const row of rows) {
    const c = presentDiscountCode(row, context.app.env.TEAM_TIME_ZONE);
    const value = row.discountType === "percentage" ? row.percentOff : (row.amountMinor ?? 0) / 100;
    const base: CsvCell[] = [c.code, c.kind, value, row.currency, c.eventSlug, c.tiers.join(" "), c.startsAt, c.endsAt, c.timeZone, c.usesCount, c.maxUses, c.isActive ? "yes" : "no", c.isEarlyBird ? "yes" : "", c.customerTag, c.description];
    if (c.sales.length === 0) lines.push([...base, 0, null, null, null]);
    for (const s of c.sales) lines.push([...base, s.orders, s.discountMinor / 100, s.revenueMinor / 100, s.currency]);
  }
  const name = csvFileName("discount-codes", prefix ? prefix.replace(/-$/, "") : show, context.app.clock.now().toISOString().slice(0, 10));
  return new Response(toCsv(copy.csvHeader, lines), {
    headers: { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}"` },
  });
}
