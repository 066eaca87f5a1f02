import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { enqueueEmail } from "./enqueue-email.server";
import { getOutboxMessage } from "./get-outbox-message.server";
import { listOutbox } from "./list-outbox.server";

const T0 = new Date("2026-02-01T10:00:00Z");

describe.each(testDatabaseKinds())("reading the outbox on %s", (kind) => {
  let t: TestDatabase;
  const db = () => t.database.db;
  const enqueue = async (to: string, subject: string, minutesAgo: number) => {
    const id = await enqueueEmail({ db: db(), to, template: "test", subject, html: `<p>${subject}</p>`, text: `Text of ${subject}` });
    await db().update(emailOutbox).set({ createdAt: new Date(T0.getTime() - minutesAgo * 60_000) }).where(eq(emailOutbox.id, id));
    return id;
  };

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await db().delete(emailOutbox);
  });

  it("lists newest first, by status, up to a limit", async () => {
    const oldest = await enqueue("a@example.test", "Oldest", 30);
    const bad = await enqueue("not an address", "Bad recipient", 20);
    const newest = await enqueue("c@example.test", "Newest", 10);
    await db().update(emailOutbox).set({ status: "sent", sentAt: T0 }).where(eq(emailOutbox.id, oldest));

    expect((await listOutbox({ db: db() })).map((e) => e.id)).toEqual([newest, bad, oldest]);
    expect((await listOutbox({ db: db(), status: "failed" })).map((e) => e.subject)).toEqual(["Bad recipient"]);
    expect((await listOutbox({ db: db(), status: "sent" })).map((e) => e.id)).toEqual([oldest]);
    expect(await listOutbox({ db: db(), status: "sending" })).toEqual([]);
    expect((await listOutbox({ db: db(), limit: 2 })).map((e) => e.id)).toEqual([newest, bad]);
    expect(await listOutbox({ db: db(), limit: 0 })).toHaveLength(1);
  });

  it("gets one message with its body, or undefined", async () => {
    const id = await enqueue("maya@example.test", "You're registered", 1);
    expect(await getOutboxMessage({ db: db(), id })).toMatchObject({
      id,
      toAddress: "maya@example.test",
      subject: "You're registered",
      text: "Text of You're registered",
      html: "<p>You're registered</p>",
      status: "pending",
      attempts: 0,
      lastError: null,
      createdAt: new Date(T0.getTime() - 60_000),
    });
    expect(await getOutboxMessage({ db: db(), id: id + 1000 })).toBeUndefined();
  });
});
