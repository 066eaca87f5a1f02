import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { preparedDataDir, startServer, type RunningServer } from "./support/server";

/** The operator's commands, as an operator runs them: npm run db:backup / db:restore with the server's DATA_DIR. */
function runScript(script: "db-backup" | "db-restore", file: string, dataDir: string): Promise<{ status: number | null; out: string }> {
  // Asynchronous, so this test's writes go on while the command runs.
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, "--", file], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" } });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.once("close", (status) => resolve({ status, out })));
}

/**
 * Issue 38: the embedded database is backed up while the server serves and takes writes, restored
 * into a new folder, and every row written before the backup began is there; a folder that already
 * holds a database is refused.
 */
describe("db:backup and db:restore of the embedded database", () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "callboard-backup-"));
  const dataDir = preparedDataDir("callboard-backup-data-");
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(scratch, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("backs up while writes happen, restores into a new folder with every row, and refuses a folder in use", { timeout: 240_000 }, async () => {
    server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY_HOPS: "1" }, { captureOutput: "discard" });
    const join = async (n: number) => {
      const res = await fetch(`${server!.url}/api/waitlist`, { method: "POST", headers: { "content-type": "application/json", origin: server!.url, "x-forwarded-for": `198.51.100.${(n % 200) + 1}` }, body: JSON.stringify({ email: `backup-${n}@example.com` }) });
      return res.status === 201 ? `backup-${n}@example.com` : null;
    };
    const before: string[] = [];
    for (let n = 0; n < 30; n++) {
      const email = await join(n);
      if (email) before.push(email);
    }
    expect(before.length).toBe(30);

    // Writes keep coming while the backup is taken.
    let writing = true;
    const during = (async () => {
      let n = 1000;
      while (writing) await join(n++);
      return n - 1000;
    })();
    const file = path.join(scratch, "site.backup.tar.gz");
    const backup = await runScript("db-backup", file, dataDir);
    writing = false;
    const writtenDuring = await during;
    expect(writtenDuring).toBeGreaterThan(0);
    expect(backup.out).toContain("written by the running server");
    expect(backup.status).toBe(0);
    // The server kept serving.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    const restoredDir = path.join(scratch, "restored");
    const restore = await runScript("db-restore", file, restoredDir);
    expect(restore.out).toContain("Restored");
    expect(restore.status).toBe(0);
    const again = await runScript("db-restore", file, restoredDir);
    expect(again.status).toBe(1);
    expect(again.out).toContain("already holds a database: nothing was changed");

    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      const result = await restored.db.execute(sql`select email from waitlist_entries`);
      const emails = new Set((result as unknown as { rows: Array<{ email: string }> }).rows.map((r) => r.email));
      for (const email of before) expect(emails.has(email), email).toBe(true);
      const catalog = await restored.db.execute(sql`select count(*)::int as n from events`);
      expect(Number((catalog as unknown as { rows: Array<{ n: number }> }).rows[0]?.n)).toBeGreaterThan(5);
    } finally {
      await restored.close();
    }
  });
});
