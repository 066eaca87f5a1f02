import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { AUDITION_TIER } from "~/domain/tiers";
import { createBatchQueue, type BatchQueue, type Settled } from "~/lib/batch-queue.server";

/**
 * At most this many payments in one statement: each is paid under its own savepoint, and a
 * transaction with more than 64 subtransactions that wrote slows every other connection's snapshots.
 */
const MAX_BATCH = 32;

interface Payment {
  token: string;
  now: Date;
}

/** Per database handle: the payments waiting to go together. */
const queues = new WeakMap<Db, BatchQueue<Payment, unknown>>();

/**
 * Find, check and pay an order whose test card the card network accepted (fulfil_test_card_order,
 * migration 0045): its answer as the database gives it. Payments that arrive while others are on
 * their way go together in one statement (fulfil_test_card_orders, migration 0047), so a sale's burst
 * of buyers paying at once no longer queues for pooled connections and commits one by one, nor do the
 * next buyers' seat holds behind them. A payment that failed in a batch is paid again on its own.
 */
export function fulfilTestCardOrder(db: Db, token: string, now: Date): Promise<unknown> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = createBatchQueue({ run: (batch) => payBatch(db, batch), maxBatch: MAX_BATCH })));
  return queue.call({ token, now });
}

async function payBatch(db: Db, batch: Payment[]): Promise<Array<Settled<unknown>>> {
  if (batch.length === 1) return [{ ok: true, value: await payOne(db, batch[0]!) }];
  const payments = batch.map((p) => ({ token: p.token, now: p.now.toISOString() }));
  const result = await db.execute(sql`select fulfil_test_card_orders(${JSON.stringify(payments)}::jsonb, ${AUDITION_TIER}::text) as results`);
  const answers = parseJson((result as unknown as { rows: Array<{ results: unknown }> }).rows[0]?.results);
  if (!Array.isArray(answers) || answers.length !== batch.length) throw new Error("fulfil_test_card_orders answered a different number of payments");
  return Promise.all(
    answers.map(async (answer: unknown, i): Promise<Settled<unknown>> => {
      if (!isError(answer)) return { ok: true, value: answer };
      // Under its savepoint it wrote nothing: paid again on its own, it answers (or fails) as a lone payment does.
      try {
        return { ok: true, value: await payOne(db, batch[i]!) };
      } catch (error) {
        return { ok: false, error };
      }
    }),
  );
}

async function payOne(db: Db, payment: Payment): Promise<unknown> {
  const result = await db.execute(sql`select fulfil_test_card_order(${payment.token}::text, ${AUDITION_TIER}::text, ${payment.now.toISOString()}::timestamptz) as result`);
  return parseJson((result as unknown as { rows: Array<{ result: unknown }> }).rows[0]?.result);
}

function isError(answer: unknown): boolean {
  return typeof answer === "object" && answer !== null && (answer as { status?: unknown }).status === "error";
}

/** jsonb comes back parsed from PGlite and node-postgres; a driver that hands back text is parsed here. */
function parseJson(value: unknown): unknown {
  return typeof value === "string" ? JSON.parse(value) : value;
}
