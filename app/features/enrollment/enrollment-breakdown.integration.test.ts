import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { auditionRegistrations, events, orderLines, orders, orderStudents, waitlistEntries } from "~/db/schema";
import type { AppContext } from "~/app-context.server";
import { fixedClock } from "~/domain/clock";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import * as breakdownCsv from "~/routes/admin-enrollment-breakdown-csv";
import * as breakdownPage from "~/routes/admin-enrollment-breakdown";
import * as registrationsCsv from "~/routes/admin-export-registrations-csv";
import * as studentsCsv from "~/routes/admin-export-students-csv";
import * as waitlistCsv from "~/routes/admin-export-waitlist-csv";
import { createTestContext, signedInCookie, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { breakdownQuerySchema } from "./breakdown-query-schema";
import { getEnrollmentBreakdown } from "./get-enrollment-breakdown.server";

const NOW = new Date("2025-10-01T12:00:00-07:00");
const CONSENT = "I am the parent or guardian and I agree.";

describe.each(testDatabaseKinds())("the enrollment breakdown and exports on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let adminCookie: string;
  let dancerCookie: string;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const db = t.database.db;
    await seedCatalog({ db, catalog });
    context = { ...createTestContext(t.database), clock: fixedClock(NOW) };
    adminCookie = await signedInCookie(context, { email: "ada@example.com", admin: true });
    dancerCookie = await signedInCookie(context, { email: "dee@example.com" });
    for (const e of await db.select({ id: events.id, slug: events.slug }).from(events).where(inArray(events.slug, ["nashville", "hoschton", "seattle"]))) id[e.slug] = e.id;

    const place = async (eventId: number, status: "paid" | "pending" | "refunded", lines: Array<{ tierKey: string; label: string; students: Array<{ fullName: string; age: number }> }>) => {
      const [order] = await db
        .insert(orders)
        .values({ number: newOrderNumber(), token: newOrderToken(), eventId, currency: "USD", status, buyerName: "Rosa Reyes", buyerEmail: "rosa@example.com", buyerPhone: "+1 555 0100", subtotalMinor: 0, totalMinor: 0, holdExpiresAt: NOW, provider: "test" })
        .returning({ id: orders.id });
      let position = 0;
      const studentIds: number[] = [];
      for (const line of lines) {
        const [row] = await db
          .insert(orderLines)
          .values({ orderId: order!.id, tierKey: line.tierKey, label: line.label, quantity: line.students.length, unitPriceMinor: 0, subtotalMinor: 0, totalMinor: 0 })
          .returning({ id: orderLines.id });
        for (const s of line.students) {
          const minor = s.age < 18 ? { parentName: "Rosa Reyes", guardianConsent: CONSENT } : {};
          const [student] = await db
            .insert(orderStudents)
            .values({ orderId: order!.id, orderLineId: row!.id, position: ++position, fullName: s.fullName, age: s.age, ageGroup: s.age <= 12 ? "12_and_under" : "13_and_up", enrolledAt: status === "paid" ? NOW : null, ...minor })
            .returning({ id: orderStudents.id });
          studentIds.push(student!.id);
        }
      }
      return studentIds;
    };

    const nashville = await place(id.nashville!, "paid", [
      { tierKey: "core", label: "Core Experience", students: [{ fullName: "Kid Core", age: 10 }, { fullName: '=HYPERLINK("http://x")', age: 20 }, { fullName: "Stray Seat", age: 30 }] },
      { tierKey: "pro", label: "Pro Track", students: [{ fullName: "Teen Pro", age: 15 }] },
    ]);
    // A student whose seat line is gone (set null): counted, under no tier.
    await db.update(orderStudents).set({ orderLineId: null }).where(eq(orderStudents.id, nashville[2]!));
    await place(id.nashville!, "pending", [{ tierKey: "core", label: "Core Experience", students: [{ fullName: "Not Paid Yet", age: 20 }] }]);
    await place(id.nashville!, "refunded", [{ tierKey: "pro", label: "Pro Track", students: [{ fullName: "Gave It Back", age: 9 }] }]);
    await place(id.hoschton!, "paid", [{ tierKey: "core", label: "Core Experience", students: [{ fullName: "Past Dancer", age: 12 }] }]);

    const register = (eventId: number, fullName: string, age: number) =>
      db.insert(auditionRegistrations).values({ eventId, fullName, age, ageGroup: age <= 12 ? "12_and_under" : "13_and_up", email: `${fullName.replace(/\W/g, "").toLowerCase()}@example.com`, phone: "555", parentName: age < 18 ? "Parent" : null, consentText: CONSENT });
    await register(id.nashville!, "Nine Year", 9);
    await register(id.nashville!, "Eleven Year", 11);
    await register(id.nashville!, "@Grown Up", 25);
    await register(id.hoschton!, "Past Auditioner", 30);

    await db.insert(waitlistEntries).values([
      { email: "wait-nash@example.com", eventId: id.nashville!, tierKey: "core" },
      { email: "wait-tour@example.com", eventId: null, tierKey: null },
      { email: "wait-seattle@example.com", eventId: id.seattle!, tierKey: null },
    ]);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const breakdown = (query: Record<string, string>) => getEnrollmentBreakdown({ db: t.database.db, query: breakdownQuerySchema.parse(query), now: NOW });
  const args = (path: string, cookie?: string) => ({ request: new Request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }), context: { app: context }, params: {} }) as never;
  const csvText = async (response: Response) => {
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)], "a UTF-8 byte-order mark").toEqual([0xef, 0xbb, 0xbf]);
    return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
  };

  it("counts paid orders' students by event, age group and tier, a student without a line under no tier", async () => {
    const upcoming = await breakdown({});
    expect(upcoming.query.when).toBe("upcoming");
    expect(upcoming.studentsByEvent).toEqual([{ eventId: id.nashville, label: "Nashville, TN · November 2, 2025", twelveAndUnder: 1, thirteenAndUp: 3, total: 4 }]);
    expect(upcoming.studentsTotal).toEqual({ twelveAndUnder: 1, thirteenAndUp: 3, total: 4 });
    expect(upcoming.studentsByTier.map((r) => [r.tierKey, r.tierLabel, r.twelveAndUnder, r.thirteenAndUp, r.total])).toEqual([
      ["core", "Core Experience", 1, 1, 2],
      ["pro", "Pro Track", 0, 1, 1],
      [null, null, 0, 1, 1],
    ]);
    expect(upcoming.tierTotals.map((r) => [r.tierKey, r.total])).toEqual([["core", 2], ["pro", 1], [null, 1]]);
  });

  it("counts audition registrations by event and age group", async () => {
    const upcoming = await breakdown({ when: "upcoming" });
    expect(upcoming.auditionsByEvent).toEqual([{ eventId: id.nashville, label: "Nashville, TN · November 2, 2025", twelveAndUnder: 2, thirteenAndUp: 1, total: 3 }]);
    const past = await breakdown({ when: "past" });
    expect(past.auditionsByEvent.map((r) => [r.eventId, r.total])).toEqual([[id.hoschton, 1]]);
    expect(past.studentsByEvent.map((r) => [r.eventId, r.twelveAndUnder, r.thirteenAndUp])).toEqual([[id.hoschton, 1, 0]]);
  });

  it("keeps to the events starting within a date range", async () => {
    const september = await breakdown({ from: "2025-09-20", to: "2025-09-30" });
    expect(september.query.when).toBe("range");
    expect(september.studentsByEvent.map((r) => r.eventId)).toEqual([id.hoschton]);
    expect(september.auditionsByEvent.map((r) => r.eventId)).toEqual([id.hoschton]);
    expect((await breakdown({ when: "range", from: "2025-11-02", to: "2025-11-02" })).studentsByEvent.map((r) => r.eventId)).toEqual([id.nashville]);
    expect((await breakdown({ when: "range", to: "2025-09-27" })).studentsTotal.total).toBe(1);
    expect((await breakdown({ when: "range", from: "2025-12-01" })).studentsByEvent).toEqual([]);
    expect(breakdownQuerySchema.safeParse({ from: "2025-10-05", to: "2025-10-01" }).success).toBe(false);
  });

  it("guards the page and every export", async () => {
    const paths = ["/admin/enrollment-breakdown", "/admin/enrollment-breakdown.csv?table=students", "/admin/export/students.csv", "/admin/export/registrations.csv", "/admin/export/waitlist.csv"];
    const loaders = [breakdownPage.loader, breakdownCsv.loader, studentsCsv.loader, registrationsCsv.loader, waitlistCsv.loader] as Array<(a: never) => Promise<unknown>>;
    const redirectOf = (run: Promise<unknown>) =>
      run.then(
        () => "answered",
        (thrown: unknown) => (thrown instanceof Response ? `${thrown.status} ${thrown.headers.get("Location")}` : "threw"),
      );
    for (const [i, load] of loaders.entries()) {
      const path = paths[i]!;
      expect(await redirectOf(load(args(path))), `${path} as a stranger`).toBe(`302 /auth?redirectTo=${encodeURIComponent(path)}`);
      expect(await redirectOf(load(args(path, dancerCookie))), `${path} as a dancer`).toBe("302 /");
    }
    const page = (await breakdownPage.loader(args("/admin/enrollment-breakdown?when=past", adminCookie))) as unknown as { data: { breakdown: { studentsTotal: { total: number } } }; init: { status: number; headers: Record<string, string> } };
    expect(page.data.breakdown.studentsTotal.total).toBe(1);
    expect(page.init.headers["Cache-Control"]).toContain("no-store");
    expect(page.init.headers["X-Robots-Tag"]).toBe("noindex");
  });

  it("writes each page table as CSV with its totals", async () => {
    const students = (await breakdownCsv.loader(args("/admin/enrollment-breakdown.csv?table=students", adminCookie))) as Response;
    expect(students.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(students.headers.get("Content-Disposition")).toBe('attachment; filename="enrollment-students-upcoming.csv"');
    expect(await csvText(students)).toBe("Event,12 and under,13 and up,Total\r\n\"Nashville, TN · November 2, 2025\",1,3,4\r\nAll events,1,3,4\r\n");
    const tiers = await csvText((await breakdownCsv.loader(args("/admin/enrollment-breakdown.csv?table=tiers", adminCookie))) as Response);
    expect(tiers.split("\r\n").slice(1, 4)).toEqual(['"Nashville, TN · November 2, 2025",Core Experience,1,1,2', '"Nashville, TN · November 2, 2025",Pro Track,0,1,1', '"Nashville, TN · November 2, 2025",No ticket line,0,1,1']);
    const auditions = await csvText((await breakdownCsv.loader(args("/admin/enrollment-breakdown.csv?table=auditions&when=past", adminCookie))) as Response);
    expect(auditions.split("\r\n").slice(1, 3)).toEqual(['"Buford, GA · September 27, 2025",0,1,1', "All events,0,1,1"]);
    expect(((await breakdownCsv.loader(args("/admin/enrollment-breakdown.csv?table=nope", adminCookie))) as Response).status).toBe(400);
    expect(((await breakdownCsv.loader(args("/admin/enrollment-breakdown.csv?table=students&from=2025-10-05&to=2025-10-01", adminCookie))) as Response).status).toBe(400);
  });

  it("exports students, registrations and waitlist entries per event or all, formula-safe", async () => {
    const all = await csvText((await studentsCsv.loader(args("/admin/export/students.csv", adminCookie))) as Response);
    const lines = all.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Event,Order,Student,Age,Age group,Tier,Parent or guardian,Guardian consent,Student email,Buyer,Buyer email,Buyer phone,Enrolled (UTC),Checked in (UTC)");
    expect(lines).toHaveLength(1 + 5);
    expect(all).toContain(`"'=HYPERLINK(""http://x"")",20,13 and up,Core Experience`);
    expect(all).toContain("Stray Seat,30,13 and up,No ticket line");
    expect(all).not.toContain("Not Paid Yet");
    expect(all).not.toContain("Gave It Back");
    const one = await csvText((await studentsCsv.loader(args(`/admin/export/students.csv?event=${id.hoschton}`, adminCookie))) as Response);
    expect(one.trimEnd().split("\r\n")).toEqual([lines[0], expect.stringContaining(",Past Dancer,12,12 and under,Core Experience,")]);

    const registrations = (await registrationsCsv.loader(args(`/admin/export/registrations.csv?event=${id.nashville}`, adminCookie))) as Response;
    expect(registrations.headers.get("Content-Disposition")).toBe(`attachment; filename="audition-registrations-event-${id.nashville}-2025-10-01.csv"`);
    const registered = await csvText(registrations);
    expect(registered.trimEnd().split("\r\n")).toHaveLength(1 + 3);
    expect(registered).toContain(",13 and up,'@Grown Up,25,");

    const waitlist = await csvText((await waitlistCsv.loader(args("/admin/export/waitlist.csv", adminCookie))) as Response);
    expect(waitlist).toContain("Whole tour,Any tier,wait-tour@example.com,");
    expect(waitlist).toContain('"Nashville, TN · November 2, 2025",Core Experience,wait-nash@example.com,');
    const seattle = await csvText((await waitlistCsv.loader(args(`/admin/export/waitlist.csv?event=${id.seattle}`, adminCookie))) as Response);
    expect(seattle.trimEnd().split("\r\n")).toEqual(["Event,Tier,Email,Joined (UTC),Seat offer,Offer expires (UTC)", expect.stringContaining("wait-seattle@example.com")]);

    expect(((await studentsCsv.loader(args("/admin/export/students.csv?event=999999", adminCookie))) as Response).status).toBe(404);
    expect(((await waitlistCsv.loader(args("/admin/export/waitlist.csv?event=abc", adminCookie))) as Response).status).toBe(400);
  });
});
