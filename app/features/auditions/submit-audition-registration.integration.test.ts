import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { catalog } from "../../../seed/catalog";
import { auditionRegistrations, emailOutbox } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { enqueueEmails } from "~/features/email/enqueue-email.server";
import type * as outbox from "~/features/email/enqueue-email.server";
import type { EmailContext } from "~/features/email/types";
import { parseEnv } from "~/lib/env.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import type { AuditionForm } from "./audition-schema";
import { submitAuditionRegistration } from "./submit-audition-registration.server";
import { AUDITION_TOKEN_PURPOSE, getAuditionRegistration } from "./get-audition-registration.server";
import { signRecordToken } from "~/lib/signed-token.server";

// The real outbox insert, which one test makes fail inside the registration's transaction.
vi.mock("~/features/email/enqueue-email.server", async (importOriginal) => {
  const actual = await importOriginal<typeof outbox>();
  return { ...actual, enqueueEmails: vi.fn(actual.enqueueEmails) };
});

const NOW = new Date("2025-09-01T12:00:00-07:00");
const form = (email: string): AuditionForm => ({
  fullName: "Sam Lee",
  email,
  phone: "555-0100",
  age: 19,
  parentName: undefined,
  consent: true,
  utmSource: undefined,
  utmMedium: undefined,
  utmCampaign: undefined,
});

describe.each(testDatabaseKinds())("audition registration and its email on %s", (kind) => {
  let t: TestDatabase;
  const logger = pino({ level: "silent" });

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const SECRET = "s".repeat(40);
  function submit(email: string, mail: EmailContext, kicks: { count: number }, overrides: Partial<AuditionForm> = {}) {
    return submitAuditionRegistration({
      db: t.database.db,
      now: NOW,
      logger,
      mail,
      emailWorker: { kick: () => void kicks.count++ },
      slug: "hartford",
      form: { ...form(email), ...overrides },
      reviewUrl: (id) => `http://localhost:3000/audition-registration/${signRecordToken(SECRET, AUDITION_TOKEN_PURPOSE, id)}`,
    });
  }
  const stored = async (email: string) => ({
    rows: await t.database.db.select().from(auditionRegistrations).where(eq(auditionRegistrations.email, email)),
    mail: await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)),
  });
  const emailContext = createEmailContext({ env: parseEnv({}), logger });

  it("writes the registration and its confirmation together, then kicks the worker", async () => {
    const kicks = { count: 0 };
    expect(await submit("together@example.com", emailContext, kicks)).toMatchObject({ ok: true, status: "created" });
    const { rows, mail } = await stored("together@example.com");
    expect(rows).toHaveLength(1);
    expect(mail).toHaveLength(1);
    expect(kicks.count).toBe(1);
  });

  it("refuses an unknown event with a reason, not a sentence", async () => {
    const refused = await submitAuditionRegistration({
      db: t.database.db,
      now: NOW,
      logger,
      mail: emailContext,
      emailWorker: { kick: () => undefined },
      slug: "no-such-city",
      form: form("nowhere@example.com"),
      reviewUrl: () => "http://localhost:3000/",
    });
    expect(refused).toEqual({ ok: false, reason: "bad_event", event: "not_found" });
  });

  it("stores neither when queueing the email fails inside the transaction", async () => {
    const kicks = { count: 0 };
    vi.mocked(enqueueEmails).mockRejectedValueOnce(new Error("outbox unavailable"));
    await expect(submit("rolled-back@example.com", emailContext, kicks)).rejects.toThrow("outbox unavailable");
    const { rows, mail } = await stored("rolled-back@example.com");
    expect(rows).toHaveLength(0);
    expect(mail).toHaveLength(0);
    expect(kicks.count).toBe(0);
  });

  it("never lets a repeat registration change the stored one, and emails that address a review link once a day", async () => {
    const kicks = { count: 0 };
    await submit("owner@example.com", emailContext, kicks);
    const again = await submit("owner@example.com", emailContext, kicks, { fullName: "Someone Else", phone: "555-9999" });
    // A reason with its data, never the words: the route says them (auditionCopy.alreadyRegistered).
    expect(again).toEqual({ ok: true, status: "already_registered", registrationId: expect.any(Number), email: "owner@example.com" });
    await submit("owner@example.com", emailContext, kicks, { fullName: "Someone Else" });
    const { rows, mail } = await stored("owner@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: "Sam Lee", phone: "555-0100" });
    expect(mail.map((m) => m.template).sort()).toEqual(["audition-already-registered", "audition-confirmation"]);
    const link = /audition-registration\/([\w.-]+)/.exec(mail.find((m) => m.template === "audition-already-registered")!.text)?.[1];
    const view = await getAuditionRegistration({ db: t.database.db, secret: SECRET, token: link! });
    expect(view).toMatchObject({ fullName: "Sam Lee", email: "owner@example.com", cityName: "Hartford, CT" });
    expect(await getAuditionRegistration({ db: t.database.db, secret: "x".repeat(40), token: link! })).toBeNull();
  });

  it("queues one confirmation for ten identical registrations in parallel", async () => {
    const kicks = { count: 0 };
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit("parallel@example.com", emailContext, kicks)));
    expect(answers.filter((a) => a.ok && a.status === "created")).toHaveLength(1);
    const { rows, mail } = await stored("parallel@example.com");
    expect(rows).toHaveLength(1);
    expect(mail.filter((m) => m.template === "audition-confirmation")).toHaveLength(1);
    expect(mail.filter((m) => m.template === "audition-already-registered")).toHaveLength(1);
  });

  it("keeps the registration when an email could not be rendered", async () => {
    const kicks = { count: 0 };
    const brand = {
      contactEmail: "hello@callboard.dance",
      get siteUrl(): string {
        throw new Error("template broke");
      },
    };
    const unrendered: EmailContext = { ...emailContext, brand };
    expect(await submit("no-template@example.com", unrendered, kicks)).toMatchObject({ ok: true, status: "created" });
    const { rows, mail } = await stored("no-template@example.com");
    expect(rows).toHaveLength(1);
    expect(mail).toHaveLength(0);
    expect(kicks.count).toBe(0);
  });
});
