import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { emailOTP, twoFactor } from "better-auth/plugins";
import type { Logger } from "pino";
import { authCopy } from "~/content/auth";
import { site } from "~/content/site";
import type { Db } from "~/db/client.server";
import { accounts, authRateLimits, sessions, twoFactors, users, verifications } from "~/db/schema";
import { renderAccountEmail } from "~/features/email/account-emails.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import type { Clock } from "~/domain/clock";
import { enqueueEmails } from "~/features/email/enqueue-email.server";
import type { OutgoingEmail } from "~/features/email/types";
import { siteUrl, type Env } from "~/lib/env.server";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";
import { emailOnlySchema, safeReturnPath, signInSchema, signUpSchema } from "./auth-schemas";
import { guessLimitKey, mailLimitKey } from "./guess-limit-key";

/** Set by the server from the resolved client address (any value the client sent is replaced). */
export const CLIENT_ADDRESS_HEADER = "x-callboard-client-address";
export const AUTH_BASE_PATH = "/api/auth";

/** Paths where a password or an emailed code is guessed: limited per account and client together, as well as per client. */
const GUESSING_PATHS = new Set(["/sign-in/email", "/sign-in/email-otp"]);
/** Paths that email the account (a code, a reset link, a confirmation link): limited per account and client against mail bombing. */
const MAILING_PATHS = new Set(["/email-otp/send-verification-otp", "/request-password-reset", "/send-verification-email"]);

/** Password sign-ins per client address a minute, whatever the account (Better Auth's own limiter). */
export const SIGN_INS_PER_CLIENT_PER_MINUTE = 30;
/** Wrong guesses per account from one client address in 15 minutes (boot's accountLimiter); a right one clears them. */
export const GUESSES_PER_ACCOUNT_AND_CLIENT = 10;
/**
 * Emails to an account asked from one client address in 15 minutes; a count of its own, which
 * guesses never use. Per client too, so whoever burns codes from elsewhere cannot stop the owner
 * from getting a fresh code or reset link on their own device.
 */
export const EMAILS_PER_ACCOUNT = 10;
export const AUTH_LIMIT_WINDOW_MS = 15 * 60_000;
export const TOO_MANY_EMAILS = "Too many emails were sent to this address. Wait 15 minutes, then try again.";

export interface CreateAuthOptions {
  db: Db;
  env: Env;
  logger: Logger;
  secret: string;
  /** The site's clock (APP_NOW's): account emails are queued on it, as every other email. Real time without. */
  clock?: Clock;
  /** Sends queued email now (the worker's kick). */
  kick: () => void;
  /**
   * Password and code guesses per account and client address together, shared by every server
   * process: someone guessing from elsewhere never locks the owner out of their own device.
   */
  accountLimiter: RateLimiter;
  /** Emails per account (codes, reset and confirmation links); by default EMAILS_PER_ACCOUNT in 15 minutes. */
  mailLimiter?: RateLimiter;
}

/**
 * Accounts on Better Auth: email and password with a confirmed address, emailed one-time codes,
 * authenticator-app second factor with backup codes, database sessions in HttpOnly cookies. Every
 * email goes through our outbox. Rate limits: Better Auth's per client (stored in the database so
 * all processes share them), ours per account and client for guesses, and per account for emails.
 */
export function createAuth(options: CreateAuthOptions) {
  const { db, env, logger, kick, accountLimiter } = options;
  const mail = createEmailContext({ env, logger, clock: options.clock });
  const mailLimiter = options.mailLimiter ?? createRateLimiter({ db, limit: EMAILS_PER_ACCOUNT, windowMs: AUTH_LIMIT_WINDOW_MS });
  const https = (env.SITE_URL ?? "").startsWith("https:");
  // The site's one public origin, from configuration only (SITE_URL, else the address the server
  // listens on): never the request's Host or X-Forwarded-Host, which anyone can set.
  const origin = new URL(siteUrl(env)).origin;

  async function send(emails: OutgoingEmail[], cause?: string) {
    await enqueueEmails(db, emails, cause);
    kick();
  }

  return betterAuth({
    appName: site.name,
    // Fixed, so emailed links and redirects never follow the Host header of whoever made the request.
    baseURL: origin,
    basePath: AUTH_BASE_PATH,
    secret: options.secret,
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => logger[level]({ source: "better-auth", args: args.length ? String(args[0]) : undefined }, message),
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors, rateLimit: authRateLimits },
    }),
    // Pages post from the site's own origin, and only that one; with no SITE_URL, the same port on
    // the machine's other loopback names too (still configuration, never a request header).
    trustedOrigins: env.SITE_URL ? [origin] : loopbackOrigins(env.PORT),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => send(renderAccountEmail({ kind: "reset", to: user.email, url: onSite(url, origin) }, mail)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      sendVerificationEmail: async ({ user, url }) => send(renderAccountEmail({ kind: "confirm", to: user.email, name: user.name, url: onSite(url, origin) }, mail)),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      // A request more than a day after the last refresh extends the session: active people stay signed in.
      updateAge: 60 * 60 * 24,
      freshAge: 60 * 15,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 60,
      customRules: {
        // Per client address, across accounts: a team behind one venue's Wi-Fi signs in on many devices.
        "/sign-in/email": { window: 60, max: SIGN_INS_PER_CLIENT_PER_MINUTE },
        "/sign-in/email-otp": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 5 },
        "/email-otp/send-verification-otp": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 5 },
        "/two-factor/*": { window: 60, max: 10 },
      },
    },
    advanced: {
      useSecureCookies: https,
      cookiePrefix: "callboard",
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true, secure: https },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as { email?: unknown; password?: unknown };
        const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
        if ((ctx.path === "/sign-in/email" || ctx.path === "/sign-up/email") && (!email || typeof body.password !== "string" || body.password === ""))
          throw new APIError("BAD_REQUEST", { message: authCopy.missingCredentials });
        if ((ctx.path === "/sign-in/email-otp" || ctx.path === "/email-otp/send-verification-otp" || ctx.path === "/request-password-reset") && !email)
          throw new APIError("BAD_REQUEST", { message: authCopy.missingEmail });
        // The page's own schemas, applied again here: the browser's checks are a convenience only.
        const problem = formProblem(ctx.path, ctx.body);
        if (problem) throw new APIError("BAD_REQUEST", { message: problem });
        // The client address is the one the server resolved (auth-routes.ts replaces any the client sent).
        const client = ctx.request?.headers.get(CLIENT_ADDRESS_HEADER) ?? ctx.headers?.get(CLIENT_ADDRESS_HEADER);
        if (GUESSING_PATHS.has(ctx.path) && email) {
          const verdict = await accountLimiter.hit(guessLimitKey(email, client));
          if (!verdict.allowed) throw new APIError("TOO_MANY_REQUESTS", { message: authCopy.tooManyForAccount });
        }
        if (MAILING_PATHS.has(ctx.path) && email) {
          const verdict = await mailLimiter.hit(mailLimitKey(email, client));
          if (!verdict.allowed) throw new APIError("TOO_MANY_REQUESTS", { message: TOO_MANY_EMAILS });
        }
      }),
      // Only wrong guesses count (issue 38): each try is counted before it runs, so parallel guesses are
      // limited too, and a right password or code clears the account-and-address count. A team behind
      // one venue's Wi-Fi signs in all day without locking itself out.
      after: createAuthMiddleware(async (ctx) => {
        if (!GUESSING_PATHS.has(ctx.path) || isAPIError(ctx.context.returned)) return;
        const body = (ctx.body ?? {}) as { email?: unknown };
        const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
        const client = ctx.request?.headers.get(CLIENT_ADDRESS_HEADER) ?? ctx.headers?.get(CLIENT_ADDRESS_HEADER);
        if (email) await accountLimiter.forget(guessLimitKey(email, client));
      }),
    },
    plugins: [
      twoFactor({
        issuer: site.name,
        backupCodeOptions: { amount: 10, length: 10 },
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
      emailOTP({
        otpLength: 6,
        expiresIn: 10 * 60,
        allowedAttempts: 5,
        // A code signs in to an existing account; accounts are made with a name and a password.
        disableSignUp: true,
        storeOTP: "hashed",
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (type === "sign-in") await send(renderAccountEmail({ kind: "sign-in-code", to: email, code: otp }, mail));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** An emailed link on the configured origin whatever Better Auth built it from: only its path, query and fragment are kept. */
/** The default site's origin under each name a browser on the same machine may use for it. */
function loopbackOrigins(port: number): string[] {
  return ["localhost", "127.0.0.1", "[::1]"].map((host) => `http://${host}:${port}`);
}

export function onSite(link: string, origin: string): string {
  const url = new URL(link, origin);
  return `${origin}${url.pathname}${url.search}${url.hash}`;
}

const RETURN_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"] as const;
export const OFF_SITE_RETURN = "Links can only lead back to this site.";

/** The first thing wrong with a request to one of the page's endpoints, in the page's words. */
function formProblem(path: string, rawBody: unknown): string | null {
  const body = (rawBody ?? {}) as Record<string, unknown>;
  // Emailed links must come back here: a path on this site, never another origin (or //host).
  for (const field of RETURN_FIELDS) {
    const value = body[field];
    if (value !== undefined && (typeof value !== "string" || safeReturnPath(value, "") !== value)) return OFF_SITE_RETURN;
  }
  const first = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (result.success ? null : (result.error?.issues[0]?.message ?? null));
  if (path === "/sign-up/email") return first(signUpSchema.safeParse(body));
  if (path === "/sign-in/email") return first(signInSchema.safeParse(body));
  if (EMAIL_PATHS.has(path)) return first(emailOnlySchema.safeParse({ email: body.email }));
  return null;
}

const EMAIL_PATHS = new Set(["/sign-in/email-otp", "/email-otp/send-verification-otp", "/request-password-reset", "/send-verification-email"]);
