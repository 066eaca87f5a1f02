import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Every change an admin makes, kept for good: who, what, when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial().primaryKey(),
    /** Null when the change came from the command line. */
    actorUserId: text().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text().notNull(),
    action: text().notNull(),
    target: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);
