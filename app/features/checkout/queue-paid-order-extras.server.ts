import type { Db } from "~/db/client.server";
import { enqueueJob } from "~/lib/jobs/enqueue-job.server";
import { PAID_ORDER_EXTRAS_JOB } from "./paid-order-extras-job";

/**
 * Queue a paid order's extras on the job runner: one insert on the payment's path instead of the
 * reads and renders they take, and retried if they fail. One job per order, so the webhook and the
 * return page both asking queue one.
 */
export async function queuePaidOrderExtras(options: { db: Db; orderId: number }): Promise<void> {
  await enqueueJob(options.db, { kind: PAID_ORDER_EXTRAS_JOB, payload: { orderId: options.orderId }, dedupeKey: `${PAID_ORDER_EXTRAS_JOB}:${options.orderId}` });
}
