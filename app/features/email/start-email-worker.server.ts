import type { Logger } from "pino";
import type { Clock } from "~/domain/clock";
import type { Db } from "~/db/client.server";
import type { Env } from "~/lib/env.server";
import { createMailTransport } from "./create-mail-transport.server";
import { sendDueEmails } from "./send-due-emails.server";
import type { MailTransport } from "./types";

export interface EmailWorker {
  /** Send soon instead of at the next poll, e.g. right after a request enqueued an email. Never throws. */
  kick(): void;
  /** Stop polling and wait for the pass in flight; call before closing the database. */
  stop(): Promise<void>;
}

export interface StartEmailWorkerOptions {
  db: Db;
  env: Pick<Env, "SMTP_URL" | "EMAIL_FROM">;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
  /** The site's clock (APP_NOW's): what is due, and when a message was sent, read the clock it was queued on. Real time without. */
  clock?: Clock;
  /** Defaults to the transport for SMTP_URL; tests pass their own. */
  transport?: MailTransport | null;
}

/** Poll the outbox and send what is due, one pass at a time, until stopped. */
export function startEmailWorker(options: StartEmailWorkerOptions): EmailWorker {
  const { db, env, logger, intervalMs = 5000, batchSize = 10 } = options;
  const transport = options.transport === undefined ? createMailTransport(env) : options.transport;
  if (!transport) {
    logger.info("SMTP_URL not set: emails are kept in the outbox");
    return { kick: () => {}, stop: async () => {} };
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | undefined;
  let kickedDuringPass = false;
  let stopped = false;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(runPass, delayMs);
    // The worker alone must never keep the process alive.
    timer.unref();
  };

  const runPass = () => {
    if (stopped) return;
    if (inFlight) {
      kickedDuringPass = true;
      return;
    }
    kickedDuringPass = false;
    inFlight = sendDueEmails({
      db,
      transport,
      from: env.EMAIL_FROM,
      // The clock messages are queued on (the site's, APP_NOW's), so nothing is held back or rushed.
      now: options.clock ? options.clock.now() : new Date(),
      batchSize,
    })
      .then((result) => {
        const handled = result.sent + result.retried + result.failed;
        if (handled > 0 || result.recovered > 0) {
          const level = result.failed > 0 || result.retried > 0 ? "warn" : "info";
          logger[level](result, "email outbox pass");
        }
        return handled >= batchSize;
      })
      .catch((err: unknown) => {
        logger.error({ err }, "email outbox pass failed");
        return false;
      })
      .then((moreDue) => {
        inFlight = undefined;
        schedule(moreDue || kickedDuringPass ? 0 : intervalMs);
      });
  };

  schedule(0);
  return {
    kick: () => {
      if (inFlight) kickedDuringPass = true;
      else schedule(0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
      transport.close?.();
    },
  };
}
