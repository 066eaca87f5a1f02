import { describe, expect, it } from "vitest";
import { orderEmails } from "~/content/order-emails";
import { orderViewFixture } from "../../../../tests/support/order-view-fixture";
import { buildOrderCalendar, canBuildOrderCalendar } from "./build-order-calendar";
import type { OrderView } from "./types";

const options = { siteUrl: "https://callboard.example", orderUrl: "https://callboard.example/orders/tok_abc" };

/** Content lines, unfolded (RFC 5545 folds long lines with CRLF + space). */
function lines(order: OrderView): string[] {
  return buildOrderCalendar(order, options).replace(/\r\n[ \t]/g, "").split("\r\n");
}

const field = (all: string[], name: string) => all.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
const oneDay = (base: OrderView, startsOn: string, endsOn: string | null) => ({ ...base, event: { ...base.event, startsOn, endsOn } });

describe("buildOrderCalendar", () => {
  it("writes one all-day, confirmed event over every day of the event, ending the day after the last", () => {
    const all = lines(orderViewFixture());
    expect(all[0]).toBe("BEGIN:VCALENDAR");
    expect(all.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(field(all, "METHOD")).toBe("METHOD:PUBLISH");
    expect(field(all, "DTSTART")).toBe("DTSTART;VALUE=DATE:20260314");
    expect(field(all, "DTEND")).toBe("DTEND;VALUE=DATE:20260316");
    expect(field(all, "STATUS")).toBe("STATUS:CONFIRMED");
  });

  it("names the event, the venue, and the order, with a stable UID and the order's link", () => {
    const all = lines(orderViewFixture());
    expect(field(all, "SUMMARY")).toBe("SUMMARY:Callboard On-Camera Dance Intensive — Springfield\\, ZZ");
    expect(field(all, "LOCATION")).toBe("LOCATION:Studio One\\, 12 Main St\\, Springfield");
    expect(field(all, "UID")).toBe("UID:order-CB-7K2Q9@callboard");
    expect(field(all, "URL")).toBe(`URL:${options.orderUrl}`);
    const description = field(all, "DESCRIPTION");
    for (const part of ["Order CB-7K2Q9", "Core Experience × 2", "VIP Upgrade × 1", options.orderUrl]) expect(description).toContain(part);
  });

  it("ends a one-day event on the next day, across a month and a year end", () => {
    expect(field(lines(oneDay(orderViewFixture(), "2026-02-28", null)), "DTEND")).toBe("DTEND;VALUE=DATE:20260301");
    const newYear = lines(oneDay(orderViewFixture(), "2026-12-31", "2026-12-31"));
    expect(field(newYear, "DTSTART")).toBe("DTSTART;VALUE=DATE:20261231");
    expect(field(newYear, "DTEND")).toBe("DTEND;VALUE=DATE:20270101");
  });

  it("leaves out the location while the venue is unknown", () => {
    const base = orderViewFixture();
    expect(field(lines({ ...base, event: { ...base.event, venueName: null, venueAddress: null } }), "LOCATION")).toBeUndefined();
  });

  it("folds every line at 75 octets of UTF-8, never inside a character, and unfolds to the full summary and location", () => {
    const base = orderViewFixture();
    const cityName = "Saint-Étienne-du-Rouvray — Ōsaka 大阪 🎭 ".repeat(4).trim();
    const venueName = "Théâtre des Célestins — Salle Ébène 🎟️";
    const venueAddress = "東京都渋谷区神南一丁目 ✨ 12 Rue de l’Opéra, Łódź ".repeat(3).trim();
    const ics = buildOrderCalendar({ ...base, event: { ...base.event, cityName, venueName, venueAddress } }, options);

    const physical = ics.split("\r\n");
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(physical.some((l) => l.startsWith(" "))).toBe(true);
    expect(physical.some((l) => l.startsWith("\t"))).toBe(false);
    expect(ics).not.toContain("\uFFFD");

    const all = ics.replace(/\r\n /g, "").split("\r\n");
    const escape = (text: string) => text.replace(/,/g, "\\,");
    expect(field(all, "SUMMARY")).toBe(`SUMMARY:${escape(orderEmails.eventTitle(cityName))}`);
    expect(field(all, "LOCATION")).toBe(`LOCATION:${escape(`${venueName}, ${venueAddress}`)}`);
  });

  it("refuses an event whose date is still to be determined", () => {
    const tbd = orderViewFixture();
    tbd.event = { ...tbd.event, startsOn: null, endsOn: null };
    expect(canBuildOrderCalendar(tbd)).toBe(false);
    expect(canBuildOrderCalendar(orderViewFixture())).toBe(true);
    expect(() => buildOrderCalendar(tbd, options)).toThrow(/CB-7K2Q9 has no event date/);
  });
});

describe("buildOrderCalendar text values", () => {
  it("escapes backslashes, semicolons, commas and line breaks, and stamps the file in UTC", () => {
    const base = orderViewFixture();
    const ics = buildOrderCalendar(
      { ...base, event: { ...base.event, venueName: "Hall; A\\B", venueAddress: "1 Road,\r\nTown" } },
      { ...options, now: new Date("2026-03-01T09:08:07.654Z") },
    );
    const all = ics.replace(/\r\n /g, "").split("\r\n");
    expect(field(all, "LOCATION")).toBe("LOCATION:Hall\\; A\\\\B\\, 1 Road\\,\\nTown");
    expect(field(all, "DTSTAMP")).toBe("DTSTAMP:20260301T090807Z");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(all.filter((l) => l === "BEGIN:VEVENT" || l === "END:VEVENT")).toHaveLength(2);
  });
});
