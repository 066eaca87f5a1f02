import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { parseEnv } from "~/lib/env.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { claimDueEmails } from "./claim-due-emails.server";
import { createMailTransport } from "./create-mail-transport.server";
import { enqueueEmail } from "./enqueue-email.server";
import { getEmailBrand } from "./get-email-brand.server";
import { listOutbox } from "./list-outbox.server";
import { renderEmail } from "./render-email.server";
import { sendDueEmails } from "./send-due-emails.server";
import { auditionConfirmation } from "~/features/auditions/emails/audition-confirmation";
import { closedSmtpUrl, startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-test-server";
import { readMimeMessage } from "../../../tests/support/read-mime-message";
import type { EmailBrand, EmailTemplate, MailTransport, OutgoingMail } from "./types";

const env = parseEnv({ SITE_URL: "https://callboard.example", PAYMENTS: "test", EMAIL_FROM: "Callboard <hello@callboard.example>" });
const brand = getEmailBrand(env);
const from = env.EMAIL_FROM;
const T0 = new Date("2026-02-01T10:00:00Z");
const seconds = (s: number) => new Date(T0.getTime() + s * 1000);

/** Render a template and put it in the outbox, as the features' own senders do. */
function enqueueTemplateEmail<Props extends object>(options: { db: Parameters<typeof enqueueEmail>[0]["db"]; to: string; template: EmailTemplate<Props>; props: Props; brand: EmailBrand; now?: Date }) {
  const rendered = renderEmail(options.template, options.props, options.brand);
  return enqueueEmail({ db: options.db, to: options.to, now: options.now, ...rendered });
}

const auditionProps = {
  fullName: "Maya Lopez",
  cityName: "Springfield, ZZ",
  dateText: "March 1, 2026",
  venueName: "Studio One",
  venueAddress: "12 Main St",
  ageGroupLabel: "Ages 13 and up",
  whatToBring: ["Water bottle"],
};

function smtpTransport(url: string): MailTransport {
  const transport = createMailTransport({ SMTP_URL: url });
  if (!transport) throw new Error("expected a transport");
  return transport;
}

/** Records what would be sent, after a short pause so concurrent passes overlap. */
function recordingTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    sendMail: async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(mail);
    },
  };
}

const failingTransport: MailTransport = {
  sendMail: async () => {
    throw new Error("421 Service not available");
  },
};

describe.each(testDatabaseKinds())("email outbox on %s", (kind) => {
  let t: TestDatabase;
  let smtp: TestSmtpServer | undefined;
  const db = () => t.database.db;
  const row = async (id: number) => (await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
  const enqueueAudition = (to = "maya@example.test") =>
    enqueueTemplateEmail({ db: db(), to, template: auditionConfirmation, props: auditionProps, brand, now: T0 });

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await db().delete(emailOutbox);
  });
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  it("delivers an audition confirmation through a real SMTP server", async () => {
    smtp = await startTestSmtpServer();
    const id = await enqueueAudition();
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 0, template: "audition-confirmation" });

    const result = await sendDueEmails({ db: db(), transport: smtpTransport(smtp.url), from, now: T0 });

    expect(result).toEqual({ sent: 1, retried: 0, failed: 0, recovered: 0 });
    expect(smtp.messages).toHaveLength(1);
    const [received] = smtp.messages;
    expect(received!.to).toEqual(["maya@example.test"]);
    const mail = readMimeMessage(received!.raw);
    expect(mail.headers).toContain("Subject: You're registered: Springfield, ZZ audition");
    expect(mail.headers).toContain("To: maya@example.test");
    expect(mail.headers).toContain("From: Callboard <hello@callboard.example>");
    expect(mail.text).toContain("Hi Maya Lopez,");
    expect(mail.text).toContain("Please arrive 15 minutes early");
    expect(mail.html).toContain("Maya Lopez");
    expect(mail.html).toContain("max-width:600px");
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null, sentAt: T0 });
  });

  it("keeps a message through a mail server outage and delivers it once the server is back", async () => {
    const id = await enqueueAudition();

    const down = await sendDueEmails({ db: db(), transport: smtpTransport(await closedSmtpUrl()), from, now: T0 });
    expect(down).toEqual({ sent: 0, retried: 1, failed: 0, recovered: 0 });
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting.nextAttemptAt).toEqual(seconds(30));

    smtp = await startTestSmtpServer();
    const transport = smtpTransport(smtp.url);
    expect(await sendDueEmails({ db: db(), transport, from, now: seconds(29) })).toMatchObject({ sent: 0 });
    expect(smtp.messages).toHaveLength(0);

    expect(await sendDueEmails({ db: db(), transport, from, now: seconds(31) })).toMatchObject({ sent: 1 });
    expect(smtp.messages).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, sentAt: seconds(31) });
  });

  it("backs off between attempts and marks the message failed after the eighth", async () => {
    const id = await enqueueAudition();
    let now = T0;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      const result = await sendDueEmails({ db: db(), transport: failingTransport, from, now });
      expect(result).toMatchObject(attempt < 8 ? { retried: 1, failed: 0 } : { retried: 0, failed: 1 });
      const current = await row(id);
      expect(current.attempts).toBe(attempt);
      expect(current.lastError).toBe("421 Service not available");
      waits.push((current.nextAttemptAt.getTime() - now.getTime()) / 1000);
      now = current.nextAttemptAt;
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 0]);
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 8 });

    const later = await sendDueEmails({ db: db(), transport: recordingTransport(), from, now: seconds(86_400) });
    expect(later).toEqual({ sent: 0, retried: 0, failed: 0, recovered: 0 });
  });

  it("recovers a message left 'sending' by a crashed worker after ten minutes", async () => {
    const id = await enqueueAudition();
    const [claimed] = await claimDueEmails({ db: db(), now: T0, limit: 10 });
    expect(claimed).toMatchObject({ id, status: "sending", attempts: 1 });
    // The claiming worker dies here without recording a result.

    const transport = recordingTransport();
    expect(await sendDueEmails({ db: db(), transport, from, now: seconds(9 * 60) })).toMatchObject({ recovered: 0, sent: 0 });
    expect((await row(id)).status).toBe("sending");

    const result = await sendDueEmails({ db: db(), transport, from, now: seconds(10 * 60 + 1) });
    expect(result).toEqual({ sent: 1, retried: 0, failed: 0, recovered: 1 });
    expect(transport.sent.map((m) => m.to)).toEqual(["maya@example.test"]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("fails a stuck message that has already used every attempt instead of retrying it", async () => {
    const id = await enqueueAudition();
    await db().update(emailOutbox).set({ attempts: 7 }).where(eq(emailOutbox.id, id));
    await claimDueEmails({ db: db(), now: T0, limit: 10 });
    const result = await sendDueEmails({ db: db(), transport: recordingTransport(), from, now: seconds(3600) });
    expect(result).toMatchObject({ recovered: 1, sent: 0 });
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 8 });
  });

  it("claims no more due messages than asked for, oldest due first", async () => {
    const ids = [await enqueueAudition("a@example.test"), await enqueueAudition("b@example.test"), await enqueueAudition("c@example.test")];
    await db().update(emailOutbox).set({ nextAttemptAt: seconds(5) }).where(eq(emailOutbox.id, ids[2]!));
    expect((await claimDueEmails({ db: db(), now: seconds(10), limit: 2 })).map((e) => e.id)).toEqual([ids[0], ids[1]]);
    expect((await row(ids[2]!)).status).toBe("pending");
    expect(await claimDueEmails({ db: db(), now: seconds(1), limit: 2 })).toEqual([]);
  });

  it("never sends the same message twice when workers run at the same time", async () => {
    const count = 40;
    for (let i = 0; i < count; i++) {
      await enqueueEmail({ db: db(), to: `dancer${i}@example.test`, template: "test", subject: `s${i}`, html: "<p>x</p>", text: "x", now: T0 });
    }
    const transport = recordingTransport();
    const worker = async () => {
      let total = 0;
      for (;;) {
        const r = await sendDueEmails({ db: db(), transport, from, now: T0, batchSize: 3 });
        const handled = r.sent + r.retried + r.failed;
        if (handled === 0) return total;
        total += handled;
      }
    };
    const totals = await Promise.all([worker(), worker(), worker(), worker()]);

    const recipients = transport.sent.map((m) => m.to);
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(count);
    const statuses = await db()
      .select({ status: emailOutbox.status, n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .groupBy(emailOutbox.status);
    expect(statuses).toEqual([{ status: "sent", n: count }]);
  });

  it("commits or rolls back with the caller's transaction", async () => {
    await db()
      .transaction(async (tx) => {
        await enqueueTemplateEmail({ db: tx, to: "maya@example.test", template: auditionConfirmation, props: auditionProps, brand });
        throw new Error("registration failed");
      })
      .catch(() => {});
    expect(await listOutbox({ db: db() })).toEqual([]);

    await db().transaction(async (tx) => {
      await enqueueTemplateEmail({ db: tx, to: "maya@example.test", template: auditionConfirmation, props: auditionProps, brand });
    });
    expect(await listOutbox({ db: db() })).toHaveLength(1);
  });

  it("keeps a message to an invalid address as failed instead of throwing at the caller", async () => {
    const id = await enqueueEmail({ db: db(), to: "not an address", template: "test", subject: "s", html: "h", text: "t" });
    expect(await row(id)).toMatchObject({ status: "failed", lastError: "Invalid recipient address", attempts: 0 });
    expect(await sendDueEmails({ db: db(), transport: recordingTransport(), from, now: new Date() })).toMatchObject({ sent: 0 });
  });

  it("lists the outbox newest first, optionally by status", async () => {
    const first = await enqueueAudition("one@example.test");
    const second = await enqueueAudition("two@example.test");
    await db().update(emailOutbox).set({ createdAt: seconds(-60) }).where(eq(emailOutbox.id, first));
    await sendDueEmails({ db: db(), transport: recordingTransport(), from, now: T0, batchSize: 1 });

    const all = await listOutbox({ db: db() });
    expect(all.map((e) => e.id)).toEqual([second, first]);
    expect(all[0]).toMatchObject({ toAddress: "two@example.test", subject: expect.any(String), text: expect.any(String) });
    expect((await listOutbox({ db: db(), status: "pending" })).map((e) => e.id)).toEqual([second]);
    expect((await listOutbox({ db: db(), status: "sent" })).map((e) => e.id)).toEqual([first]);
    expect(await listOutbox({ db: db(), limit: 1 })).toHaveLength(1);
  });
});
