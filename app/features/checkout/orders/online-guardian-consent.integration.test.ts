import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../../seed/catalog";
import { orderStudents, orders } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/support/test-database";
import { createOrderSchema, GUARDIAN_CONSENT_TEXT, GUARDIAN_CONSENT_TEXT_ONLINE } from "./checkout-schema";
import { completeStudents } from "./complete-students.server";
import { createOrder } from "./create-order.server";

/**
 * Issue 37, 2: a guardian of a minor on an online program's order consents to the online program
 * (as the checkout and /student-registration show it), and that is the consent stored; a city's
 * order keeps the intensive's. Decided from the event's kind, never a slug.
 */

const NOW = new Date("2025-09-01T19:00:00Z");
const buyer = { fullName: "Jordan Rivera", email: "jordan@example.com", phone: "+1 860 555 0100" };
const minor = (n: number) => ({ fullName: `Junior ${n}`, age: "15", parentName: "Sam Rivera", guardianConsent: true });
const afd = catalog.events.find((e) => e.kind === "virtual" && e.page?.onlineAccess)!;
const context = { checkoutCityKey: afd.slug, checkoutCityName: "Virtual (Online)", isVirtualSession: true, actingForDancersContext: true };

describe.each(testDatabaseKinds())("the guardian's consent stored with an order on %s", (kind) => {
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
  });

  async function place(eventSlug: string, tierKey: string, extra: Record<string, unknown> = {}) {
    const request = createOrderSchema.parse({ eventSlug, items: [{ tierKey, quantity: 2 }], buyer, students: [minor(1)], studentsLater: true, ...extra });
    const placed = await createOrder({ db: t.database.db, request, now: NOW, holdMinutes: 30, provider: "test" });
    if (!placed.ok) throw new Error(placed.reason);
    expect(await completeStudents({ db: t.database.db, token: placed.token, students: [minor(2)], now: NOW })).toEqual({ ok: true, added: 1 });
    const rows = await t.database.db.select().from(orderStudents).where(eq(orderStudents.orderId, placed.orderId)).orderBy(asc(orderStudents.position));
    return rows.map((r) => r.guardianConsent);
  }

  it("is the online program's for an online program's order, at checkout and after paying", async () => {
    expect(await place(afd.slug, "afd_private_session", { context })).toEqual([GUARDIAN_CONSENT_TEXT_ONLINE, GUARDIAN_CONSENT_TEXT_ONLINE]);
  });

  it("stays the intensive's for a city's order", async () => {
    expect(await place("hartford", "core")).toEqual([GUARDIAN_CONSENT_TEXT, GUARDIAN_CONSENT_TEXT]);
  });
});
