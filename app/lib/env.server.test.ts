import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, publicEnv } from "./env.server";

describe("environment", () => {
  it("runs with no configuration at all", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", NODE_ENV: "development" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_SHARED_BUFFERS).toBe("128MB");
  });

  it("takes the embedded database's shared buffers only as a size PostgreSQL starts with", () => {
    expect(parseEnv({ PGLITE_SHARED_BUFFERS: "16MB" }).PGLITE_SHARED_BUFFERS).toBe("16MB");
    expect(parseEnv({ PGLITE_SHARED_BUFFERS: "128kB" }).PGLITE_SHARED_BUFFERS).toBe("128kB");
    expect(parseEnv({ PGLITE_SHARED_BUFFERS: "1GB" }).PGLITE_SHARED_BUFFERS).toBe("1GB");
    for (const bad of ["64kB", "2GB", "0MB", "16 MB", "16mb", "lots"])
      expect(() => parseEnv({ PGLITE_SHARED_BUFFERS: bad }), bad).toThrow(/PGLITE_SHARED_BUFFERS: must be/);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", APP_NOW: "" }).DATABASE_URL).toBeUndefined();
  });

  it("accepts APP_NOW as an ISO 8601 instant with offset", () => {
    expect(parseEnv({ APP_NOW: "2025-09-01T12:00:00-07:00" }).APP_NOW).toBe("2025-09-01T12:00:00-07:00");
  });

  it("names every bad variable in one clear message", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "eighty", APP_NOW: "next tuesday", DATABASE_URL: "mysql://x" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain("PORT");
    expect(message).toContain("APP_NOW: must be an ISO 8601 instant");
    expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
  });

  it("sends only the public values to the browser", () => {
    const env = parseEnv({ DATABASE_URL: "postgres://secret@db/x", SITE_URL: "https://example.org/", PAYMENTS: "test" });
    expect(publicEnv(env)).toEqual({ siteUrl: "https://example.org", metaPixelId: null });
    expect(publicEnv(parseEnv({ META_PIXEL_ID: "1234567890" })).metaPixelId).toBe("1234567890");
  });

  it("takes the chat assistant's language model only whole, and keeps it on the server", () => {
    const env = parseEnv({ LLM_BASE_URL: "http://127.0.0.1:9999/v1", LLM_API_KEY: "sk-test", LLM_MODEL: "small" });
    expect(env).toMatchObject({ LLM_BASE_URL: "http://127.0.0.1:9999/v1", LLM_API_KEY: "sk-test", LLM_MODEL: "small" });
    expect(JSON.stringify(publicEnv(env))).not.toContain("sk-test");
    expect(() => parseEnv({ LLM_BASE_URL: "http://127.0.0.1:9999/v1" })).toThrow(/LLM_API_KEY: is required/);
    expect(() => parseEnv({ LLM_BASE_URL: "ftp://x", LLM_API_KEY: "k", LLM_MODEL: "m" })).toThrow(/LLM_BASE_URL/);
  });

  it("refuses a public site without real payments unless the test card is chosen on purpose", () => {
    const message = (() => {
      try {
        parseEnv({ SITE_URL: "https://callboard.example" });
      } catch (e) {
        return (e as Error).message;
      }
      return "";
    })();
    expect(message).toMatch(/PAYMENTS: SITE_URL is a public address \(https:\/\/callboard\.example\)/);
    expect(message).toContain("STRIPE_SECRET_KEY");
    expect(message).toContain("PAYMENTS=test");
    expect(() => parseEnv({ SITE_URL: "http://shop.example.org:8080" })).toThrow(EnvError);
    expect(parseEnv({ SITE_URL: "https://callboard.example", PAYMENTS: "test" }).PAYMENTS).toBe("test");
    expect(parseEnv({ SITE_URL: "https://callboard.example", STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }).PAYMENTS).toBeUndefined();
    // This machine's own addresses keep the test card without asking: a bare npm start, the tests.
    for (const local of ["http://localhost:3000", "http://127.0.0.1:4173", "http://[::1]:3000", "http://callboard.localhost"]) expect(parseEnv({ SITE_URL: local }).SITE_URL).toBe(local);
    expect(() => parseEnv({ PAYMENTS: "stripe" })).toThrow(/STRIPE_SECRET_KEY: is required with PAYMENTS=stripe/);
    expect(() => parseEnv({ PAYMENTS: "cash" })).toThrow(/PAYMENTS/);
  });
});
