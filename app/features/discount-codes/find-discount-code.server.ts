import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes, events } from "~/db/schema";

/** One code for its edit page, with its event's time zone (the window is shown in it); null when gone. */
export async function findDiscountCode(options: { db: Db; id: number }) {
  const [row] = await options.db
    .select({ code: discountCodes, timeZone: events.timeZone })
    .from(discountCodes)
    .leftJoin(events, eq(events.id, discountCodes.eventId))
    .where(eq(discountCodes.id, options.id));
  return row ? { ...row.code, timeZone: row.timeZone } : null;
}
