import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";

const FILE = "app-secret";

/**
 * The key that signs links the site emails (and, with accounts, sessions). `APP_SECRET` when set;
 * otherwise one generated on first start and kept in the data folder, so links stay valid across restarts.
 */
export function loadAppSecret(options: { secret?: string; dataDir: string; logger: Logger }): string {
  if (options.secret) return options.secret;
  const file = path.resolve(options.dataDir, FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "w" });
  chmodSync(file, 0o600);
  options.logger.warn({ file }, "APP_SECRET is not set: generated a new secret and kept it in the data folder");
  return secret;
}
