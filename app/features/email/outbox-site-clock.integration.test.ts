import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox } from "~/db/schema";
import { fixedClock } from "~/domain/clock";
import { resendOutboxEmail } from "~/features/admin/resend-outbox-email.server";
import { sendTestEmail } from "~/features/admin/send-test-email.server";
import { parseEnv } from "~/lib/env.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { createEmailContext } from "./create-email-context.server";
import { startEmailWorker } from "./start-email-worker.server";
import type { MailTransport } from "./types";

/** APP_NOW far from the real time: every time the outbox and the audit log write must be this clock's, as orders' are. */
const SITE_NOW = new Date("2031-03-04T05:06:00Z");
const actor = { userId: null, email: "ada@example.com" };

describe.each(testDatabaseKinds())("the outbox and the audit log on the site's clock, on %s", (kind) => {
  let t: TestDatabase;
  const db = () => t.database.db;
  const clock = fixedClock(SITE_NOW);
  const mail = createEmailContext({ env: parseEnv({}), logger: pino({ level: "silent" }), clock });

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("queues a rendered email at the site's time and audits it then; a resent copy too", async () => {
    const sent = await sendTestEmail({ db: db(), mail, to: "inbox@example.com", actor, now: clock.now() });
    expect(sent.ok).toBe(true);
    const id = sent.ok ? sent.id : 0;
    const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect([row?.createdAt.toISOString(), row?.nextAttemptAt.toISOString()]).toEqual([SITE_NOW.toISOString(), SITE_NOW.toISOString()]);

    const resent = await resendOutboxEmail({ db: db(), id, actor, now: clock.now() });
    const copyId = resent.ok ? resent.id : 0;
    const [copy] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, copyId));
    expect(copy?.createdAt.toISOString()).toBe(SITE_NOW.toISOString());

    const audited = await db().select({ action: auditLog.action, createdAt: auditLog.createdAt }).from(auditLog);
    expect(audited.map((a) => [a.action, a.createdAt.toISOString()]).sort()).toEqual([
      ["email.resend", SITE_NOW.toISOString()],
      ["email.test", SITE_NOW.toISOString()],
    ]);
  });

  it("sends what is due on the site's clock and records it sent at that time", async () => {
    const transport: MailTransport = { sendMail: async () => undefined };
    const worker = startEmailWorker({ db: db(), env: { SMTP_URL: "smtp://127.0.0.1:2525", EMAIL_FROM: "Callboard <hello@callboard.example>" }, logger: pino({ level: "silent" }), transport, clock, intervalMs: 60_000 });
    try {
      const deadline = Date.now() + 10_000;
      let rows = await db().select({ status: emailOutbox.status, sentAt: emailOutbox.sentAt }).from(emailOutbox);
      while (rows.some((r) => r.status !== "sent") && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        rows = await db().select({ status: emailOutbox.status, sentAt: emailOutbox.sentAt }).from(emailOutbox);
      }
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((r) => [r.status, r.sentAt?.toISOString()])).toEqual(rows.map(() => ["sent", SITE_NOW.toISOString()]));
    } finally {
      await worker.stop();
    }
  });
});
