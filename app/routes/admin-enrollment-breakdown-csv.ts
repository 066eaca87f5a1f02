import type { Route } from "./+types/admin-enrollment-breakdown-csv";
import { enrollmentCopy } from "~/content/enrollment";
import { csvFileName, toCsv } from "~/domain/csv";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { breakdownCsvSchema, breakdownQuerySchema } from "~/features/enrollment/breakdown-query-schema";
import { breakdownCsvRows, breakdownTable } from "~/features/enrollment/breakdown-tables";
import { getEnrollmentBreakdown } from "~/features/enrollment/get-enrollment-breakdown.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const TEXT_HEADERS = { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" };

/** One of the breakdown page's tables, for the same period, as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = breakdownQuerySchema.safeParse(params);
  const which = breakdownCsvSchema.safeParse(params);
  if (!parsed.success) return new Response(parsed.error.issues[0]?.message ?? enrollmentCopy.badRequest, { status: 400, headers: TEXT_HEADERS });
  if (!which.success) return new Response(enrollmentCopy.badRequest, { status: 400, headers: TEXT_HEADERS });
  const breakdown = await getEnrollmentBreakdown({ db: context.app.database.db, query: parsed.data, now: context.app.clock.now() });
  const table = breakdownTable(breakdown, which.data.table);
  const body = toCsv([...table.headColumns, ...table.countColumns], breakdownCsvRows(table));
  const { when, from, to } = parsed.data;
  const period = when === "range" ? [from ?? "start", to ?? "end"] : [when];
  return new Response(body, {
    headers: { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${csvFileName("enrollment", which.data.table, ...period)}"` },
  });
}
