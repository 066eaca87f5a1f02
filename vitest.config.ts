import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { ISOLATED_TEST_FILES } from "./tests/support/isolated-test-files";
import { prepareTestRunEnvironment } from "./tests/support/test-run-environment";

prepareTestRunEnvironment();

// npm run test:fast leaves out the tests that open a database (a project's own exclude wins over the CLI's).
const skipped = process.env.VITEST_SKIP_INTEGRATION ? ["**/*.integration.test.*"] : [];

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
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
    projects: [
      {
        extends: true,
        // Files share their worker's loaded modules (the app, drizzle, Better Auth) instead of
        // importing them again each: the whole phase took 227 s against about 900 s isolated, on an
        // idle 2-core machine. Each file still makes its own databases and app context.
        test: {
          name: "shared modules",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "seed/**/*.test.ts"],
          exclude: ["**/node_modules/**", ...ISOLATED_TEST_FILES, ...skipped],
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED_TEST_FILES, exclude: skipped, isolate: true } },
    ],
  },
});
