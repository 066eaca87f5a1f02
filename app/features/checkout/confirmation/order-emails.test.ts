import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { parseEnv } from "~/lib/env.server";
import { orderViewFixture } from "../../../../tests/support/order-view-fixture";
import { renderOrderConfirmation, renderStudentTicketNotes } from "./order-emails.server";

describe("order emails", () => {
  const mail = createEmailContext({ env: parseEnv({}), logger: pino({ level: "silent" }) });

  it("confirms an order to its buyer with the calendar file attached when there is one", () => {
    const order = orderViewFixture();
    const input = { order, orderUrl: "https://callboard.example/o/tok", studentsUrl: null, calendar: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" };
    const [email, ...more] = renderOrderConfirmation(input, mail);
    expect(more).toEqual([]);
    expect(email).toMatchObject({ to: "jane@example.test", template: "order-confirmation" });
    expect(email?.subject).toContain("order CB-7K2Q9");
    expect(email?.attachments).toEqual([
      { filename: "callboard-CB-7K2Q9.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: input.calendar },
    ]);
    expect(renderOrderConfirmation({ ...input, calendar: null }, mail)[0]?.attachments).toEqual([]);
  });

  it("notes each student address once, naming siblings together, and skips the buyer's own", () => {
    const emails = renderStudentTicketNotes(
      {
        order: orderViewFixture(),
        students: [
          { fullName: "Maya Lopez", email: "kids@example.test" },
          { fullName: "Leo Lopez", email: " Kids@Example.test " },
          { fullName: "Jane Lopez", email: "JANE@example.test" },
          { fullName: "Ana Ruiz", email: "ana@example.test" },
        ],
      },
      mail,
    );
    expect(emails.map((e) => [e.to, e.template])).toEqual([
      ["kids@example.test", "student-ticket-note"],
      ["ana@example.test", "student-ticket-note"],
    ]);
    expect(emails[0]?.text).toContain("Jane Lopez registered Maya Lopez and Leo Lopez for");
    expect(emails[1]?.text).toContain("Jane Lopez registered you for");
  });
});
