import type { Logger } from "pino";
import type { Env } from "~/lib/env.server";
import { getEmailBrand } from "./get-email-brand.server";
import type { EmailContext } from "./types";

/** What every feature's emails are rendered with, from the environment (boot makes it once). */
export function createEmailContext(options: { env: Env; logger: Logger }): EmailContext {
  return { brand: getEmailBrand(options.env), teamEmail: options.env.TEAM_EMAIL, logger: options.logger };
}
