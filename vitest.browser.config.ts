import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/browser/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium and one built server for the run (shared-session.ts), each file in its own
    // contexts; files with a special environment start their own server. Four files run at a time:
    // the phase waits on pages and servers more than on the cores (alone, with three files at a time,
    // it used about one of the 2 cores: 600 s of CPU in 611 s), and three workers took 903 s against
    // 1,302 s one after another (same commit, both under other work). npm test runs it alone.
    fileParallelism: true,
    maxWorkers: 4,
    // Files share the worker's loaded modules (the app's copy, drizzle, playwright-core) instead of
    // importing them again each; each file still makes its own server or contexts.
    isolate: false,
    globalSetup: ["tests/support/database-templates.ts", "tests/browser/support/shared-session.ts"],
  },
});
