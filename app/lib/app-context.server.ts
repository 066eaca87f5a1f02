import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import type { Clock } from "~/domain/clock";
import type { EmailWorker } from "~/features/email/start-email-worker.server";
import type { Notifier } from "~/features/notifications/notifier";
import type { Env } from "./env.server";
import type { RateLimiter } from "./rate-limit.server";

/** What the server hands every loader and action: made once at boot. */
export interface AppContext {
  env: Env;
  database: Database;
  clock: Clock;
  logger: Logger;
  emailWorker: EmailWorker;
  /** Shared by every request to the public forms: 5 submissions a minute per client and form. */
  formLimiter: RateLimiter;
  notify: Notifier;
}

declare module "react-router" {
  interface AppLoadContext {
    app: AppContext;
  }
}
