import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { events, opportunities } from "./catalog";
import { oneOf } from "./one-of";

/** Free audition registrations: one table for every event, keyed by event and age group. */
export const auditionRegistrations = pgTable(
  "audition_registrations",
  {
    id: serial().primaryKey(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    ageGroup: text({ enum: ["12_and_under", "13_and_up"] }).notNull(),
    fullName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    age: integer().notNull(),
    parentName: text(),
    /** The consent statement the registrant agreed to, as shown. */
    consentText: text().notNull(),
    danceClipUrl: text(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    /** Shown at the door as a QR code: unguessable, one per registration. */
    ticketCode: text()
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    checkedInAt: timestamp({ withTimezone: true }),
    checkedInBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("audition_registrations_event_email").on(t.eventId, t.email),
    index("audition_registrations_event_group_idx").on(t.eventId, t.ageGroup, t.createdAt),
    check("audition_registrations_age", sql`${t.age} between 5 and 99`),
    check("audition_registrations_minor_parent", sql`${t.age} >= 18 or ${t.parentName} is not null`),
    oneOf("audition_registrations_age_group", t.ageGroup),
  ],
);

/** Applications and submissions from the public forms other than auditions and the waitlist. */
export const submissions = pgTable(
  "submissions",
  {
    id: serial().primaryKey(),
    kind: text({ enum: ["scholarship", "talent", "audition_video", "demo_reel", "opportunity"] }).notNull(),
    eventId: integer().references(() => events.id, { onDelete: "set null" }),
    opportunityId: integer().references(() => opportunities.id, { onDelete: "set null" }),
    fullName: text().notNull(),
    email: text().notNull(),
    age: integer(),
    parentName: text(),
    /** The rest of the form, validated by the form's schema. */
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A hash of what was submitted: the same submission again within minutes is the same submission. */
    fingerprint: text(),
  },
  (t) => [
    index("submissions_kind_idx").on(t.kind, t.createdAt),
    index("submissions_fingerprint_idx").on(t.fingerprint, t.createdAt),
    check("submissions_minor_parent", sql`${t.age} is null or ${t.age} >= 18 or ${t.parentName} is not null`),
    oneOf("submissions_kind", t.kind),
  ],
);
