import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import type { Clock } from "~/domain/clock";
import type { EmailContext } from "~/features/email/types";
import type { JobHandler } from "~/lib/jobs/types";
import { paidOrderExtrasPayloadSchema } from "./paid-order-extras-job";
import { sendOrderConfirmation } from "./send-order-confirmation.server";
import { sendPaidOrderExtras } from "./send-paid-order-extras.server";

export interface PaidOrderExtrasDeps {
  db: Db;
  clock: Clock;
  mail: EmailContext;
  secret: string;
  siteUrl: string;
  kickEmail: () => void;
  logger: Logger;
}

/**
 * The job runner's handler for a paid order: its confirmation first, then its extras (each queued
 * once per order, so a retry repeats nothing). A failure throws, so the runner retries it.
 */
export function createPaidOrderExtrasHandler(deps: PaidOrderExtrasDeps): JobHandler {
  return async (job) => {
    const { orderId } = paidOrderExtrasPayloadSchema.parse(job.payload);
    const now = deps.clock.now();
    const confirmed = await sendOrderConfirmation({ db: deps.db, orderId, now, mail: deps.mail, siteUrl: deps.siteUrl, logger: deps.logger });
    if (confirmed) deps.kickEmail();
    const queued = await sendPaidOrderExtras({ db: deps.db, secret: deps.secret, order: { id: orderId }, now, mail: deps.mail, siteUrl: deps.siteUrl });
    if (queued) deps.kickEmail();
    return { confirmed, queued };
  };
}
