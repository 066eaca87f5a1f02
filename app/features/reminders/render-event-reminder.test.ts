import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { reminderEmails } from "~/content/reminder-emails";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { parseEnv } from "~/lib/env.server";
import { orderViewFixture } from "../../../tests/support/order-view-fixture";
import type { ReminderEvent } from "./load-reminder-event.server";
import { renderEventReminder } from "./render-event-reminder.server";
import { reminderSchedule, reminderWhatToBring, venueMapUrl, zoneName } from "./reminder-props";

const mail = createEmailContext({ env: parseEnv({}), logger: pino({ level: "silent" }) });

const event: ReminderEvent = {
  id: 7,
  slug: "springfield-2026",
  kind: "intensive",
  cityName: "Springfield, ZZ",
  dateText: "March 14–15, 2026",
  startsOn: "2026-03-14",
  endsOn: "2026-03-15",
  timeZone: "America/Chicago",
  isCancelled: false,
  remindersEnabled: true,
  whatToBring: [],
  page: {
    pricing: { tiers: ["core"] },
    schedule: {
      ageGroups: "juniors_seniors",
      days: [
        { label: "Saturday, March 14", tables: [{ group: "juniors", slots: [{ time: "9:00 AM", activity: "Check-in & warm-up" }, { time: "10:00 AM", activity: "Jazz <combo>", detail: "bring jazz shoes" }] }] },
        { label: "Sunday, March 15", tables: [{ title: "Studio 2", slots: [] }] },
      ],
      notes: ["Parents may watch the last hour."],
    },
  },
  venue: { name: "Studio One", address: "12 Main St, Springfield", notes: "Entrance at the back" },
};

const order = orderViewFixture({
  students: [
    { position: 1, fullName: "Maya Lopez", age: 14, ageGroup: "13_and_up", parentName: "Jane Lopez", enrolled: true, ticketCode: "TICKET-MAYA-0001" },
    { position: 2, fullName: "Leo Lopez", age: 11, ageGroup: "12_and_under", parentName: "Jane Lopez", enrolled: true, ticketCode: "TICKET-LEO-0002" },
  ],
});

describe("the reminder's parts", () => {
  it("takes the page's schedule with each table's heading, leaves out empty tables and days, and keeps its notes", () => {
    expect(reminderSchedule(event)).toEqual({
      days: [
        {
          label: "Saturday, March 14",
          tables: [{ heading: "Juniors (12 and under)", slots: [{ time: "9:00 AM", activity: "Check-in & warm-up" }, { time: "10:00 AM", activity: "Jazz <combo>", detail: "bring jazz shoes" }] }],
        },
      ],
      notes: ["Parents may watch the last hour."],
    });
  });

  it("lists the event's own things to bring, or the site's general list", () => {
    expect(reminderWhatToBring({ whatToBring: [" Knee pads ", ""] })).toEqual(["Knee pads"]);
    expect(reminderWhatToBring({ whatToBring: [] })).toEqual([...reminderEmails.defaultWhatToBring]);
  });

  it("links the venue's address on a map, the city's while there is no venue, and names the zone", () => {
    expect(venueMapUrl(event)).toBe("https://www.google.com/maps/search/?api=1&query=12%20Main%20St%2C%20Springfield");
    expect(venueMapUrl({ ...event, venue: null })).toBe("https://www.google.com/maps/search/?api=1&query=Springfield%2C%20ZZ");
    expect(zoneName("America/Chicago", new Date("2026-03-14T12:00:00Z"))).toBe("Central Time");
    expect(zoneName("Europe/London", new Date("2026-07-14T12:00:00Z"))).toBe("United Kingdom Time");
  });
});

describe("renderEventReminder", () => {
  it("renders the day-before email to the buyer with the schedule, venue, map link, what to bring, each ticket's QR code and the calendar file", () => {
    const [email] = renderEventReminder({ kind: "day_before", order, event, siteUrl: "https://callboard.example", now: new Date("2026-03-13T15:00:00Z") }, mail);
    expect(email!.to).toBe("jane@example.test");
    expect(email!.subject).toBe("See you tomorrow: Callboard in Springfield, ZZ");
    expect(email!.html).toContain("Jazz &lt;combo&gt;");
    expect(email!.html).not.toContain("Jazz <combo>");
    expect(email!.html).toContain("Entrance at the back");
    expect(email!.html).toContain("All times are local time (Central Time).");
    expect(email!.html).toContain(reminderEmails.defaultWhatToBring[0]);
    expect(email!.text).toContain("10:00 AM  Jazz <combo> (bring jazz shoes)");
    expect(email!.text).toContain("TICKET-MAYA-0001");
    const images = email!.attachments!.filter((a) => a.contentType === "image/png");
    expect(images).toHaveLength(2);
    for (const image of images) expect(email!.html).toContain(`cid:${image.cid}`);
    const [calendar] = email!.attachments!.filter((a) => a.filename.endsWith(".ics"));
    expect(calendar!.content).toContain("UID:order-CB-7K2Q9@callboard");
    expect(calendar!.content).toContain("DTSTART;VALUE=DATE:20260314");
  });

  it("asks for the students still to register and says the venue is still being confirmed when it is", () => {
    const [email] = renderEventReminder({ kind: "week_before", order: orderViewFixture(), event: { ...event, venue: null }, siteUrl: "https://callboard.example", now: new Date() }, mail);
    expect(email!.subject).toBe("One week to go: Callboard in Springfield, ZZ, March 14–15, 2026");
    expect(email!.text).toContain(reminderEmails.venueToFollow);
    expect(email!.text).toContain(`${reminderEmails.studentsToRegister(1)}: https://callboard.example/student-registration?order=tok_abcdefghijklmnop`);
  });
});
