import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { createEmailContext } from "./create-email-context.server";
import { renderOutgoingEmail } from "./render-outgoing-email.server";
import { waitlistConfirmation } from "~/features/waitlist/emails/waitlist-confirmation";

describe("renderOutgoingEmail", () => {
  const lines: Array<{ level: number; msg: string; what?: string }> = [];
  const mail = createEmailContext({ env: parseEnv({}), logger: pino({ level: "error" }, { write: (line: string) => void lines.push(JSON.parse(line)) }) });

  it("renders one email for its recipient", () => {
    const [email, ...more] = renderOutgoingEmail(mail, "waitlist confirmation", () => ({ to: "fan@example.com", template: waitlistConfirmation, props: { cityName: "Springfield, ZZ" } }));
    expect(more).toEqual([]);
    expect(email).toMatchObject({ to: "fan@example.com", template: "waitlist-confirmation" });
    expect(email?.text).toContain("Springfield, ZZ");
  });

  it("leaves out an email whose template throws, and logs it, instead of failing the form", () => {
    const emails = renderOutgoingEmail(mail, "waitlist confirmation", () => ({
      to: "fan@example.com",
      template: waitlistConfirmation,
      props: {
        get cityName(): string {
          throw new Error("template broke");
        },
      },
    }));
    expect(emails).toEqual([]);
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: "could not render email", what: "waitlist confirmation" }));
  });
});
