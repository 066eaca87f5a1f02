import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { CalendarDate } from "~/domain/dates";

/** The day (in the zone) of the first paid order, and of the first paid order for an event on the current tour. */
export async function findFirstSaleDays(db: Db, timeZone: string): Promise<{ firstSaleDay: CalendarDate | null; tourStartDay: CalendarDate | null }> {
  const result = await db.execute(
    sql`select to_char(min(o.paid_at) at time zone ${timeZone}, 'YYYY-MM-DD') as first_sale,
          to_char(min(o.paid_at) filter (where ev.listed_on_tour) at time zone ${timeZone}, 'YYYY-MM-DD') as tour_start
        from orders o join events ev on ev.id = o.event_id
        where o.paid_at is not null`,
  );
  const row = (result as unknown as { rows: Array<{ first_sale: string | null; tour_start: string | null }> }).rows[0];
  return { firstSaleDay: row?.first_sale ?? null, tourStartDay: row?.tour_start ?? null };
}
