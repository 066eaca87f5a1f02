import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "seed/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test" },
    globalSetup: ["tests/support/database-templates.ts"],
    setupFiles: ["tests/support/fail-on-console-error.ts"],
  },
});
