import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { parseEnv } from "~/lib/env.server";
import { renderSubmissionReceipt, renderTeamNotification } from "./application-emails.server";

describe("application emails", () => {
  const mail = createEmailContext({ env: parseEnv({}), logger: pino({ level: "silent" }) });

  it("renders the team's email and the sender's receipt for an application", () => {
    const input = {
      kind: "demo_reel" as const,
      form: { fullName: "Lee", email: "lee@example.com", age: 30, parentName: undefined, links: [], notes: "Reel", website: undefined },
    };
    const emails = [...renderTeamNotification(input, mail), ...renderSubmissionReceipt(input, mail)];
    expect(emails.map((e) => [e.to, e.template])).toEqual([
      ["team@callboard.dance", "team-notification"],
      ["lee@example.com", "submission-received"],
    ]);
    expect(emails[1]?.text).toContain("Lee");
  });
});
