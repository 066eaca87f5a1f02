import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { eventCancellations, orders } from "~/db/schema";
import { enqueueJob } from "~/lib/jobs/enqueue-job.server";
import { CANCELLATION_JOB_ATTEMPTS, EVENT_CANCELLATION_JOB } from "./event-change-jobs";

/**
 * A payment that landed after its event was cancelled (a checkout already at the provider): run the
 * cancellation job again now, which refunds it and tells its buyer, instead of waiting for the late
 * sweep a day later. False when the order is not paid or its event is not cancelled.
 */
export async function queueLatePaymentRefund(options: { db: Db; orderId: number }): Promise<boolean> {
  const { db, orderId } = options;
  const [row] = await db
    .select({ cancellationId: eventCancellations.id })
    .from(orders)
    .innerJoin(eventCancellations, eq(eventCancellations.eventId, orders.eventId))
    .where(and(eq(orders.id, orderId), eq(orders.status, "paid")));
  if (!row) return false;
  await enqueueJob(db, {
    kind: EVENT_CANCELLATION_JOB,
    payload: { cancellationId: row.cancellationId },
    dedupeKey: `${EVENT_CANCELLATION_JOB}:${row.cancellationId}:paid-${orderId}`,
    maxAttempts: CANCELLATION_JOB_ATTEMPTS,
  });
  return true;
}
