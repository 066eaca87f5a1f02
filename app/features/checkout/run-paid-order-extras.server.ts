import type { Db } from "~/db/client.server";
import type { Clock } from "~/domain/clock";
import type { EmailContext } from "~/features/email/types";
import type { JobHandler } from "~/lib/jobs/types";
import { paidOrderExtrasPayloadSchema } from "./paid-order-extras-job";
import { sendPaidOrderExtras } from "./send-paid-order-extras.server";

export interface PaidOrderExtrasDeps {
  db: Db;
  clock: Clock;
  mail: EmailContext;
  secret: string;
  siteUrl: string;
  kickEmail: () => void;
}

/** The job runner's handler for a paid order's extras: a failure throws, so the runner retries it. */
export function createPaidOrderExtrasHandler(deps: PaidOrderExtrasDeps): JobHandler {
  return async (job) => {
    const { orderId } = paidOrderExtrasPayloadSchema.parse(job.payload);
    const queued = await sendPaidOrderExtras({ db: deps.db, secret: deps.secret, order: { id: orderId }, now: deps.clock.now(), mail: deps.mail, siteUrl: deps.siteUrl });
    if (queued) deps.kickEmail();
    return { queued };
  };
}
