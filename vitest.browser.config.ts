import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/browser/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium and one server per file; files run one after another on a 2-core machine.
    fileParallelism: false,
    globalSetup: ["tests/support/database-templates.ts"],
  },
});
