import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { enqueueEmail } from "./enqueue-email.server";
import { sendDueEmails } from "./send-due-emails.server";
import type { OutgoingMail } from "./types";

describe.each(testDatabaseKinds())("outbox headers on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("hands a row's headers to the mail transport, and none for a row without", async () => {
    const sent: OutgoingMail[] = [];
    const transport = { sendMail: async (mail: OutgoingMail) => void sent.push(mail) };
    const headers = { "List-Unsubscribe": "<https://callboard.example/unsubscribe/1.abc>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", "Bad Name": "dropped" };
    await enqueueEmail({ db: t.database.db, to: "a@example.test", template: "t", subject: "s", html: "<p>h</p>", text: "h", headers });
    await enqueueEmail({ db: t.database.db, to: "b@example.test", template: "t", subject: "s", html: "<p>h</p>", text: "h" });
    await sendDueEmails({ db: t.database.db, transport, from: "x@example.test", now: new Date() });
    const byTo = new Map(sent.map((m) => [m.to, m]));
    expect(byTo.get("a@example.test")?.headers).toEqual({ "List-Unsubscribe": headers["List-Unsubscribe"], "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(byTo.get("b@example.test")).not.toHaveProperty("headers");
  });
});
