import path from "node:path";
import { defineConfig } from "vitest/config";
import { prepareTestRunEnvironment } from "./tests/support/test-run-environment";

prepareTestRunEnvironment();

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/browser/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for what a page shows after a click or a navigation: Vitest's 1 s default
    // is a machine's speed, not the page's behaviour (a loaded CI machine took longer and failed).
    expect: { poll: { timeout: 10_000, interval: 100 } },
    // One Chromium and one built server for the run (shared-session.ts), each file in its own
    // contexts; files with a special environment start their own server. Three files run at a time:
    // three workers took 903 s against 1,302 s one after another (same commit, both under other work);
    // four took 709 s alone in a clean-clone run, against about 611 s for three on the same machine.
    fileParallelism: true,
    maxWorkers: 3,
    // Files share the worker's loaded modules (the app's copy, drizzle, playwright-core) instead of
    // importing them again each; each file still makes its own server or contexts.
    isolate: false,
    globalSetup: ["tests/support/database-templates.ts", "tests/browser/support/shared-session.ts"],
  },
});
