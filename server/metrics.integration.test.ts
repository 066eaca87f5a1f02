import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../seed/catalog";
import { enqueueJob } from "~/lib/jobs/enqueue-job.server";
import { enqueueEmail } from "~/features/email/enqueue-email.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createTestApp, createTestContext, testRequest } from "../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../tests/support/test-database";

const TOKEN = "metrics-token-for-tests-0123456789";

describe.each(testDatabaseKinds())("GET /metrics (%s)", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
  });
  afterAll(async () => t?.destroy());

  it("is not there without METRICS_TOKEN, and refuses a missing or wrong token", async () => {
    expect((await createTestApp(createTestContext(t.database)).request("/metrics")).status).toBe(404);
    const app = createTestApp(createTestContext(t.database, { METRICS_TOKEN: TOKEN }));
    expect((await app.request("/metrics")).status).toBe(401);
    expect((await app.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await app.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });

  it("counts requests by route pattern and status with latency, the job queue by kind, the outbox backlog and its oldest pending age", async () => {
    const app = createTestApp(createTestContext(t.database, { METRICS_TOKEN: TOKEN }));
    await app.request(testRequest("/api/cart/quote", { body: { eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }] } }));
    await app.request(testRequest("/api/cart/quote", { body: { eventSlug: "hartford", items: [] } }));
    await enqueueJob(t.database.db, { kind: "metrics-test-kind", payload: {} });
    await enqueueEmail({ db: t.database.db, to: "someone@example.com", template: "metrics-test", subject: "s", html: "<p>h</p>", text: "t", now: new Date(new Date("2025-09-01T12:00:00-07:00").getTime() - 90_000) });

    const res = await app.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.headers.get("Content-Type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(/callboard_http_requests_total\{method="POST",route="\/api\/cart\/quote",status="200"\} 1/);
    expect(text).toMatch(/callboard_http_requests_total\{method="POST",route="\/api\/cart\/quote",status="400"\} 1/);
    expect(text).toMatch(/callboard_http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/cart\/quote",status="200"\} 1/);
    // Raw paths never become labels (a visitor could mint one per request).
    expect(text).not.toContain("hartford");
    expect(text).toMatch(/callboard_jobs\{kind="metrics-test-kind",status="queued"\} 1/);
    expect(text).toMatch(/callboard_email_outbox\{status="pending"\} 1/);
    const oldest = Number(/^callboard_email_outbox_oldest_pending_seconds (\S+)$/m.exec(text)?.[1]);
    expect(oldest).toBeGreaterThanOrEqual(89);
    expect(text).toContain("callboard_page_cache_answers_total");
    expect(text).toContain("callboard_node_process_resident_memory_bytes");
    if (kind === "postgres") expect(text).toMatch(/callboard_db_pool_connections\{state="max"\} \d+/);
  });
});
