import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { orderLines, orderStudents, orders } from "~/db/schema";
import { createBatchQueue, type BatchQueue, type Settled } from "~/lib/batch-queue.server";

/** place_order_hold's answer: the order placed, or why nothing was written. */
export type HoldAnswer =
  | { orderId: number }
  | { refused: "waitlist_offer" }
  | { refused: "code"; code: string }
  | { refused: "seats"; poolId: number; left: number }
  /** The credit no longer has this order's part free (another checkout took or holds it); `left` is what it has free. */
  | { refused: "credit"; code: string; left: number };

/** A column name as the database spells it: `buyerEmail` → `buyer_email` (the schema's casing is snake_case). */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}` : S;
/**
 * A row for place_order_hold as JSON: only columns of `Table`, by their database names, so a
 * renamed or dropped column fails the typecheck here (values are JSON: dates as ISO strings).
 */
export type HoldRow<Table extends { $inferInsert: object }> = Partial<Record<SnakeCase<keyof Table["$inferInsert"] & string>, unknown>>;

/** One order for place_order_hold, its rows in the function's JSON shapes (column names). */
export interface HoldRequest {
  eventId: number;
  /**
   * The order's row, its item count for the funnel event place_order_hold records with it, and the
   * code of the credit paying `credit_minor` of it (checked and recorded under the credit's lock).
   */
  order: HoldRow<typeof orders> & { item_count: number; credit_code?: string | null };
  lines: Array<HoldRow<typeof orderLines>>;
  students: Array<HoldRow<typeof orderStudents>>;
  waitlistOfferId: number | null;
  /** A code's uses are reserved under the code's lock: an order with codes is never batched. */
  usesCodes: boolean;
  auditionTier: string;
  now: Date;
}

/** Per database handle and event: the holds waiting to go together. */
const queues = new WeakMap<Db, Map<number, BatchQueue<HoldRequest, HoldAnswer>>>();

/**
 * Hold an order's seats (decision 0023). Holds for one event that arrive while one of its batches is
 * on its way to the database wait and go together in one statement (place_order_holds, through
 * createBatchQueue): the burst of a sale opening locks the pools once per batch and commits once,
 * rather than each buyer queueing for the commit of the one before. A batch of one goes as
 * place_order_hold. An order that claims a waitlist offer, uses a discount code or spends a credit
 * goes alone.
 */
export function placeOrderHold(db: Db, request: HoldRequest): Promise<HoldAnswer> {
  if (request.waitlistOfferId !== null || request.usesCodes || request.order.credit_code) return placeOne(db, request);
  let byEvent = queues.get(db);
  if (!byEvent) queues.set(db, (byEvent = new Map()));
  let queue = byEvent.get(request.eventId);
  if (!queue) byEvent.set(request.eventId, (queue = createBatchQueue({ run: (batch) => placeBatch(db, batch) })));
  return queue.call(request);
}

async function placeBatch(db: Db, batch: HoldRequest[]): Promise<Array<Settled<HoldAnswer>>> {
  const [first] = batch as [HoldRequest, ...HoldRequest[]];
  if (batch.length === 1) return [{ ok: true, value: await placeOne(db, first) }];
  const holds = batch.map((r) => ({ order: r.order, lines: r.lines, students: r.students }));
  const result = await db.execute(
    sql`select place_order_holds(${JSON.stringify(holds)}::jsonb, ${first.auditionTier}::text, ${first.now.toISOString()}::timestamptz) as holds`,
  );
  const answers = parseJson((result as unknown as { rows: Array<{ holds: unknown }> }).rows[0]?.holds);
  if (!Array.isArray(answers) || answers.length !== batch.length) throw new Error("place_order_holds answered a different number of holds");
  return answers.map((answer: HoldAnswer | { error: string }): Settled<HoldAnswer> =>
    answer && typeof answer === "object" && "error" in answer ? { ok: false, error: new Error(`place_order_hold failed: ${answer.error}`) } : { ok: true, value: checked(answer) },
  );
}

/** One hold in its own statement (and so its own transaction, unless `db` is one). */
async function placeOne(db: Db, r: HoldRequest): Promise<HoldAnswer> {
  const result = await db.execute(sql`select place_order_hold(
    ${JSON.stringify(r.order)}::jsonb, ${JSON.stringify(r.lines)}::jsonb, ${JSON.stringify(r.students)}::jsonb,
    ${r.waitlistOfferId}::integer, ${r.auditionTier}::text, ${r.now.toISOString()}::timestamptz
  ) as hold`);
  return checked(parseJson((result as unknown as { rows: Array<{ hold: unknown }> }).rows[0]?.hold));
}

/** jsonb comes back parsed from PGlite and node-postgres; a driver that hands back text is parsed here. */
function parseJson(value: unknown): unknown {
  return typeof value === "string" ? JSON.parse(value) : value;
}

function checked(value: unknown): HoldAnswer {
  if (!value || typeof value !== "object") throw new Error("place_order_hold returned nothing");
  return value as HoldAnswer;
}
