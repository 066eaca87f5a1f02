import { accessSync, constants, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";

/** shared_buffers of every embedded database a test opens or a test's server opens (docs/decisions/0049). */
export const TEST_PGLITE_SHARED_BUFFERS = "16MB";

const MEMORY_FOLDER = "/dev/shm";

/**
 * Set by both Vitest configs before any worker, server or Chromium starts, so that each inherits it:
 *
 * - TMPDIR in memory (/dev/shm) when the machine has it and TMPDIR is unset. Every test database is
 *   a copy of a migrated folder of about 40 MB and a thousand files, and the servers and Chromium
 *   keep their data and profiles there: on disk, the copies alone were about 80 s of the unit
 *   phase's CPU and the kernel's writing them back more. The folder is removed when the run ends.
 * - PGLITE_SHARED_BUFFERS for the servers and scripts a test starts (TEST_PGLITE_SHARED_BUFFERS),
 *   through the environment they inherit: a benchmark's server (bench:load, bench:web, bench:js
 *   start theirs outside Vitest) keeps production's default.
 */
export function prepareTestRunEnvironment(): void {
  process.env.PGLITE_SHARED_BUFFERS ??= TEST_PGLITE_SHARED_BUFFERS;
  if (process.env.TMPDIR || process.env.CALLBOARD_TEST_TMPDIR) return;
  try {
    accessSync(MEMORY_FOLDER, constants.W_OK);
  } catch {
    return;
  }
  const folder = mkdtempSync(path.join(MEMORY_FOLDER, "callboard-tests-"));
  process.env.TMPDIR = folder;
  process.env.CALLBOARD_TEST_TMPDIR = folder;
  process.once("exit", () => rmSync(folder, { recursive: true, force: true }));
}
