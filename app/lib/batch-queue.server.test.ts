import { describe, expect, it } from "vitest";
import { createBatchQueue, type Settled } from "./batch-queue.server";

/** A queue whose batches are recorded and answered when `release` is called. */
function recordingQueue(maxBatch?: number) {
  const batches: number[][] = [];
  const pending: Array<() => void> = [];
  const queue = createBatchQueue<number, number>({
    maxBatch,
    run: (batch) =>
      new Promise<Array<Settled<number>>>((resolve) => {
        batches.push(batch);
        pending.push(() => resolve(batch.map((n) => (n < 0 ? { ok: false, error: new Error(`bad ${n}`) } : { ok: true, value: n * 10 }))));
      }),
  });
  const release = async () => {
    while (pending.length === 0) await new Promise((r) => setImmediate(r));
    pending.shift()!();
  };
  return { queue, batches, release };
}

describe("createBatchQueue", () => {
  it("sends the calls of one turn together, and those that come while a batch is on its way in the next, in order", async () => {
    const { queue, batches, release } = recordingQueue();
    const first = [1, 2, 3].map((n) => queue.call(n));
    await release();
    const later = [4, 5].map((n) => queue.call(n));
    const more = queue.call(6);
    await release();
    expect(await Promise.all([...first, ...later, more])).toEqual([10, 20, 30, 40, 50, 60]);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6]]);
  });

  it("waits for the batch on its way before sending the next", async () => {
    const { queue, batches, release } = recordingQueue();
    const a = queue.call(1);
    await new Promise((r) => setImmediate(r));
    const b = queue.call(2);
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([[1]]);
    await release();
    await release();
    expect(await Promise.all([a, b])).toEqual([10, 20]);
    expect(batches).toEqual([[1], [2]]);
  });

  it("sends at most maxBatch calls at once", async () => {
    const { queue, batches, release } = recordingQueue(2);
    const calls = [1, 2, 3, 4, 5].map((n) => queue.call(n));
    for (let i = 0; i < 3; i++) await release();
    expect(await Promise.all(calls)).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("fails only the call its batch answered with an error, and every call of a batch that failed as a whole", async () => {
    const { queue, release } = recordingQueue();
    const calls = [1, -2, 3].map((n) => queue.call(n));
    await release();
    expect(await Promise.allSettled(calls)).toEqual([
      { status: "fulfilled", value: 10 },
      { status: "rejected", reason: new Error("bad -2") },
      { status: "fulfilled", value: 30 },
    ]);

    let tries = 0;
    const flaky = createBatchQueue<number, number>({ run: async (batch) => (tries++ === 0 ? Promise.reject(new Error("connection lost")) : batch.map((n) => ({ ok: true as const, value: n }))) });
    const both = await Promise.allSettled([flaky.call(1), flaky.call(2)]);
    expect(both).toEqual([
      { status: "rejected", reason: new Error("connection lost") },
      { status: "rejected", reason: new Error("connection lost") },
    ]);
    // The queue is not stuck: the next call is sent.
    expect(await flaky.call(7)).toBe(7);
  });
});
