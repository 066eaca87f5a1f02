import type { Route } from "./+types/sales-tally-csv";
import { salesCopy } from "~/content/sales";
import { csvFileName, toCsv } from "~/domain/csv";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { getSalesTally } from "~/features/sales/get-sales-tally.server";
import { tallyQuerySchema } from "~/features/sales/tally-query-schema";
import { tallyTable } from "~/features/sales/tally-tables";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const TEXT = { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" };

/** One of the tally's tables (`?table=events`; the summary when none is named) over the page's period, as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const params = new URL(request.url).searchParams;
  const table = salesCopy.tables.find((t) => t === (params.get("table") ?? "summary"));
  if (!table) return new Response(`Choose a table: ${salesCopy.tables.join(", ")}.`, { status: 400, headers: TEXT });
  params.delete("table");
  const parsed = tallyQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return new Response(parsed.error.issues[0]?.message ?? "Bad request", { status: 400, headers: TEXT });
  const tally = await getSalesTally({ db: context.app.database.db, now: context.app.clock.now(), timeZone: context.app.env.TEAM_TIME_ZONE, query: parsed.data });
  const { header, rows } = tallyTable(tally, table);
  return new Response(toCsv(header, rows), {
    headers: {
      ...PRIVATE_PAGE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName("sales", table, tally.period.firstDay, tally.period.lastDay)}"`,
    },
  });
}
