import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import type { Db } from "~/db/client.server";
import { orderViewFixture } from "../../../tests/support/order-view-fixture";
import { createNotifier } from "./create-notifier.server";

describe("notifier", () => {
  const lines: Array<{ level: number; msg: string; what?: string }> = [];
  const logger = pino({ level: "error" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const notify = createNotifier({ db: {} as Db, env: parseEnv({}), logger });

  it("renders the team's email and the sender's receipt for an application", () => {
    const emails = notify.applicationReceived({
      kind: "demo_reel",
      form: { fullName: "Lee", email: "lee@example.com", age: 30, parentName: undefined, links: [], notes: "Reel", website: undefined },
    });
    expect(emails.map((e) => [e.to, e.template])).toEqual([
      ["team@callboard.dance", "team-notification"],
      ["lee@example.com", "submission-received"],
    ]);
    expect(emails[1]?.text).toContain("Lee");
  });

  it("leaves out an email whose template throws, and logs it, instead of failing the form", () => {
    const emails = notify.waitlistJoined({
      email: "fan@example.com",
      get cityName(): string {
        throw new Error("template broke");
      },
    });
    expect(emails).toEqual([]);
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: "could not render email", what: "waitlist confirmation" }));
  });

  it("offers a waitlisted address the seat held for it, with the claim link and the deadline", () => {
    const [email, ...more] = notify.waitlistSeatOffered({
      email: "fan@example.com",
      cityName: "Springfield, ZZ",
      dateText: "March 14–15, 2026",
      tierLabel: "Core Experience",
      offerUrl: "https://callboard.example/waitlist/offer/tok_123",
      expiresText: "Wednesday, September 3 at 12:00 PM PDT",
    });
    expect(more).toEqual([]);
    expect(email).toMatchObject({ to: "fan@example.com", template: "waitlist-seat-offer" });
    expect(email?.subject).toBe("A seat opened up: Core Experience, Springfield, ZZ");
    expect(email?.html).toContain('href="https://callboard.example/waitlist/offer/tok_123"');
    expect(email?.html).toContain("Wednesday, September 3 at 12:00 PM PDT");
    expect(email?.text).toContain("Claim your seat (https://callboard.example/waitlist/offer/tok_123)");
    expect(email?.text).toContain("until Wednesday, September 3 at 12:00 PM PDT");
  });

  it("confirms an order to its buyer with the calendar file attached when there is one", () => {
    const order = orderViewFixture();
    const input = { order, orderUrl: "https://callboard.example/o/tok", studentsUrl: null, calendar: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" };
    const [email, ...more] = notify.orderConfirmed(input);
    expect(more).toEqual([]);
    expect(email).toMatchObject({ to: "jane@example.test", template: "order-confirmation" });
    expect(email?.subject).toContain("order CB-7K2Q9");
    expect(email?.attachments).toEqual([
      { filename: "callboard-CB-7K2Q9.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: input.calendar },
    ]);
    expect(notify.orderConfirmed({ ...input, calendar: null })[0]?.attachments).toEqual([]);
  });

  it("notes each student address once, naming siblings together, and skips the buyer's own", () => {
    const emails = notify.studentTicketNotes({
      order: orderViewFixture(),
      students: [
        { fullName: "Maya Lopez", email: "kids@example.test" },
        { fullName: "Leo Lopez", email: " Kids@Example.test " },
        { fullName: "Jane Lopez", email: "JANE@example.test" },
        { fullName: "Ana Ruiz", email: "ana@example.test" },
      ],
    });
    expect(emails.map((e) => [e.to, e.template])).toEqual([
      ["kids@example.test", "student-ticket-note"],
      ["ana@example.test", "student-ticket-note"],
    ]);
    expect(emails[0]?.text).toContain("Jane Lopez registered Maya Lopez and Leo Lopez for");
    expect(emails[1]?.text).toContain("Jane Lopez registered you for");
  });
});
