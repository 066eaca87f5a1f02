import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import type { AppContext } from "~/app-context.server";
import { auditionRegistrations, auditLog, discountCodes, emailOutbox, events, inboxItems, inboxNotes, inboxReplies, submissions, users, waitlistEntries } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import * as auditionsCsv from "~/routes/admin-inbox-auditions-csv";
import * as itemPage from "~/routes/admin-inbox-item";
import * as listPage from "~/routes/admin-inbox";
import * as templatesPage from "~/routes/admin-inbox-templates";
import * as waitlistCsv from "~/routes/admin-inbox-waitlist-csv";
import * as layout from "~/routes/admin-layout";
import { createTestContext, signedInCookie, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { countNewInboxItems } from "./count-new-inbox-items.server";

const ADMIN = "ada@example.com";
const SECOND = "bo@example.com";
const DANCER = "dee@example.com";
const PERSON = "Rosa.Talent@example.com";
const NOW = new Date("2025-10-18T17:00:00Z");

type Outcome = { thrown: Response } | { data: unknown; status: number };
async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    const value = (await run()) as { data?: unknown; init?: { status?: number } | null } | Response;
    // The bytes as sent (text() would drop a byte-order mark).
    if (value instanceof Response) return { data: Buffer.from(await value.arrayBuffer()).toString("utf8"), status: value.status };
    return { data: value.data, status: value.init?.status ?? 200 };
  } catch (error) {
    if (error instanceof Response) return { thrown: error };
    const init = (error as { init?: { status?: number }; data?: unknown } | null)?.init;
    if (init?.status) return { data: (error as { data?: unknown }).data, status: init.status };
    throw error;
  }
}

describe.each(testDatabaseKinds())("the team inbox on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let adminCookie: string;
  let dancerCookie: string;
  let eventId: number;
  const ids: Record<string, string> = {};
  const refs: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    context = createTestContext(t.database, { TEAM_TIME_ZONE: "America/Los_Angeles" });
    context = { ...context, clock: { now: () => NOW } as AppContext["clock"] };
    adminCookie = await signedInCookie(context, { email: ADMIN, name: "Ada Admin", admin: true });
    await signedInCookie(context, { email: SECOND, name: "Bo Second", admin: true });
    dancerCookie = await signedInCookie(context, { email: DANCER, name: "Dee Dancer" });
    for (const row of await t.database.db.select({ id: users.id, email: users.email }).from(users)) ids[row.email] = row.id;
    const [event] = await t.database.db.select({ id: events.id }).from(events).orderBy(events.id).limit(1);
    eventId = event!.id;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const db = () => t.database.db;

  /** Rosa sent a talent submission and registered for an audition; Nia joined the waitlist; each got the usual emails. */
  beforeEach(async () => {
    await db().delete(submissions);
    await db().delete(auditionRegistrations);
    await db().delete(waitlistEntries);
    await db().delete(emailOutbox);
    await db().delete(auditLog);
    const [talent] = await db()
      .insert(submissions)
      .values({ kind: "talent", fullName: "Rosa Talent", email: PERSON, age: 16, parentName: "Mara Talent", payload: { phone: "+1 555 0100", links: ["https://vimeo.com/123", "javascript:alert(1)"], notes: "Contemporary, 8 years" }, createdAt: new Date("2025-10-10T10:00:00Z") })
      .returning();
    const [scholarship] = await db()
      .insert(submissions)
      .values({ kind: "scholarship", fullName: "Sam Scholar", email: "sam@example.com", age: 20, payload: { city: "Anywhere", story: "I have danced since I was six years old." }, createdAt: new Date("2025-10-11T10:00:00Z") })
      .returning();
    const [audition] = await db()
      .insert(auditionRegistrations)
      .values({ eventId, ageGroup: "13_and_up", fullName: "Rosa Talent", email: PERSON.toLowerCase(), phone: "+1 555 0100", age: 16, parentName: "Mara Talent", consentText: "I agree", createdAt: new Date("2025-10-12T10:00:00Z") })
      .returning();
    const [waiting] = await db().insert(waitlistEntries).values({ email: "nia@example.com", eventId, tierKey: null, createdAt: new Date("2025-10-13T10:00:00Z") }).returning();
    refs.talent = `submission-${talent!.id}`;
    refs.scholarship = `submission-${scholarship!.id}`;
    refs.audition = `audition-${audition!.id}`;
    refs.waitlist = `waitlist-${waiting!.id}`;
    await db()
      .insert(emailOutbox)
      .values([
        { toAddress: PERSON.toLowerCase(), subject: "We received your talent submission", html: "<p>Hi Rosa</p>", text: "Hi Rosa", template: "submission-received" },
        { toAddress: "team@example.com", subject: "New talent submission", html: `<p>${PERSON.toLowerCase()}</p>`, text: `Email: ${PERSON.toLowerCase()}`, template: "team-notification" },
        { toAddress: "nia@example.com", subject: "You're on the waitlist", html: "<p>Hi</p>", text: "Hi", template: "waitlist-confirmation" },
      ]);
  });

  const request = (path: string, cookie: string | null, form?: Record<string, string>) =>
    new Request(`${TEST_ORIGIN}${path}`, {
      method: form ? "POST" : "GET",
      headers: { Origin: TEST_ORIGIN, ...(cookie ? { Cookie: cookie } : {}), ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
    });
  const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, context: { app: context }, params }) as never;
  const post = (ref: string, form: Record<string, string>, cookie = adminCookie) => outcome(() => itemPage.action(args(request(`/admin/inbox/${ref}`, cookie, form), { ref })));
  const itemRow = async (ref: string) => {
    const [source, id] = ref.split("-");
    const column = source === "submission" ? inboxItems.submissionId : source === "audition" ? inboxItems.auditionRegistrationId : inboxItems.waitlistEntryId;
    const [row] = await db().select().from(inboxItems).where(eq(column, Number(id)));
    return row;
  };
  const replyKey = (n: number) => `reply-key-${String(n).padStart(8, "0")}`;

  it("turns away strangers and dancers from every inbox page's loader and action", async () => {
    for (const cookie of [null, dancerCookie]) {
      const expected = cookie ? "/" : /^\/auth/;
      const checks = [
        () => listPage.loader(args(request("/admin/inbox", cookie))),
        () => itemPage.loader(args(request(`/admin/inbox/${refs.talent}`, cookie), { ref: refs.talent! })),
        () => itemPage.action(args(request(`/admin/inbox/${refs.talent}`, cookie, { intent: "status", status: "shortlisted" }), { ref: refs.talent! })),
        () => itemPage.action(args(request(`/admin/inbox/${refs.talent}`, cookie, { intent: "delete", confirm: "delete" }), { ref: refs.talent! })),
        () => templatesPage.loader(args(request("/admin/inbox/templates", cookie))),
        () => templatesPage.action(args(request("/admin/inbox/templates", cookie, { key: "thank_you", subject: "x", body: "y" }))),
        () => auditionsCsv.loader(args(request(`/admin/inbox/auditions.csv?event=${eventId}`, cookie))),
        () => waitlistCsv.loader(args(request(`/admin/inbox/waitlist.csv?event=${eventId}`, cookie))),
      ];
      for (const check of checks) {
        const result = await outcome(check);
        expect("thrown" in result, `${String(check)} for ${cookie ? "a dancer" : "a stranger"}`).toBe(true);
        if ("thrown" in result) expect(result.thrown.headers.get("location")).toMatch(expected);
      }
    }
    // The menu's counts are for admins only; nothing changed.
    expect((await outcome(() => layout.loader(args(request("/admin/orders", dancerCookie)))))).toMatchObject({ data: { badges: null } });
    expect(await db().select().from(inboxItems)).toEqual([]);
    expect(await db().select().from(submissions)).toHaveLength(2);
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it("lists everything newest first, filters by kind, status and day, finds by email, and counts new items per kind", async () => {
    const list = async (query = "") => (await outcome(() => listPage.loader(args(request(`/admin/inbox${query}`, adminCookie))))) as { data: { total: number; rows: Array<{ ref: string; kind: string; status: string }> }; status: number };
    const all = await list();
    expect(all.data.rows.map((r) => r.ref)).toEqual([refs.waitlist, refs.audition, refs.scholarship, refs.talent]);
    expect((await list("?q=rosa.talent")).data.rows.map((r) => r.ref)).toEqual([refs.audition, refs.talent]);
    expect((await list("?kind=talent")).data.rows.map((r) => r.ref)).toEqual([refs.talent]);
    expect((await list(`?event=${eventId}`)).data.rows.map((r) => r.ref)).toEqual([refs.waitlist, refs.audition]);
    expect((await list("?from=2025-10-11&to=2025-10-12")).data.rows.map((r) => r.ref)).toEqual([refs.audition, refs.scholarship]);
    expect((await list("?q=%25")).data.total).toBe(0);
    const bad = await list("?kind=nonsense");
    expect(bad.status).toBe(400);

    expect((await countNewInboxItems({ db: db() })).byKind).toMatchObject({ talent: 1, scholarship: 1, audition: 1, waitlist: 1, demo_reel: 0 });
    await post(refs.talent!, { intent: "status", status: "reviewed" });
    expect((await list("?status=new")).data.rows.map((r) => r.ref)).not.toContain(refs.talent);
    expect((await list("?status=reviewed")).data.rows.map((r) => r.ref)).toEqual([refs.talent]);
    const menu = (await outcome(() => layout.loader(args(request("/admin/orders", adminCookie))))) as { data: { badges: Record<string, { count: number; detail: string }> } };
    expect(menu.data.badges["/admin/inbox"]).toMatchObject({ count: 3, detail: "Scholarship application: 1 new, Audition registration: 1 new, Waitlist sign-up: 1 new" });
    // Each kind with new items, as a link to them under the menu.
    expect((menu.data.badges["/admin/inbox"] as unknown as { parts: Array<{ label: string; to: string }> }).parts.map((p) => p.to)).toEqual([
      "/admin/inbox?kind=scholarship&status=new",
      "/admin/inbox?kind=audition&status=new",
      "/admin/inbox?kind=waitlist&status=new",
    ]);
  });

  it("shows every field as sent, only http(s) values as links, the sender's other items and the history", async () => {
    const page = (await outcome(() => itemPage.loader(args(request(`/admin/inbox/${refs.talent}`, adminCookie), { ref: refs.talent! })))) as { data: { fields: Array<{ key: string; value: string; href: string | null }>; others: Array<{ ref: string }>; status: string } };
    const fields = page.data.fields;
    // The person's columns first, then the rest of the form (jsonb keeps its own key order).
    expect(fields.slice(0, 4).map((f) => f.key)).toEqual(["fullName", "email", "age", "parentName"]);
    expect(fields.map((f) => `${f.key}=${f.value}`).sort()).toEqual(
      ["fullName=Rosa Talent", `email=${PERSON}`, "age=16", "parentName=Mara Talent", "phone=+1 555 0100", "links=https://vimeo.com/123", "links=javascript:alert(1)", "notes=Contemporary, 8 years"].sort(),
    );
    expect(fields.find((f) => f.value === "https://vimeo.com/123")?.href).toBe("https://vimeo.com/123");
    expect(fields.find((f) => f.value === "javascript:alert(1)")?.href).toBeNull();
    expect(page.data.others.map((o) => o.ref)).toEqual([refs.audition]);
    expect(page.data.status).toBe("new");
    expect((await outcome(() => itemPage.loader(args(request("/admin/inbox/submission-999999", adminCookie), { ref: "submission-999999" }))))).toMatchObject({ status: 404 });
    expect((await outcome(() => itemPage.loader(args(request("/admin/inbox/nonsense", adminCookie), { ref: "nonsense" }))))).toMatchObject({ status: 404 });
  });

  it("changes status (attended and callback for auditions only), assignee and notes, each audited with before and after", async () => {
    expect(await post(refs.talent!, { intent: "status", status: "shortlisted" })).toMatchObject({ status: 200, data: { ok: true } });
    expect((await itemRow(refs.talent!))?.status).toBe("shortlisted");
    // Saving the same status again changes nothing and audits nothing.
    await post(refs.talent!, { intent: "status", status: "shortlisted" });
    expect(await post(refs.talent!, { intent: "status", status: "callback" })).toMatchObject({ status: 422 });
    expect(await post(refs.talent!, { intent: "status", status: "sleeping" })).toMatchObject({ status: 400 });
    expect((await itemRow(refs.talent!))?.status).toBe("shortlisted");
    expect(await post(refs.audition!, { intent: "status", status: "attended" })).toMatchObject({ status: 200 });
    expect(await post(refs.audition!, { intent: "status", status: "callback" })).toMatchObject({ status: 200 });
    expect((await itemRow(refs.audition!))?.status).toBe("callback");

    expect(await post(refs.talent!, { intent: "assign", assignee: ids[DANCER]! })).toMatchObject({ status: 422 });
    expect(await post(refs.talent!, { intent: "assign", assignee: ids[SECOND]! })).toMatchObject({ status: 200 });
    expect((await itemRow(refs.talent!))?.assigneeUserId).toBe(ids[SECOND]);
    expect(await post(refs.talent!, { intent: "note", text: "  " })).toMatchObject({ status: 400 });
    expect(await post(refs.talent!, { intent: "note", text: "Strong floor work; call back." })).toMatchObject({ status: 200 });

    const audit = await db().select().from(auditLog).where(eq(auditLog.target, `inbox:${refs.talent}`)).orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.actorEmail, a.details.before, a.details.after])).toEqual([
      ["inbox.status", ADMIN, { status: "new" }, { status: "shortlisted" }],
      ["inbox.assign", ADMIN, { assignee: null }, { assignee: SECOND }],
      ["inbox.note", ADMIN, null, { noteId: expect.any(Number), length: 29 }],
    ]);
    const page = (await outcome(() => itemPage.loader(args(request(`/admin/inbox/${refs.talent}`, adminCookie), { ref: refs.talent! })))) as { data: { history: unknown[]; notes: Array<{ text: string }> } };
    expect(page.data.history).toHaveLength(3);
    expect(page.data.notes.map((n) => n.text)).toEqual(["Strong floor work; call back."]);
  });

  it("sends one email per reply through the outbox, also when the same form arrives twice at once", async () => {
    const form = { intent: "reply", template: "callback_invitation", key: replyKey(1) };
    const [first, second] = await Promise.all([post(refs.talent!, form), post(refs.talent!, form)]);
    expect([first, second].map((r) => (r as { status: number }).status)).toEqual([200, 200]);
    const messages = [first, second].map((r) => ((r as { data: { message: string } }).data.message));
    expect(messages.filter((m) => m.startsWith("Reply queued"))).toHaveLength(1);
    expect(messages.filter((m) => m.includes("already sent"))).toHaveLength(1);
    const sent = await db().select().from(emailOutbox).where(eq(emailOutbox.template, "inbox-callback-invitation"));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.toAddress).toBe(PERSON);
    expect(sent[0]!.subject).toBe("You're invited to a callback");
    expect(sent[0]!.text).toContain("Hi Rosa Talent,");
    expect(await db().select().from(inboxReplies)).toHaveLength(1);
    // Sent again later with the same form: still one.
    await post(refs.talent!, form);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.template, "inbox-callback-invitation"))).toHaveLength(1);
    // The same form's key sent for another item is refused, not taken as that item's reply.
    expect(await post(refs.audition!, form)).toMatchObject({ status: 409 });
    expect(await db().select().from(inboxReplies)).toHaveLength(1);
    // A new form (a new key) is a new reply, in the team's edited words.
    expect(await outcome(() => templatesPage.action(args(request("/admin/inbox/templates", adminCookie, { key: "thank_you", subject: "Thanks, {name}", body: "Dear {name},\n\nThank you." }))))).toMatchObject({ status: 200 });
    await post(refs.talent!, { intent: "reply", template: "thank_you", key: replyKey(2) });
    const [thanks] = await db().select().from(emailOutbox).where(eq(emailOutbox.template, "inbox-thank-you"));
    expect(thanks?.subject).toBe("Thanks, Rosa Talent");
    expect(thanks?.text).toContain("Dear Rosa Talent,\n\nThank you.");
    const page = (await outcome(() => itemPage.loader(args(request(`/admin/inbox/${refs.talent}`, adminCookie), { ref: refs.talent! })))) as { data: { replies: Array<{ template: string }>; history: Array<{ action: string }> } };
    expect(page.data.replies.map((r) => r.template)).toEqual(["callback_invitation", "thank_you"]);
    expect(page.data.history.filter((h) => h.action === "inbox.reply")).toHaveLength(2);
    const templateAudit = await db().select().from(auditLog).where(eq(auditLog.action, "inbox.template"));
    expect(templateAudit[0]?.details).toMatchObject({ before: { subject: "Thank you from the Callboard team" }, after: { subject: "Thanks, {name}" } });
  });

  it("grants a scholarship with a single-use code in one step, one code however often the form is sent", async () => {
    const form = { intent: "reply", template: "scholarship_granted", key: replyKey(3), issueCode: "on", percentOff: "50" };
    const answers = await Promise.all([post(refs.scholarship!, form), post(refs.scholarship!, form)]);
    expect(answers.map((a) => (a as { status: number }).status)).toEqual([200, 200]);
    const codes = await db().select().from(discountCodes).where(sql`${discountCodes.code} like 'SCH-%'`);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ discountType: "percentage", percentOff: 50, maxUses: 1, usesCount: 0, isActive: true });
    const [email] = await db().select().from(emailOutbox).where(eq(emailOutbox.template, "inbox-scholarship-granted"));
    expect(email?.toAddress).toBe("sam@example.com");
    expect(email?.text).toContain(`Your personal code is ${codes[0]!.code}.`);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.template, "inbox-scholarship-granted"))).toHaveLength(1);
    // A code only goes with the scholarship granted reply; nothing is sent otherwise.
    expect(await post(refs.scholarship!, { intent: "reply", template: "thank_you", key: replyKey(4), issueCode: "on" })).toMatchObject({ status: 422 });
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.template, "inbox-thank-you"))).toEqual([]);
  });

  it("deletes on request everything personal from the item tables and the outbox, audited without the personal data", async () => {
    await post(refs.talent!, { intent: "status", status: "shortlisted" });
    await post(refs.talent!, { intent: "note", text: "Rosa's mum Mara called" });
    await post(refs.talent!, { intent: "reply", template: "callback_invitation", key: replyKey(5) });
    await post(refs.audition!, { intent: "note", text: "Came early" });
    expect(await post(refs.talent!, { intent: "delete", confirm: "nope" })).toMatchObject({ status: 400 });
    expect(await db().select().from(submissions)).toHaveLength(2);

    const deleted = await post(refs.talent!, { intent: "delete", confirm: "delete", everything: "on" });
    expect(deleted).toMatchObject({ status: 302 });
    expect(deleted).not.toHaveProperty("thrown");
    const list = (await outcome(() => listPage.loader(args(request("/admin/inbox?deleted=2&emails=3", adminCookie))))) as { data: { deleted: string } };
    expect(list.data.deleted).toBe("Deleted 2 items and 3 emails.");

    const needle = "rosa";
    const personal = async () => ({
      submissions: await db().select().from(submissions).where(sql`lower(${submissions.email}) like ${`%${needle}%`} or lower(${submissions.fullName}) like ${`%${needle}%`}`),
      auditions: await db().select().from(auditionRegistrations).where(sql`lower(${auditionRegistrations.email}) like ${`%${needle}%`}`),
      notes: await db().select().from(inboxNotes),
      replies: await db().select().from(inboxReplies),
      outbox: await db().select().from(emailOutbox).where(sql`lower(${emailOutbox.toAddress} || ${emailOutbox.subject} || ${emailOutbox.text} || ${emailOutbox.html}) like ${`%${needle}%`}`),
      audit: await db().select().from(auditLog).where(sql`lower(${auditLog.details}::text) like ${`%${needle}%`} or lower(${auditLog.details}::text) like '%mara%' or lower(coalesce(${auditLog.target}, '')) like ${`%${needle}%`}`),
    });
    expect(await personal()).toEqual({ submissions: [], auditions: [], notes: [], replies: [], outbox: [], audit: [] });
    expect(await db().select().from(inboxItems).where(and(sql`${inboxItems.submissionId} is not null`))).toEqual([]);
    // Other people's items and emails stay.
    expect((await db().select().from(submissions)).map((s) => s.email)).toEqual(["sam@example.com"]);
    expect((await db().select().from(emailOutbox)).map((e) => e.toAddress)).toEqual(["nia@example.com"]);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "inbox.delete"));
    expect(entry).toMatchObject({ actorEmail: ADMIN, target: `inbox:${refs.talent}`, details: { kind: "talent", everything: true, deleted: { submissions: 1, auditions: 1, waitlist: 0, emails: 3 } } });
    expect((await outcome(() => itemPage.loader(args(request(`/admin/inbox/${refs.talent}`, adminCookie), { ref: refs.talent! }))))).toMatchObject({ status: 404 });
  });

  it("deletes one item only when asked for one, and lists rosters as CSV with guardian, position and offers", async () => {
    await post(refs.audition!, { intent: "delete", confirm: "DELETE" });
    expect(await db().select().from(auditionRegistrations)).toEqual([]);
    expect(await db().select({ id: submissions.id }).from(submissions)).toHaveLength(2);

    await db().insert(auditionRegistrations).values({ eventId, ageGroup: "12_and_under", fullName: "=Kid Dancer", email: "kid@example.com", phone: "1", age: 11, parentName: "Pat Parent", consentText: "I agree" });
    await db().insert(waitlistEntries).values({ email: "later@example.com", eventId, tierKey: null, createdAt: new Date("2025-10-14T10:00:00Z") });
    const audition = (await outcome(() => auditionsCsv.loader(args(request(`/admin/inbox/auditions.csv?event=${eventId}`, adminCookie))))) as { data: string; status: number };
    expect(audition.status).toBe(200);
    expect(audition.data.startsWith("\uFEFFEvent,Age group,Name,Age,Email,Phone,Parent or guardian")).toBe(true);
    expect(audition.data).toMatch(/,12 and under,'=Kid Dancer,11,kid@example.com,1,Pat Parent,New,/);
    const waitlist = (await outcome(() => waitlistCsv.loader(args(request(`/admin/inbox/waitlist.csv?event=${eventId}`, adminCookie))))) as { data: string };
    const lines = waitlist.data.split("\r\n");
    expect(lines[1]).toMatch(/^(?:"[^"]*"|[^,]*),Any tier,1,nia@example.com,New,/);
    expect(lines[2]).toMatch(/^(?:"[^"]*"|[^,]*),Any tier,2,later@example.com,New,/);
    expect((await outcome(() => waitlistCsv.loader(args(request("/admin/inbox/waitlist.csv?event=999999", adminCookie)))))).toMatchObject({ status: 404 });
  });
});
