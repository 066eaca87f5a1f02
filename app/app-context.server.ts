import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import type { Clock } from "~/domain/clock";
import type { Auth } from "~/features/auth/create-auth.server";
import type { CheckoutServices } from "~/features/checkout/checkout-services";
import type { EmailWorker } from "~/features/email/start-email-worker.server";
import type { EmailContext } from "~/features/email/types";
import type { Env } from "~/lib/env.server";
import type { JobWorker } from "~/lib/jobs/start-job-worker.server";
import type { RateLimiter } from "~/lib/rate-limit.server";

/** What the server hands every loader and action: made once at boot. */
export interface AppContext {
  env: Env;
  database: Database;
  clock: Clock;
  logger: Logger;
  emailWorker: EmailWorker;
  /** The shared job runner (app/lib/jobs): features enqueue with `enqueueJob` and kick it after commit. */
  jobs: JobWorker;
  /** The public forms' limit, 5 submissions a minute per client and form, counted in the database so every process shares it. */
  formLimiter: RateLimiter;
  /** New audition registrations per client and event in a day (AUDITION_REGISTRATIONS_PER_DAY), shared the same way. */
  dailyRegistrationLimiter: RateLimiter;
  /** What features render their emails with (brand, team inbox, logger); they queue them with `enqueueEmails` in their own transaction. */
  mail: EmailContext;
  /** Signs links in emails (APP_SECRET, or generated once in the data folder). */
  secret: string;
  /** The payment provider and hold settings (Stripe, or the built-in test provider). */
  checkout: CheckoutServices;
  /** Accounts and sessions (Better Auth, mounted at /api/auth). */
  auth: Auth;
}

declare module "react-router" {
  interface AppLoadContext {
    app: AppContext;
  }
}
