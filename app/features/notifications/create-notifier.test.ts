import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import type { Db } from "~/db/client.server";
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
});
