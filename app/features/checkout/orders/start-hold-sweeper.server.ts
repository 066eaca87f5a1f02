import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import type { Clock } from "~/domain/clock";
import type { EmailContext } from "~/features/email/types";
import { offerFreedSeats } from "~/features/waitlist/waitlist.server";
import { expireHolds } from "./expire-holds.server";

const SWEEP_EVERY_MS = 30_000;

/**
 * Every 30 s: marks lapsed holds expired (seats are free the moment a hold lapses either way; this
 * keeps the record), then offers freed seats to the tiers' waitlists. `kick` wakes the email worker.
 */
export function startHoldSweeper(options: { db: Db; clock: Clock; logger: Logger; mail: EmailContext; siteUrl: string; waitlistOfferHours: number; kick: () => void }): { stop: () => void; sweep: () => Promise<void> } {
  const { db, clock, logger } = options;
  async function sweep() {
    const { expired } = await expireHolds({ db, now: clock.now() });
    if (expired > 0) logger.info({ expired }, "seat holds expired");
    const { offered, lapsed } = await offerFreedSeats({ db, now: clock.now(), mail: options.mail, siteUrl: options.siteUrl, hours: options.waitlistOfferHours });
    if (offered > 0 || lapsed > 0) logger.info({ offered, lapsed }, "waitlist seat offers");
    if (offered > 0) options.kick();
  }
  const timer = setInterval(() => void sweep().catch((err: unknown) => logger.warn({ err }, "seat sweep failed; will retry")), SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), sweep };
}
