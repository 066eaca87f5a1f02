import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import { emailOTP, genericOAuth, phoneNumber, twoFactor } from "better-auth/plugins";
import type { Logger } from "pino";
import { authCopy } from "~/content/auth";
import { accountSmsCopy, smsLimitCopy } from "~/content/sms";
import { site } from "~/content/site";
import type { Db } from "~/db/client.server";
import { accounts, authRateLimits, sessions, twoFactors, users, verifications } from "~/db/schema";
import { recordAudit } from "~/features/admin/record-audit.server";
import { createEmailContext, enqueueEmails, renderAccountEmail } from "~/features/email/email.server";
import type { Clock } from "~/domain/clock";
import type { OutgoingEmail } from "~/features/email/types";
import { enqueueSms } from "~/features/sms/enqueue-sms.server";
import { siteUrl, type Env } from "~/lib/env.server";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";
import {
  emailOnlySchema,
  INVALID_PHONE,
  isPhoneAccountEmail,
  phoneAccountEmail,
  phoneOnlySchema,
  phoneResetSchema,
  phoneSchema,
  phoneSignInSchema,
  phoneSignUpSchema,
  safeReturnPath,
  signInSchema,
  signUpSchema,
} from "./auth-schemas";
import { guessLimitKey, mailLimitKey } from "./guess-limit-key";
import { secondFactorsOf, type SecondFactor } from "./second-factors.server";

/** Set by the server from the resolved client address (any value the client sent is replaced). */
export const CLIENT_ADDRESS_HEADER = "x-callboard-client-address";
export const AUTH_BASE_PATH = "/api/auth";

/** Paths where a password or an emailed code is guessed: limited per account and client together, as well as per client. */
const GUESSING_PATHS = new Set(["/sign-in/email", "/sign-in/email-otp", "/sign-in/phone-number", "/phone-number/verify", "/phone-number/reset-password"]);
/** Paths that email the account (a code, a reset link, a confirmation link): limited per account and client against mail bombing. */
const MAILING_PATHS = new Set(["/email-otp/send-verification-otp", "/request-password-reset", "/send-verification-email"]);
/** Paths that text a phone number a code: limited per number and client like emails, and by SMS_DAILY_LIMIT_PER_NUMBER / SMS_DAILY_LIMIT. */
const TEXTING_PATHS = new Set(["/phone-number/send-otp", "/phone-number/request-password-reset"]);
/** Paths whose body names a phone number: it is read as E.164 before anything else looks at it. */
const PHONE_PATHS = new Set(["/sign-in/phone-number", ...TEXTING_PATHS, "/phone-number/verify", "/phone-number/reset-password"]);
/** Identity providers' callbacks and starts, by Better Auth's paths. */
export const IDENTITY_PROVIDER_IDS = ["google", "apple"] as const;

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
export const TOO_MANY_TEXTS = "Too many texts were sent to this number. Wait 15 minutes, then try again.";
/** A code for a number no account uses: the same answer as a wrong code, so the page tells no one which numbers have accounts. */
export const WRONG_PHONE_CODE = "Invalid OTP";

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
  /** Starts the job runner now (texts are sent by its `sms.send` jobs); a no-op by default. */
  kickJobs?: () => void;
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

  /** Queue a code's text (once per code) within the day's SMS limits; over them, the request is refused. */
  async function text(to: string, template: string, body: string, code: string) {
    const result = await enqueueSms({
      db,
      to,
      body,
      template,
      cause: `${template}:${to}:${code}`,
      now: options.clock ? options.clock.now() : new Date(),
      limits: { perNumberPerDay: env.SMS_DAILY_LIMIT_PER_NUMBER, perDay: env.SMS_DAILY_LIMIT },
    });
    if (!result.ok && result.reason === "over_number_limit") throw new APIError("TOO_MANY_REQUESTS", { message: smsLimitCopy.perNumber });
    if (!result.ok) {
      logger.warn({ limit: env.SMS_DAILY_LIMIT }, "SMS_DAILY_LIMIT reached: no more texts today");
      throw new APIError("TOO_MANY_REQUESTS", { message: smsLimitCopy.perDay });
    }
    options.kickJobs?.();
  }

  const identityProviders = identityProviderConfigs(env);

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
    account: {
      // An identity provider's verified email joins the account already confirmed with it, never a second account;
      // a provider that does not vouch for the email, or an account whose email is unconfirmed, is not linked.
      accountLinking: { enabled: true, requireLocalEmailVerified: true, allowDifferentEmails: false, allowUnlinkingAll: false },
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
        "/sign-in/phone-number": { window: 60, max: SIGN_INS_PER_CLIENT_PER_MINUTE },
        "/phone-number/send-otp": { window: 60, max: 5 },
        "/phone-number/request-password-reset": { window: 60, max: 5 },
        "/phone-number/verify": { window: 60, max: 10 },
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
        let body = (ctx.body ?? {}) as { email?: unknown; password?: unknown; phoneNumber?: unknown; name?: unknown; updatePhoneNumber?: unknown; method?: unknown };
        // The phone factor is turned on from /account (setPhoneFactor), which records it; Better Auth's own switch would not.
        if (ctx.path === "/two-factor/enable" && body.method === "otp") throw new APIError("BAD_REQUEST", { message: authCopy.phoneFactorFromAccount });
        // A phone number as typed becomes E.164 (+18605550123) before it is looked up, counted or texted.
        let phone = "";
        if (PHONE_PATHS.has(ctx.path)) {
          if (typeof body.phoneNumber !== "string" || body.phoneNumber.trim() === "")
            throw new APIError("BAD_REQUEST", { message: ctx.path === "/sign-in/phone-number" ? authCopy.missingCredentials : authCopy.missingEmail });
          const parsed = phoneSchema.safeParse(body.phoneNumber);
          if (!parsed.success) throw new APIError("BAD_REQUEST", { message: INVALID_PHONE });
          phone = parsed.data;
          body = { ...body, phoneNumber: phone };
        }
        const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
        // A phone account's placeholder address is nobody's: no password, code or link goes through it.
        if (email && isPhoneAccountEmail(email)) throw new APIError("BAD_REQUEST", { message: authCopy.missingEmail });
        if (ctx.path === "/sign-in/phone-number" && typeof body.password !== "string") throw new APIError("BAD_REQUEST", { message: authCopy.missingCredentials });
        if ((ctx.path === "/sign-in/email" || ctx.path === "/sign-up/email") && (!email || typeof body.password !== "string" || body.password === ""))
          throw new APIError("BAD_REQUEST", { message: authCopy.missingCredentials });
        if ((ctx.path === "/sign-in/email-otp" || ctx.path === "/email-otp/send-verification-otp" || ctx.path === "/request-password-reset") && !email)
          throw new APIError("BAD_REQUEST", { message: authCopy.missingEmail });
        // The page's own schemas, applied again here: the browser's checks are a convenience only.
        const problem = formProblem(ctx.path, body);
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
        if (phone && GUESSING_PATHS.has(ctx.path)) {
          const verdict = await accountLimiter.hit(guessLimitKey(phone, client));
          if (!verdict.allowed) throw new APIError("TOO_MANY_REQUESTS", { message: authCopy.tooManyForAccount });
        }
        if (phone && TEXTING_PATHS.has(ctx.path)) {
          const verdict = await mailLimiter.hit(mailLimitKey(phone, client));
          if (!verdict.allowed) throw new APIError("TOO_MANY_REQUESTS", { message: TOO_MANY_TEXTS });
        }
        if (ctx.path === "/phone-number/verify" && phone && body.updatePhoneNumber !== true) {
          // A code signs in to an account that has the number, or makes one with a name and a password
          // (the sign-up form's); a bare code for an unknown number is a wrong code, as for email.
          const known = await ctx.context.adapter.findOne({ model: "user", where: [{ field: "phoneNumber", value: phone }] });
          if (!known) {
            const signUp = phoneSignUpSchema.safeParse(body);
            if (!signUp.success) throw new APIError("BAD_REQUEST", typeof body.password === "string" || typeof body.name === "string" ? { message: signUp.error.issues[0]?.message ?? WRONG_PHONE_CODE } : { message: WRONG_PHONE_CODE, code: "INVALID_OTP" });
          }
        }
        if (phone) return { context: { body } };
      }),
      // Only wrong guesses count (issue 38): each try is counted before it runs, so parallel guesses are
      // limited too, and a right password or code clears the account-and-address count. A team behind
      // one venue's Wi-Fi signs in all day without locking itself out.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/unlink-account" && !isAPIError(ctx.context.returned)) {
          // Removed through Better Auth's own endpoint rather than /account's form: logged the same way.
          const session = await getSessionFromCtx(ctx);
          const body = (ctx.body ?? {}) as { accountId?: unknown };
          if (session)
            await recordAudit({
              db,
              actor: { userId: session.user.id, email: session.user.email },
              action: "account.sign-in-method.unlink",
              target: session.user.id,
              details: { via: "unlink-account", accountId: typeof body.accountId === "string" ? body.accountId : null },
              now: options.clock ? options.clock.now() : new Date(),
            });
          return;
        }
        if (ctx.path === "/two-factor/disable" && !isAPIError(ctx.context.returned)) {
          // Turning the authenticator app off leaves the phone factor as it was: sign-in still asks for a texted code.
          const userId = ctx.context.newSession?.user.id;
          if (userId) await db.update(users).set({ twoFactorEnabled: true }).where(and(eq(users.id, userId), eq(users.phoneTwoFactor, true), eq(users.phoneNumberVerified, true)));
          return;
        }
        if (!GUESSING_PATHS.has(ctx.path) || isAPIError(ctx.context.returned)) return;
        const body = (ctx.body ?? {}) as { email?: unknown; phoneNumber?: unknown; name?: unknown; password?: unknown };
        const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
        const phone = typeof body.phoneNumber === "string" ? body.phoneNumber : "";
        const client = ctx.request?.headers.get(CLIENT_ADDRESS_HEADER) ?? ctx.headers?.get(CLIENT_ADDRESS_HEADER);
        if (email) await accountLimiter.forget(guessLimitKey(email, client));
        if (phone) await accountLimiter.forget(guessLimitKey(phone, client));
        // A phone sign-up: the account the texted code just made takes the form's name and password.
        if (ctx.path === "/phone-number/verify" && phone) {
          const signUp = phoneSignUpSchema.safeParse(body);
          const user = (ctx.context.returned as { user?: { id?: string } } | undefined)?.user;
          if (!signUp.success || !user?.id) return;
          const accounts = await ctx.context.internalAdapter.findAccounts(user.id);
          if (accounts.length > 0) return;
          await ctx.context.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: await ctx.context.password.hash(signUp.data.password) });
          await ctx.context.internalAdapter.updateUser(user.id, { name: signUp.data.name });
        }
      }),
    },
    plugins: [
      twoFactor({
        issuer: site.name,
        // A verified phone number is a second factor besides the authenticator app: its code by text.
        otpOptions: {
          digits: 6,
          period: 5,
          allowedAttempts: 5,
          storeOTP: "hashed",
          sendOTP: async ({ user, otp }) => {
            // Only to an account that turned the phone factor on, at its verified number (Better Auth would text any account).
            const [row] = await db.select({ phone: users.phoneNumber, verified: users.phoneNumberVerified, on: users.phoneTwoFactor }).from(users).where(eq(users.id, user.id));
            if (!row?.phone || !row.verified || !row.on) {
              logger.warn({ userId: user.id }, "two-step text asked for an account without the phone factor: not sent");
              return;
            }
            await text(row.phone, "account-two-factor-code", accountSmsCopy.twoFactor(otp), otp);
          },
        },
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
      phoneNumber({
        otpLength: 6,
        expiresIn: 10 * 60,
        allowedAttempts: 5,
        // A password sign-in needs a number a code has confirmed (a number is only ever set that way here).
        requireVerification: true,
        phoneNumberValidator: (value) => phoneSchema.safeParse(value).success && phoneSchema.parse(value) === value,
        sendOTP: async ({ phoneNumber: to, code }) => text(to, "account-phone-code", accountSmsCopy.code(code), code),
        sendPasswordResetOTP: async ({ phoneNumber: to, code }) => text(to, "account-reset-code", accountSmsCopy.reset(code), code),
        // The sign-up form's code makes the account (the after hook gives it the name and password typed).
        signUpOnVerification: { getTempEmail: phoneAccountEmail, getTempName: (number) => number },
      }),
      secondFactorMethods(db),
      // Google and Apple through OpenID Connect discovery (decision 0047): the same code runs against a local fake in tests.
      ...(identityProviders.length ? [genericOAuth({ config: identityProviders })] : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

type OAuthConfig = Parameters<typeof genericOAuth>[0]["config"][number];

/** Each identity provider whose ID and secret are set, by its discovery document. */
function identityProviderConfigs(env: Env): OAuthConfig[] {
  const configs: OAuthConfig[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
    configs.push({ providerId: "google", clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, discoveryUrl: env.GOOGLE_DISCOVERY_URL, scopes: ["openid", "email", "profile"], pkce: true });
  if (env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET)
    configs.push({
      providerId: "apple",
      clientId: env.APPLE_CLIENT_ID,
      clientSecret: env.APPLE_CLIENT_SECRET,
      discoveryUrl: env.APPLE_DISCOVERY_URL,
      scopes: ["openid", "email", "name"],
      // Apple answers asking for the email with a form post (the server turns it into the GET callback).
      responseMode: "form_post",
      pkce: false,
      // Apple's ID token has no name (it is posted once, beside it): the account is named by its email until changed.
      mapProfileToUser: (profile) => ({ name: typeof profile.name === "string" && profile.name ? profile.name : String(profile.email ?? "").split("@")[0] || "Apple user" }),
    });
  return configs;
}

const SIGN_IN_PATHS = new Set(["/sign-in/email", "/sign-in/phone-number"]);

/**
 * Listed after the two-factor plugin, whose sign-in answer offers a texted code to every account:
 * the answer names this account's own second factors instead (its app, its phone, or both), so the
 * sign-in page asks for the right one.
 */
function secondFactorMethods(db: Db) {
  return {
    id: "callboard-second-factors",
    hooks: {
      after: [
        {
          matcher: (ctx: { path?: string }) => SIGN_IN_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned as { twoFactorRedirect?: unknown } | undefined;
            if (!returned || isAPIError(returned) || returned.twoFactorRedirect !== true) return;
            const body = (ctx.body ?? {}) as { email?: unknown; phoneNumber?: unknown };
            const where =
              ctx.path === "/sign-in/phone-number" && typeof body.phoneNumber === "string"
                ? eq(users.phoneNumber, body.phoneNumber)
                : typeof body.email === "string"
                  ? eq(users.email, body.email.trim().toLowerCase())
                  : null;
            const [user] = where ? await db.select({ id: users.id }).from(users).where(where) : [];
            const twoFactorMethods: SecondFactor[] = user ? await secondFactorsOf(db, user.id) : [];
            return ctx.json({ twoFactorRedirect: true, twoFactorMethods });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

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
  if (path === "/sign-in/phone-number") return first(phoneSignInSchema.safeParse(body));
  if (TEXTING_PATHS.has(path)) return first(phoneOnlySchema.safeParse(body));
  if (path === "/phone-number/reset-password") return first(phoneResetSchema.safeParse(body));
  if (EMAIL_PATHS.has(path)) return first(emailOnlySchema.safeParse({ email: body.email }));
  return null;
}

const EMAIL_PATHS = new Set(["/sign-in/email-otp", "/email-otp/send-verification-otp", "/request-password-reset", "/send-verification-email"]);
