import os from "node:os";
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
    // Vitest's default is one worker less than the cores: one worker on the 2-core CI machine, idle
    // while a test waits on PostgreSQL. Two there ran the checkout, orders and cart tests in 248 s
    // against 325 s with one (same machine, one after the other).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    globalSetup: ["tests/support/database-templates.ts"],
    setupFiles: ["tests/support/fail-on-console-error.ts"],
  },
});
