import type { AppContext } from "~/app-context.server";
import { PAID_ORDER_EXTRAS_JOB } from "~/features/checkout/confirmation/paid-order-extras-job";
import { createPaidOrderExtrasHandler } from "~/features/checkout/confirmation/run-paid-order-extras.server";
import { runQueuedJobs } from "./run-queued-jobs";

/** Run the jobs payments queued (each paid order's confirmation and extras) as the worker would; returns how many ran. */
export function runPaymentJobs(context: Pick<AppContext, "database" | "clock" | "mail" | "secret" | "logger">, siteUrl = "http://localhost:3000"): Promise<number> {
  const { database, clock, mail, secret, logger } = context;
  return runQueuedJobs(database.db, { [PAID_ORDER_EXTRAS_JOB]: createPaidOrderExtrasHandler({ db: database.db, clock, mail, secret, siteUrl, kickEmail: () => {}, logger }) });
}
