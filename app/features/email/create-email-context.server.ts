import type { Logger } from "pino";
import type { Clock } from "~/domain/clock";
import type { Env } from "~/lib/env.server";
import { getEmailBrand } from "./get-email-brand.server";
import type { EmailContext } from "./types";

/** What every feature's emails are rendered with, from the environment and the site's clock (boot makes it once). */
export function createEmailContext(options: { env: Env; logger: Logger; clock?: Clock }): EmailContext {
  return { brand: getEmailBrand(options.env), teamEmail: options.env.TEAM_EMAIL, logger: options.logger, clock: options.clock };
}
