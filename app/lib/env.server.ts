import { z } from "zod";
import { isTimeZone } from "../domain/zoned-day";

const portSchema = z.coerce.number().int().min(1).max(65535);

/** A shared_buffers size PostgreSQL starts with and the embedded database's memory can hold. */
function isBufferSize(size: string): boolean {
  const kB = Number.parseInt(size, 10) * { kB: 1, MB: 1024, GB: 1024 * 1024 }[size.replace(/^\d+/, "") as "kB" | "MB" | "GB"];
  return kB >= 128 && kB <= 1024 * 1024;
}

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: portSchema.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** PostgreSQL connection string; unset means the embedded database under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  /** PostgreSQL's shared_buffers for the embedded database: the pages it keeps in memory. */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d{1,7}(kB|MB|GB)$/, "must be a size such as 128MB")
    .refine(isBufferSize, "must be from 128kB (PostgreSQL's least) to 1GB")
    .default("128MB"),
  /** Connections each server process keeps to PostgreSQL (checkouts for one pool queue on its lock, not on these). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(20),
  /** Pretend the site runs at this instant (ISO 8601 with offset); the clock advances from it. */
  APP_NOW: z.iso.datetime({ offset: true, message: "must be an ISO 8601 instant such as 2025-09-01T12:00:00-07:00" }).optional(),
  /** Public origin used in canonical links, sitemaps and emails. */
  SITE_URL: z.url().optional(),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587 or smtps://...); unset keeps mail in the outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
  /** Sender of every email. */
  EMAIL_FROM: z.string().min(3).default("Callboard <hello@callboard.dance>"),
  /** Where the team receives notifications of new applications and submissions. */
  TEAM_EMAIL: z.email().default("team@callboard.dance"),
  /** The team's time zone: where "today" and "the last 7 days" of the back office's figures begin. */
  TEAM_TIME_ZONE: z
    .string()
    .refine(isTimeZone, "must be an IANA time zone such as America/Los_Angeles")
    .default("America/Los_Angeles"),
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For (0: none, the
   * socket's address is the client). Behind one proxy set 1, or every visitor shares one rate limit.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Signs links the site emails; generated once into DATA_DIR when unset. At least 32 characters. */
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Stripe secret key (sk_test_... or sk_live_...); unset sells through the built-in test provider, where no money moves. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_... or sk_live_...)").optional(),
  /** Signing secret of the Stripe webhook endpoint (/api/webhooks/stripe); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_...)").optional(),
  /**
   * How checkout takes payments: `stripe` (needs the two Stripe settings) or `test`, the built-in
   * test card where no money moves. Unset: Stripe when its keys are set, else the test card, which a
   * site on a public SITE_URL refuses to start with unless PAYMENTS=test says it is meant.
   */
  PAYMENTS: z.enum(["stripe", "test"]).optional(),
  /** Minutes a pending order holds its seats while the buyer pays. */
  ORDER_HOLD_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /** Hours a seat that freed up is held for the next person on the tier's waitlist. */
  WAITLIST_OFFER_HOURS: z.coerce.number().int().min(1).max(24 * 14).default(24),
  /** Bearer token for GET /metrics (Prometheus text format); unset, /metrics answers 404. At least 16 characters. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Meta Pixel ID; unset loads no pixel. */
  META_PIXEL_ID: z.string().regex(/^\d{5,20}$/, "must be a numeric Meta Pixel ID").optional(),
  /**
   * The chat assistant's optional language model: an OpenAI-compatible API (its base URL, e.g.
   * https://api.openai.com/v1), a key and a model name. All three set: the assistant answers through
   * it with the catalog as tools; otherwise it answers offline from the catalog and the FAQ. Server-only.
   */
  LLM_BASE_URL: z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  /**
   * How text messages (sign-in and two-step codes) leave: `twilio` (needs the three TWILIO_ settings);
   * unset keeps every text in the SMS outbox, which the team reads at /customer-messages.
   */
  SMS_PROVIDER: z.enum(["twilio"]).optional(),
  /** Twilio's account SID (AC...), API auth token and sender (an E.164 number, or a Messaging Service SID MG...). */
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC\w{32}$/, "must be a Twilio account SID (AC followed by 32 characters)").optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, "must be a Twilio auth token").optional(),
  TWILIO_FROM: z.string().regex(/^(\+[1-9]\d{6,14}|MG\w{32})$/, "must be an E.164 number (+18605550123) or a Messaging Service SID (MG...)").optional(),
  /** Twilio's API origin; only tests point it elsewhere (a local fake). */
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.twilio.com"),
  /** Texts one phone number may be sent in 24 hours (what SMS costs is bounded per number). */
  SMS_DAILY_LIMIT_PER_NUMBER: z.coerce.number().int().min(1).max(1000).default(10),
  /** Texts the whole site may send in 24 hours, whatever the number. */
  SMS_DAILY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /**
   * Sign in with Google (OpenID Connect): the OAuth client's ID and secret from Google Cloud's
   * console, redirect URI <SITE_URL>/api/auth/callback/google. Unset: no Google button.
   */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Google's discovery document; only tests point it elsewhere (a local OpenID Connect fake). */
  GOOGLE_DISCOVERY_URL: z.url({ protocol: /^https?$/ }).default("https://accounts.google.com/.well-known/openid-configuration"),
  /**
   * Sign in with Apple: the Services ID and the client secret (the signed JWT Apple asks for), return
   * URL <SITE_URL>/api/auth/callback/apple. Unset: no Apple button.
   */
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Apple's discovery document; only tests point it elsewhere (a local OpenID Connect fake). */
  APPLE_DISCOVERY_URL: z.url({ protocol: /^https?$/ }).default("https://appleid.apple.com/.well-known/openid-configuration"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parse the environment, or throw one readable message naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).map(([k, v]) => [k, v === "" ? undefined : v]),
  );
  const result = envSchema
    .refine((e) => !e.STRIPE_SECRET_KEY || e.STRIPE_WEBHOOK_SECRET, {
      path: ["STRIPE_WEBHOOK_SECRET"],
      message: "is required when STRIPE_SECRET_KEY is set (the webhook confirms every payment)",
    })
    .superRefine((e, ctx) => {
      if (e.PAYMENTS === "stripe" && !e.STRIPE_SECRET_KEY)
        ctx.addIssue({ code: "custom", path: ["STRIPE_SECRET_KEY"], message: "is required with PAYMENTS=stripe (with STRIPE_WEBHOOK_SECRET)" });
      if (!e.PAYMENTS && !e.STRIPE_SECRET_KEY && e.SITE_URL && isPublicOrigin(e.SITE_URL))
        ctx.addIssue({
          code: "custom",
          path: ["PAYMENTS"],
          message: `SITE_URL is a public address (${e.SITE_URL}) but no payments are set up, so checkout would sell seats for the test card. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments, or PAYMENTS=test to run the test card on purpose`,
        });
    })
    .superRefine((e, ctx) => {
      const llm = ["LLM_BASE_URL", "LLM_API_KEY", "LLM_MODEL"] as const;
      if (llm.every((k) => !e[k])) return;
      for (const k of llm) if (!e[k]) ctx.addIssue({ code: "custom", path: [k], message: `is required with ${llm.filter((x) => e[x]).join(" and ")} (the chat assistant's language model)` });
    })
    .superRefine((e, ctx) => {
      const twilio = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const;
      if (e.SMS_PROVIDER === "twilio") for (const k of twilio) if (!e[k]) ctx.addIssue({ code: "custom", path: [k], message: "is required with SMS_PROVIDER=twilio" });
      for (const [a, b, what] of [
        ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "sign in with Google"],
        ["APPLE_CLIENT_ID", "APPLE_CLIENT_SECRET", "sign in with Apple"],
      ] as const) {
        if (e[a] && !e[b]) ctx.addIssue({ code: "custom", path: [b], message: `is required with ${a} (${what})` });
        if (e[b] && !e[a]) ctx.addIssue({ code: "custom", path: [a], message: `is required with ${b} (${what})` });
      }
    })
    .safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
}

/** Everything that reaches the browser. Nothing else from the server's environment does. */
export interface PublicEnv {
  siteUrl: string;
  /** The Meta Pixel to load with the first tracked event; null loads nothing. */
  metaPixelId: string | null;
}

export type IdentityProviderId = "google" | "apple";

/** The identity providers whose keys are set (their buttons on /auth), in the order they show; none when unset. */
export function identityProviders(env: Env): IdentityProviderId[] {
  const on: IdentityProviderId[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) on.push("google");
  if (env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET) on.push("apple");
  return on;
}

export function publicEnv(env: Env): PublicEnv {
  return { siteUrl: siteUrl(env), metaPixelId: env.META_PIXEL_ID ?? null };
}

/** Whether a site address is reachable by the public: anything but this machine's own names. */
export function isPublicOrigin(address: string): boolean {
  const host = new URL(address).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host === "::1" || host === "0.0.0.0") return false;
  return !/^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Payments go through Stripe (PAYMENTS=stripe, or its keys set and PAYMENTS unset), else the test card. */
export function paymentsThroughStripe(env: Env): boolean {
  return env.PAYMENTS === "stripe" || (env.PAYMENTS === undefined && Boolean(env.STRIPE_SECRET_KEY));
}

export function siteUrl(env: Env): string {
  return (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}
