import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { createMailTransport } from "~/features/email/create-mail-transport.server";
import { enqueueEmails } from "~/features/email/enqueue-email.server";
import { sendDueEmails } from "~/features/email/send-due-emails.server";
import { parseEnv } from "~/lib/env.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/support/test-database";
import { buildOrderCalendar } from "./build-order-calendar";
import { renderOrderConfirmation } from "./order-emails.server";
import { orderViewFixture } from "../../../../tests/support/order-view-fixture";
import { startTestSmtpServer, type TestSmtpServer } from "../../../../tests/support/smtp-test-server";

const siteUrl = "https://callboard.example";
const env = parseEnv({ SITE_URL: siteUrl, PAYMENTS: "test", EMAIL_FROM: "Callboard <hello@callboard.example>" });
const orderUrl = `${siteUrl}/orders/tok_abcdefghijklmnop`;

interface MimePart {
  headers: string;
  body: string;
}

/** The leaf parts of a message, bodies decoded: nodemailer nests the text/html alternative and attachments in multipart/mixed. */
function leafParts(source: string): MimePart[] {
  const end = source.indexOf("\r\n\r\n");
  const headers = source.slice(0, end).replace(/\r\n[ \t]+/g, " ");
  const body = source.slice(end + 4);
  const boundary = /content-type:\s*multipart\/[^\r\n]*boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (boundary) return body.split(`--${boundary}`).slice(1, -1).flatMap((part) => leafParts(part.replace(/^\r\n/, "")));
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return [{ headers, body: Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") }];
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return [{ headers, body: Buffer.from(bytes, "latin1").toString("utf8") }];
  }
  return [{ headers, body }];
}

describe.each(testDatabaseKinds())("order confirmation over SMTP on %s", (kind) => {
  let t: TestDatabase;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.destroy();
  });
  afterEach(async () => {
    await t.database.db.delete(emailOutbox);
  });

  it("queues the confirmation with its calendar file and delivers both through a real SMTP server", async () => {
    const db = t.database.db;
    const order = orderViewFixture();
    const mail = createEmailContext({ env, logger: pino({ level: "silent" }) });
    const calendar = buildOrderCalendar(order, { siteUrl, orderUrl });
    const emails = renderOrderConfirmation({ order, orderUrl, studentsUrl: `${orderUrl}/students`, calendar }, mail);
    await db.transaction((tx) => enqueueEmails(tx, emails, `order-confirmation:${order.number}`));

    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, order.buyerEmail));
    expect(row?.attachments).toEqual([{ filename: "callboard-CB-7K2Q9.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: calendar }]);

    const transport = createMailTransport({ SMTP_URL: smtp.url });
    if (!transport) throw new Error("expected an SMTP transport");
    try {
      expect(await sendDueEmails({ db, transport, from: env.EMAIL_FROM, now: new Date() })).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    } finally {
      transport.close?.();
    }

    expect(smtp.messages).toHaveLength(1);
    const { raw, to } = smtp.messages[0]!;
    expect(to).toEqual([order.buyerEmail]);
    expect(raw.replace(/\r\n[ \t]+/g, " ")).toContain("Subject: Your Callboard tickets: Springfield, ZZ, order CB-7K2Q9");
    const parts = leafParts(raw);
    expect(parts.find((p) => /content-type:\s*text\/plain/i.test(p.headers))?.body).toContain("Total paid: $352.40");
    expect(parts.find((p) => /content-type:\s*text\/html/i.test(p.headers))?.body).toContain("$352.40");
    const ics = parts.find((p) => /content-type:\s*text\/calendar/i.test(p.headers));
    expect(ics?.headers).toMatch(/method=PUBLISH/i);
    expect(ics?.headers).toMatch(/filename="?callboard-CB-7K2Q9\.ics/);
    expect(ics?.body).toContain("UID:order-CB-7K2Q9@callboard");
    expect(ics?.body).toContain("DTSTART;VALUE=DATE:20260314");
  });
});
