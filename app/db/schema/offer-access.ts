import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { offers } from "./catalog";

/**
 * An offer sold only to a list of email addresses the team pasted or uploaded (a studio's students
 * and alumni, deposit holders). No row: open to everyone. Addresses are stored lower-cased.
 */
export const offerAccessLists = pgTable("offer_access_lists", {
  offerId: integer()
    .primaryKey()
    .references(() => offers.id, { onDelete: "cascade" }),
  emails: text().array().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
