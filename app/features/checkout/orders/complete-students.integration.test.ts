import { and, asc, eq } from "drizzle-orm";
import jsQR from "jsqr";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../../seed/catalog";
import { pino } from "pino";
import { emailOutbox, orderStudents, orders } from "~/db/schema";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { parseEnv } from "~/lib/env.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { decodePng } from "../../../../tests/support/decode-png";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/support/test-database";
import { createOrderSchema } from "./checkout-schema";
import { completeStudents } from "./complete-students.server";
import { createOrder } from "./create-order.server";
import { newOrderToken } from "./order-reference";

const NOW = new Date("2025-09-01T19:00:00Z");
const LATER = new Date("2025-09-02T10:00:00Z");
const buyer = { fullName: "Jordan Rivera", email: "jordan@example.com", phone: "+1 860 555 0100" };
const adult = (n: number) => ({ fullName: `Dancer ${n}`, age: "19" });
const minor = (n: number, consent = true) => ({ fullName: `Junior ${n}`, age: "11", parentName: "Sam Rivera", guardianConsent: consent });

describe.each(testDatabaseKinds())("completing an order's students on %s", (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.database.db.delete(orders);
    await t.database.db.delete(emailOutbox);
  });

  /** A Hartford order of `seats` core tickets, its students to come, with `students` given at checkout. */
  async function placeOrder(seats: number, students: unknown[] = []) {
    const request = createOrderSchema.parse({ eventSlug: "hartford", items: [{ tierKey: "core", quantity: seats }], buyer, students, studentsLater: true });
    const placed = await createOrder({ db: t.database.db, request, now: NOW, holdMinutes: 30, provider: "test" });
    if (!placed.ok) throw new Error(placed.reason);
    return placed;
  }
  const complete = (token: string, students: unknown[]) => completeStudents({ db: t.database.db, token, students, now: LATER });
  const studentsOf = (orderId: number) => t.database.db.select().from(orderStudents).where(eq(orderStudents.orderId, orderId)).orderBy(asc(orderStudents.position));

  it("adds students up to the seat count, continuing the positions, and refuses more", async () => {
    const order = await placeOrder(3, [adult(1)]);
    expect(await complete(order.token, [minor(2)])).toEqual({ ok: true, added: 1 });
    expect(await complete(order.token, [adult(3), adult(4)])).toEqual({ ok: false, reason: "too_many", left: 1 });
    expect(await complete(order.token, [adult(3)])).toEqual({ ok: true, added: 1 });
    expect(await complete(order.token, [adult(5)])).toEqual({ ok: false, reason: "complete" });

    const rows = await studentsOf(order.orderId);
    expect(rows.map((s) => [s.position, s.fullName, s.ageGroup])).toEqual([
      [1, "Dancer 1", "13_and_up"],
      [2, "Junior 2", "12_and_under"],
      [3, "Dancer 3", "13_and_up"],
    ]);
    expect(rows[1]).toMatchObject({ parentName: "Sam Rivera", guardianConsent: expect.stringContaining("parent or guardian") });
    // Pending order: enrolled only when it is paid.
    expect(rows.every((s) => s.enrolledAt === null)).toBe(true);
  });

  it("refuses a minor without a guardian's consent, with the field's error", async () => {
    const order = await placeOrder(2);
    const result = await complete(order.token, [adult(1), minor(2, false)]);
    expect(result).toMatchObject({ ok: false, reason: "invalid", errors: { "students.1.guardianConsent": expect.any(String) } });
    expect(await studentsOf(order.orderId)).toHaveLength(0);
  });

  it("finds no order for an unknown or malformed token", async () => {
    expect(await complete(newOrderToken(), [adult(1)])).toEqual({ ok: false, reason: "not_found" });
    expect(await complete("not-a-token", [adult(1)])).toEqual({ ok: false, reason: "not_found" });
  });

  it("refuses orders that are no longer pending or paid", async () => {
    const order = await placeOrder(1);
    await t.database.db.update(orders).set({ status: "expired" }).where(eq(orders.id, order.orderId));
    expect(await complete(order.token, [adult(1)])).toEqual({ ok: false, reason: "closed" });
  });

  it("two submissions at once never exceed the seat count", async () => {
    const order = await placeOrder(2);
    const results = await Promise.all([complete(order.token, [adult(1), adult(2)]), complete(order.token, [adult(3), adult(4)]), complete(order.token, [adult(5)])]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const rows = await studentsOf(order.orderId);
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(rows.map((s) => s.position)).toEqual(rows.map((_, i) => i + 1));
  });

  it("enrols students added to a paid order at once", async () => {
    const order = await placeOrder(2);
    await t.database.db.update(orders).set({ status: "paid", paidAt: NOW }).where(eq(orders.id, order.orderId));
    expect(await complete(order.token, [adult(1)])).toEqual({ ok: true, added: 1 });
    const [student] = await studentsOf(order.orderId);
    expect(student?.enrolledAt?.toISOString()).toBe(LATER.toISOString());
  });

  it("emails a short note to each student added to a paid order with their own address, once", async () => {
    const order = await placeOrder(3);
    await t.database.db.update(orders).set({ status: "paid", paidAt: NOW }).where(eq(orders.id, order.orderId));
    const mail = createEmailContext({ env: parseEnv({}), logger: pino({ level: "silent" }) });
    const students = [
      { ...adult(1), email: "dancer1@example.com" },
      { ...adult(2), email: buyer.email },
      adult(3),
    ];
    expect(await completeStudents({ db: t.database.db, token: order.token, students, now: LATER, mail })).toEqual({ ok: true, added: 3 });
    const notes = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, "student-ticket-note"));
    expect(notes.map((n) => n.toAddress)).toEqual(["dancer1@example.com"]);
  });

  /** What a QR reader reads from an attached PNG. */
  const readQr = (base64: string) => {
    const { width, height, rgba } = decodePng(Buffer.from(base64, "base64"));
    return jsQR(rgba, width, height)?.data;
  };
  const outbox = (template: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, template)).orderBy(asc(emailOutbox.id));

  it("emails the buyer each student named after payment with their door QR code, and a student with their own address theirs, once per submission", async () => {
    const order = await placeOrder(4);
    await t.database.db.update(orders).set({ status: "paid", paidAt: NOW }).where(eq(orders.id, order.orderId));
    const mail = createEmailContext({ env: parseEnv({}), logger: pino({ level: "silent" }) });
    const students = [{ ...adult(1), email: "dancer1@example.com" }, minor(2)];
    expect(await completeStudents({ db: t.database.db, token: order.token, students, now: LATER, mail })).toEqual({ ok: true, added: 2 });
    const codes = (await studentsOf(order.orderId)).map((s) => s.ticketCode);
    expect(codes).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), expect.stringMatching(/^[0-9a-f]{32}$/)]);

    // The buyer: one email for the submission, both students' codes as attached PNGs shown by Content-ID and as text.
    const [toBuyer, ...more] = await outbox("student-tickets");
    expect(more).toEqual([]);
    expect(toBuyer).toMatchObject({ toAddress: buyer.email, status: "pending", subject: expect.stringContaining("Dancer 1 and Junior 2") });
    expect(toBuyer!.attachments.map((a) => [a.contentType, a.encoding, readQr(a.content)])).toEqual(codes.map((code) => ["image/png", "base64", code]));
    for (const [i, a] of toBuyer!.attachments.entries()) {
      expect(toBuyer!.html).toContain(`src="cid:${a.cid}"`);
      expect(toBuyer!.text).toContain(codes[i]);
    }
    expect(toBuyer!.text).toContain(`/order-confirmation?order=${order.token}`);

    // The student with their own address: the note, with their ticket only.
    const [note, ...notes] = await outbox("student-ticket-note");
    expect(notes).toEqual([]);
    expect(note?.toAddress).toBe("dancer1@example.com");
    expect(note!.attachments.map((a) => readQr(a.content))).toEqual([codes[0]]);
    expect(note!.html).toContain(`src="cid:${note!.attachments[0]!.cid}"`);
    expect(note!.text).toContain(codes[0]);
    expect(note!.text).not.toContain(codes[1]);

    // A later submission is its own email, with only its own student.
    expect(await completeStudents({ db: t.database.db, token: order.token, students: [adult(3)], now: LATER, mail })).toEqual({ ok: true, added: 1 });
    const third = (await studentsOf(order.orderId))[2]!.ticketCode;
    const buyerEmails = await outbox("student-tickets");
    expect(buyerEmails).toHaveLength(2);
    expect(buyerEmails[1]!.attachments.map((a) => readQr(a.content))).toEqual([third]);
    expect(buyerEmails[1]!.text).not.toContain(codes[0]);
  });

  it("a repeated submission (same form key, a double click) adds nobody and emails nothing again, even when both arrive at once", async () => {
    const order = await placeOrder(4);
    await t.database.db.update(orders).set({ status: "paid", paidAt: NOW }).where(eq(orders.id, order.orderId));
    const mail = createEmailContext({ env: parseEnv({}), logger: pino({ level: "silent" }) });
    const submit = (submissionKey: string, students: unknown[]) =>
      completeStudents({ db: t.database.db, token: order.token, students, now: LATER, mail, submissionKey });
    const twice = await Promise.all([submit("formkey-aaaaaaaaaaaa", [adult(1)]), submit("formkey-aaaaaaaaaaaa", [adult(1)])]);
    expect(twice).toEqual(expect.arrayContaining([{ ok: true, added: 1 }, { ok: true, added: 1, repeated: true }]));
    expect(await submit("formkey-aaaaaaaaaaaa", [adult(1)])).toEqual({ ok: true, added: 1, repeated: true });
    expect((await studentsOf(order.orderId)).map((s) => s.fullName)).toEqual(["Dancer 1"]);
    expect(await outbox("student-tickets")).toHaveLength(1);

    // The next drawing of the form has a new key: that is a new submission.
    expect(await submit("formkey-bbbbbbbbbbbb", [adult(2)])).toEqual({ ok: true, added: 1 });
    expect((await studentsOf(order.orderId)).map((s) => s.fullName)).toEqual(["Dancer 1", "Dancer 2"]);
    expect(await outbox("student-tickets")).toHaveLength(2);
  });

  it("names a pending order's students without emailing tickets (the confirmation carries them once paid), and a refused submission queues nothing", async () => {
    const mail = createEmailContext({ env: parseEnv({}), logger: pino({ level: "silent" }) });
    const pending = await placeOrder(1);
    expect(await completeStudents({ db: t.database.db, token: pending.token, students: [{ ...adult(1), email: "dancer1@example.com" }], now: LATER, mail })).toEqual({ ok: true, added: 1 });
    const paid = await placeOrder(1);
    await t.database.db.update(orders).set({ status: "paid", paidAt: NOW }).where(eq(orders.id, paid.orderId));
    expect(await completeStudents({ db: t.database.db, token: paid.token, students: [adult(1), adult(2)], now: LATER, mail })).toEqual({ ok: false, reason: "too_many", left: 1 });
    expect(await t.database.db.select().from(emailOutbox)).toEqual([]);
    expect(await t.database.db.select().from(orderStudents).where(and(eq(orderStudents.orderId, paid.orderId)))).toEqual([]);
  });
});
