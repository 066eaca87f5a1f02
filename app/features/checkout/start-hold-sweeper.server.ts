import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import type { Clock } from "~/domain/clock";
import { expireHolds } from "./expire-holds.server";

const SWEEP_EVERY_MS = 30_000;

/** Marks lapsed holds expired every 30 s. Seats are free the moment a hold lapses either way; this keeps the record. */
export function startHoldSweeper(options: { db: Db; clock: Clock; logger: Logger }): { stop: () => void } {
  const { db, clock, logger } = options;
  const timer = setInterval(() => {
    expireHolds({ db, now: clock.now() })
      .then(({ expired }) => expired > 0 && logger.info({ expired }, "seat holds expired"))
      .catch((err: unknown) => logger.warn({ err }, "could not expire seat holds; will retry"));
  }, SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
