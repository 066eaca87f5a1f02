import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import type { Clock } from "~/domain/clock";
import type { Env } from "./env.server";

/** What the server hands every loader and action: made once at boot. */
export interface AppContext {
  env: Env;
  database: Database;
  clock: Clock;
  logger: Logger;
}

declare module "react-router" {
  interface AppLoadContext {
    app: AppContext;
  }
}
