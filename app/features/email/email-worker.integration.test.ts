import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { enqueueEmail } from "./enqueue-email.server";
import { startEmailWorker } from "./start-email-worker.server";
import type { MailTransport, OutgoingMail } from "./types";

const env = { SMTP_URL: "smtp://127.0.0.1:2525", EMAIL_FROM: "Callboard <hello@callboard.example>" };

function capturingLogger() {
  const lines: Array<{ level: number; msg: string; [key: string]: unknown }> = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabaseKinds())("email worker on %s", (kind) => {
  let t: TestDatabase;
  const db = () => t.database.db;
  const enqueue = (to: string) => enqueueEmail({ db: db(), to, template: "test", subject: "Hello", html: "<p>Hi</p>", text: "Hi" });
  const statusOf = async (id: number) =>
    (await db().select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id)))[0]?.status;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await db().delete(emailOutbox);
  });

  it("sends soon after a kick, one pass at a time, and logs what it sent", async () => {
    const sent: OutgoingMail[] = [];
    let sending = 0;
    let mostAtOnce = 0;
    const transport: MailTransport = {
      sendMail: async (mail) => {
        mostAtOnce = Math.max(mostAtOnce, ++sending);
        await new Promise((resolve) => setTimeout(resolve, 10));
        sending -= 1;
        sent.push(mail);
      },
    };
    const { logger, lines } = capturingLogger();
    // A long interval: only kicks (and draining full batches) can explain prompt delivery.
    const worker = startEmailWorker({ db: db(), env, logger, transport, intervalMs: 60_000, batchSize: 2 });
    try {
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) {
        ids.push(await enqueue(`dancer${i}@example.test`));
        worker.kick();
        worker.kick();
      }
      await waitFor(async () => (await Promise.all(ids.map(statusOf))).every((s) => s === "sent"));
      expect(sent.map((m) => m.to).sort()).toEqual(ids.map((_, i) => `dancer${i}@example.test`));
      expect(sent[0]!.from).toBe(env.EMAIL_FROM);
      expect(mostAtOnce).toBe(1);
      const passes = lines.filter((l) => l.msg === "email outbox pass");
      expect(passes.reduce((total, l) => total + (l.sent as number), 0)).toBe(5);
    } finally {
      await worker.stop();
    }
  });

  it("keeps failing messages for later and logs a warning, without throwing", async () => {
    const transport: MailTransport = { sendMail: () => Promise.reject(new Error("connect ECONNREFUSED")) };
    const { logger, lines } = capturingLogger();
    const worker = startEmailWorker({ db: db(), env, logger, transport, intervalMs: 60_000 });
    try {
      const id = await enqueue("dancer@example.test");
      worker.kick();
      await waitFor(() => lines.some((l) => l.msg === "email outbox pass"));
      expect(lines.find((l) => l.msg === "email outbox pass")).toMatchObject({ level: 40, retried: 1, sent: 0 });
      expect(await statusOf(id)).toBe("pending");
    } finally {
      await worker.stop();
    }
  });

  it("stop() waits for the pass in flight", async () => {
    let release!: () => void;
    const transport: MailTransport = { sendMail: () => new Promise<void>((resolve) => (release = resolve)) };
    const worker = startEmailWorker({ db: db(), env, logger: capturingLogger().logger, transport, intervalMs: 60_000 });
    const id = await enqueue("dancer@example.test");
    worker.kick();
    await waitFor(async () => (await statusOf(id)) === "sending");
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await statusOf(id)).toBe("sent");
  });

  it("without SMTP_URL keeps every message in the outbox and says so once", async () => {
    const { logger, lines } = capturingLogger();
    const worker = startEmailWorker({ db: db(), env: { EMAIL_FROM: env.EMAIL_FROM }, logger, intervalMs: 10 });
    const id = await enqueue("dancer@example.test");
    worker.kick();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await worker.stop();
    expect(await statusOf(id)).toBe("pending");
    expect(lines.map((l) => l.msg)).toEqual(["SMTP_URL not set: emails are kept in the outbox"]);
  });
});
