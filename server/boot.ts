import { catalog } from "../seed/catalog";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { listenForBackupRequests } from "~/db/backup/embedded-backup.server";
import { createClock } from "~/domain/clock";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { startEmailWorker } from "~/features/email/start-email-worker.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import type { AppContext } from "~/app-context.server";
import { siteUrl, type Env } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { configureLogger } from "~/lib/logger.server";
import { loadAppSecret } from "~/lib/app-secret.server";
import { createCheckoutServices } from "~/features/checkout/create-checkout-services.server";
import { AUTH_LIMIT_WINDOW_MS, createAuth, EMAILS_PER_ACCOUNT, GUESSES_PER_ACCOUNT_AND_CLIENT } from "~/features/auth/create-auth.server";
import { createSmsTransport } from "~/features/sms/create-sms-transport.server";
import { startHoldSweeper } from "~/features/checkout/orders/start-hold-sweeper.server";
import { AUDITION_REGISTRATIONS_PER_DAY } from "~/features/auditions/audition-copy";
import { startJobWorker, type JobWorker } from "~/lib/jobs/start-job-worker.server";
import { answeringRequests } from "~/lib/requests-in-flight.server";
import { createJobHandlers } from "./job-handlers";

/** Open the database, bring its schema up to date, seed an empty catalog and set the clock. */
export async function boot(env: Env): Promise<AppContext> {
  const logger = configureLogger(env.LOG_LEVEL);
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX } : { dataDir: env.DATA_DIR, sharedBuffers: env.PGLITE_SHARED_BUFFERS },
  );
  logger.info({ driver: database.driver, location: database.location }, "database opened");
  // npm run db:backup asks this process for the embedded database's backup (PGlite is one process's).
  listenForBackupRequests({ database, dataDir: env.DATA_DIR, logger });
  await migrateDatabase(database);
  logger.info("migrations applied");
  const seed = await seedCatalog({ db: database.db, catalog });
  logger.info(seed, seed.seeded ? "catalog seeded" : "catalog already present, seed skipped");
  await database.warm();
  const clock = createClock(env.APP_NOW ? new Date(env.APP_NOW) : undefined);
  if (env.APP_NOW) logger.warn({ appNow: env.APP_NOW }, "clock set by APP_NOW: the site behaves as of that instant");
  const emailWorker = startEmailWorker({ db: database.db, env, logger, clock });
  const mail = createEmailContext({ env, logger, clock });
  const formLimiter = createRateLimiter({ db: database.db, limit: 5, windowMs: 60_000 });
  const dailyRegistrationLimiter = createRateLimiter({ db: database.db, limit: AUDITION_REGISTRATIONS_PER_DAY, windowMs: 24 * 60 * 60 * 1000 });
  const secret = loadAppSecret({ secret: env.APP_SECRET, dataDir: env.DATA_DIR, logger });
  const checkout = createCheckoutServices({ env, logger });
  startHoldSweeper({ db: database.db, clock, logger, mail, siteUrl: siteUrl(env), waitlistOfferHours: env.WAITLIST_OFFER_HOURS, kick: () => emailWorker.kick() });
  // Guessing a password or code: 10 tries per account from one client address in 15 minutes, so
  // guesses from elsewhere never lock the owner out. Emails: 10 per account in 15 minutes, counted apart.
  const accountLimiter = createRateLimiter({ db: database.db, limit: GUESSES_PER_ACCOUNT_AND_CLIENT, windowMs: AUTH_LIMIT_WINDOW_MS });
  const mailLimiter = createRateLimiter({ db: database.db, limit: EMAILS_PER_ACCOUNT, windowMs: AUTH_LIMIT_WINDOW_MS });
  const auth = createAuth({ db: database.db, env, logger, secret, clock, kick: () => emailWorker.kick(), accountLimiter, mailLimiter, kickJobs: () => jobs.kick() });
  // Background work (recovery emails and their schedule) on the shared job runner.
  const registry = createJobHandlers({
    db: database.db,
    clock,
    mail,
    secret,
    siteUrl: siteUrl(env),
    holdMinutes: env.ORDER_HOLD_MINUTES,
    provider: checkout.provider,
    logger,
    kickEmail: () => emailWorker.kick(),
    // Called from a handler, so only once the worker below exists.
    kickJobs: () => jobs.kick(),
    smsTransport: createSmsTransport(env),
  });
  // Jobs wait (a little) for requests in flight: a burst of buyers goes before confirmations and reminders.
  const jobs: JobWorker = startJobWorker({ db: database.db, logger, ...registry, busy: answeringRequests });
  return { env, database, clock, logger, emailWorker, jobs, mail, formLimiter, dailyRegistrationLimiter, secret, checkout, auth };
}
