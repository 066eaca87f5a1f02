import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { CalendarDate } from "~/domain/dates";
import { chargeKindsSql, rows } from "./ledger-group-row";

/** The day (in the zone) of the first charge in the ledger, and of the first charge for an event on the current tour. */
export async function findFirstSaleDays(db: Db, timeZone: string): Promise<{ firstSaleDay: CalendarDate | null; tourStartDay: CalendarDate | null }> {
  const [row] = await rows(
    db,
    sql`select to_char(min(e.occurred_at) at time zone ${timeZone}, 'YYYY-MM-DD') as first_sale,
          to_char(min(e.occurred_at) filter (where ev.listed_on_tour) at time zone ${timeZone}, 'YYYY-MM-DD') as tour_start
        from ledger_entries e left join events ev on ev.id = e.event_id
        where not e.flagged and e.kind in (${chargeKindsSql})`,
  );
  return { firstSaleDay: (row?.first_sale as string | null) ?? null, tourStartDay: (row?.tour_start as string | null) ?? null };
}
