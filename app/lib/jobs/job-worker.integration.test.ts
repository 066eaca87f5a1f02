import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { claimNextJob } from "./claim-next-job.server";
import { enqueueJob } from "./enqueue-job.server";
import { getJob, listJobs } from "./read-jobs.server";
import { startJobWorker, type JobWorker } from "./start-job-worker.server";
import type { JobHandler } from "./types";

const logger = pino({ level: "silent" });

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabaseKinds())("job runner on %s", (kind) => {
  let t: TestDatabase;
  /** A second client: on PostgreSQL its own pool (as another process would have), on PGlite the one connection. */
  let other: { db: Db; close(): Promise<void> };
  const db = () => t.database.db;
  const workers: JobWorker[] = [];
  const start = (...args: Parameters<typeof startJobWorker>) => {
    const worker = startJobWorker(...args);
    workers.push(worker);
    return worker;
  };
  const statusOf = async (id: number) => (await getJob(db(), id))?.status;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    if (t.url) {
      const url = new URL(t.url);
      url.searchParams.set("application_name", "second-worker");
      const second = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
      other = { db: second.db, close: () => second.close() };
    } else other = { db: t.database.db, close: async () => {} };
  });
  afterAll(async () => {
    await other?.close();
    await t?.destroy();
  });
  beforeEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await db().delete(jobs);
  });

  it("runs a job once, with progress a page can read while it runs, and its result", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handler: JobHandler = async (job, context) => {
      await context.reportProgress({ done: 1, total: 2 });
      await gate;
      return { echoed: job.payload.word };
    };
    const { id } = await enqueueJob(db(), { kind: "echo", payload: { word: "plié" }, createdBy: "admin@callboard.test" });
    start({ db: db(), handlers: { echo: handler }, logger, pollMs: 50 });
    await waitFor(async () => (await getJob(db(), id))?.progress.done === 1);
    const running = await getJob(db(), id);
    expect(running).toMatchObject({ status: "running", progress: { done: 1, total: 2 }, attempts: 1, createdBy: "admin@callboard.test" });
    expect(running?.leaseOwner).toBe(workers[0]!.owner);
    expect((await listJobs(db(), { kind: "echo", statuses: ["queued", "running"] })).map((j) => j.id)).toEqual([id]);
    release();
    await waitFor(async () => (await statusOf(id)) === "succeeded");
    expect(await getJob(db(), id)).toMatchObject({ result: { echoed: "plié" }, leaseOwner: null, finishedAt: expect.any(Date) });
  });

  it("makes a repeated enqueue with the same dedupeKey one job", async () => {
    const a = await enqueueJob(db(), { kind: "echo", dedupeKey: "slot-1" });
    const b = await enqueueJob(db(), { kind: "echo", dedupeKey: "slot-1" });
    expect(b).toEqual({ id: a.id, created: false });
    expect(a.created).toBe(true);
  });

  it("two workers on two database clients never run one job twice", async () => {
    const runs: Array<{ id: number; owner: string }> = [];
    const handlerFor =
      (owner: string): JobHandler =>
      async (job) => {
        runs.push({ id: job.id, owner });
        await new Promise((resolve) => setTimeout(resolve, 5));
      };
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push((await enqueueJob(db(), { kind: "count", payload: { i } })).id);
    start({ db: db(), handlers: { count: handlerFor("a") }, logger, pollMs: 20, owner: "worker-a" });
    start({ db: other.db, handlers: { count: handlerFor("b") }, logger, pollMs: 20, owner: "worker-b" });
    await waitFor(async () => (await Promise.all(ids.map(statusOf))).every((s) => s === "succeeded"));
    expect(runs.map((r) => r.id).sort((x, y) => x - y)).toEqual(ids);
    const rows = await db().select({ attempts: jobs.attempts }).from(jobs);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });

  it("takes again a job whose worker died holding it, once its lease has run out", async () => {
    const { id } = await enqueueJob(db(), { kind: "resume" });
    // A worker in another process claims it, then dies: no heartbeat renews its 1 ms lease.
    const dead = await claimNextJob({ db: db(), kinds: ["resume"], owner: "dead-worker", now: new Date(), leaseMs: 1 });
    expect(dead?.id).toBe(id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const ranBy: string[] = [];
    const worker = start({ db: other.db, handlers: { resume: async () => void ranBy.push("alive") }, logger, pollMs: 20, owner: "alive-worker" });
    await waitFor(async () => (await statusOf(id)) === "succeeded");
    expect(ranBy).toEqual(["alive"]);
    expect(await getJob(db(), id)).toMatchObject({ attempts: 2 });
    expect(worker.owner).toBe("alive-worker");
  });

  it("a worker stopped mid-job (a graceful restart) gives the job back, and the next worker finishes it", async () => {
    const { id } = await enqueueJob(db(), { kind: "long" });
    let started = false;
    const waitsForStop: JobHandler = (_job, context) =>
      new Promise((_resolve, reject) => {
        started = true;
        context.signal.addEventListener("abort", () => reject(new Error("stopping")));
      });
    const first = startJobWorker({ db: db(), handlers: { long: waitsForStop }, logger, pollMs: 20, owner: "before-restart" });
    await waitFor(() => started);
    await first.stop();
    expect(await getJob(db(), id)).toMatchObject({ status: "queued", leaseOwner: null, attempts: 1, lastError: null });
    start({ db: other.db, handlers: { long: async () => ({ resumed: true }) }, logger, pollMs: 20, owner: "after-restart" });
    await waitFor(async () => (await statusOf(id)) === "succeeded");
    expect(await getJob(db(), id)).toMatchObject({ attempts: 2, result: { resumed: true } });
  });

  it("a live lease is not taken: a second claim finds nothing while the first worker holds it", async () => {
    const { id } = await enqueueJob(db(), { kind: "held" });
    const first = await claimNextJob({ db: db(), kinds: ["held"], owner: "one", now: new Date(), leaseMs: 60_000 });
    const second = await claimNextJob({ db: other.db, kinds: ["held"], owner: "two", now: new Date(), leaseMs: 60_000 });
    expect(first?.id).toBe(id);
    expect(second).toBeNull();
  });

  it("retries a throwing handler with backoff, then fails it with the last error", async () => {
    let calls = 0;
    const { id } = await enqueueJob(db(), { kind: "flaky", maxAttempts: 3 });
    start({
      db: db(),
      handlers: {
        flaky: async () => {
          calls += 1;
          throw new Error(`studio closed (${calls})`);
        },
      },
      logger,
      pollMs: 20,
      retryDelayMs: () => 10,
    });
    await waitFor(async () => (await statusOf(id)) === "failed");
    expect(calls).toBe(3);
    expect(await getJob(db(), id)).toMatchObject({ attempts: 3, lastError: "studio closed (3)", leaseOwner: null, finishedAt: expect.any(Date) });
  });

  it("a retried job succeeds on a later attempt", async () => {
    let calls = 0;
    const { id } = await enqueueJob(db(), { kind: "second-time" });
    start({
      db: db(),
      handlers: {
        "second-time": async () => {
          calls += 1;
          if (calls === 1) throw new Error("first try fails");
          return { calls };
        },
      },
      logger,
      pollMs: 20,
      retryDelayMs: () => 10,
    });
    await waitFor(async () => (await statusOf(id)) === "succeeded");
    expect(await getJob(db(), id)).toMatchObject({ attempts: 2, result: { calls: 2 } });
  });

  it("fails a job whose lease ran out with no attempt left, without running it again", async () => {
    const { id } = await enqueueJob(db(), { kind: "crashy", maxAttempts: 1 });
    await claimNextJob({ db: db(), kinds: ["crashy"], owner: "dead-worker", now: new Date(), leaseMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    let ran = false;
    start({ db: db(), handlers: { crashy: async () => void (ran = true) }, logger, pollMs: 20 });
    await waitFor(async () => (await statusOf(id)) === "failed");
    expect(ran).toBe(false);
  });

  it("enqueues a recurring job once per time slot across workers, only while enabled", async () => {
    let enabled = false;
    let asked = 0;
    const seen: number[] = [];
    const recurring = [{ kind: "tick", everyMs: 60 * 60_000, enabled: async () => (asked++, enabled) }];
    const handlers = { tick: async (job: { id: number }) => void seen.push(job.id) };
    const off = start({ db: db(), handlers, logger, pollMs: 20, recurring });
    await waitFor(() => asked === 1);
    await off.stop();
    expect(await db().select().from(jobs)).toHaveLength(0);
    enabled = true;
    start({ db: db(), handlers, logger, pollMs: 20, recurring });
    start({ db: other.db, handlers, logger, pollMs: 20, recurring });
    await waitFor(async () => (await db().select().from(jobs).where(eq(jobs.status, "succeeded"))).length === 1);
    const all = await db().select().from(jobs);
    expect(all).toHaveLength(1);
    expect(all[0]!.dedupeKey).toMatch(/^tick:/);
    expect(seen).toEqual([all[0]!.id]);
  });

  it("waits while the process is answering requests, then runs the job", async () => {
    let busy = true;
    let asked = 0;
    const { id } = await enqueueJob(db(), { kind: "quiet" });
    start({ db: db(), handlers: { quiet: async () => ({}) }, logger, pollMs: 20, maxYieldMs: 60_000, busy: () => (asked++, busy) });
    await waitFor(() => asked >= 5);
    expect(await statusOf(id)).toBe("queued");
    busy = false;
    await waitFor(async () => (await statusOf(id)) === "succeeded");
  });

  it("under requests that never stop, still runs each job after maxYieldMs", async () => {
    const first = await enqueueJob(db(), { kind: "busy" });
    const second = await enqueueJob(db(), { kind: "busy" });
    start({ db: db(), handlers: { busy: async () => ({}) }, logger, pollMs: 20, maxYieldMs: 30, busy: () => true });
    await waitFor(async () => (await statusOf(first.id)) === "succeeded" && (await statusOf(second.id)) === "succeeded");
  });
});
