/**
 * What `npm run outbox` does (scripts/outbox.ts is the command): read the email outbox (table
 * email_outbox) without an admin screen. A function of its arguments, output streams and
 * environment, so app/features/email/outbox-cli.integration.test.ts runs most of it in-process.
 */
import { terminalSafe } from "~/lib/terminal-text";
import type { Database } from "~/db/client.server";
import type { Env } from "~/lib/env.server";
import { CliError, errorMessage, openCliDatabase, parseCliEnv, pgCode } from "./cli-database";
import { parseArgs } from "node:util";
import { emailOutbox } from "~/db/schema";
import { getOutboxMessage } from "~/features/email/get-outbox-message.server";
import { listOutbox } from "~/features/email/list-outbox.server";
import type { OutboxEmail, OutboxStatus } from "~/features/email/types";

const USAGE = `Usage: npm run outbox -- [--status pending|sending|sent|failed] [--limit N] [--show ID]

  (no options)     list the newest 50 messages
  --status STATUS  only messages with this status
  --limit N        list at most N messages (1-500, default 50)
  --show ID        print one message's headers and plain-text body`;

const STATUSES = emailOutbox.status.enumValues;
const MAX_LIMIT = 500;
const MAX_ID = 2_147_483_647;

type Command = { kind: "list"; status?: OutboxStatus; limit: number } | { kind: "show"; id: number } | { kind: "help" };

function parseCommand(argv: string[]): Command {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        status: { type: "string" },
        limit: { type: "string" },
        show: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CliError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`, 2);
  }
  if (values.help) return { kind: "help" };
  if (values.show !== undefined) {
    if (values.status !== undefined || values.limit !== undefined)
      throw new CliError(`--show cannot be combined with --status or --limit.\n\n${USAGE}`, 2);
    return { kind: "show", id: positiveInteger("--show", values.show, MAX_ID) };
  }
  const status = values.status;
  if (status !== undefined && !isStatus(status))
    throw new CliError(`--status must be one of ${STATUSES.join(", ")} (got "${status}").\n\n${USAGE}`, 2);
  const limit = values.limit === undefined ? 50 : positiveInteger("--limit", values.limit, MAX_LIMIT);
  return { kind: "list", status, limit };
}

function isStatus(value: string): value is OutboxStatus {
  return (STATUSES as readonly string[]).includes(value);
}

function positiveInteger(flag: string, value: string, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < 1 || n > max)
    throw new CliError(`${flag} must be a whole number from 1 to ${max} (got "${value}").\n\n${USAGE}`, 2);
  return n;
}

async function run(command: Exclude<Command, { kind: "help" }>, database: Database, env: Env): Promise<string> {
  try {
    if (command.kind === "show") {
      const email = await getOutboxMessage({ db: database.db, id: command.id });
      if (!email) throw new CliError(`No message with id ${command.id} in the outbox.`, 1);
      return formatMessage(email, env.EMAIL_FROM);
    }
    const emails = await listOutbox({ db: database.db, status: command.status, limit: command.limit });
    return formatList(emails, command.status);
  } catch (error) {
    if (error instanceof CliError) throw error;
    if (pgCode(error) === "42P01")
      throw new CliError(`The database at ${database.location} has no outbox table yet: start the server once so it creates the schema.`, 1);
    throw new CliError(`Could not read the outbox from ${database.location}: ${errorMessage(error)}`, 1);
  }
}

function formatList(emails: OutboxEmail[], status: OutboxStatus | undefined): string {
  if (emails.length === 0) return status ? `No ${status} messages in the outbox.` : "The outbox is empty.";
  const header = ["ID", "CREATED (UTC)", "TO", "SUBJECT", "STATUS", "ATTEMPTS", "LAST ERROR"];
  const rows = emails.map((e) => [
    String(e.id),
    utc(e.createdAt),
    clip(e.toAddress, 40),
    clip(e.subject, 60),
    e.status,
    String(e.attempts),
    clip(e.lastError ?? "", 50),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i === 5 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  const what = `${emails.length} ${status ?? ""} message${emails.length === 1 ? "" : "s"}`.replace(/\s+/g, " ");
  return [
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map(line),
    "",
    `${what}, newest first. One message in full: npm run outbox -- --show <id>`,
  ].join("\n");
}

function formatMessage(e: OutboxEmail, from: string): string {
  const headers: Array<[string, string]> = [
    ["Id", String(e.id)],
    ["Status", e.status],
    ["Attempts", String(e.attempts)],
    ["Last error", e.lastError ?? "-"],
    ["Template", e.template],
    ["Created", utc(e.createdAt)],
    ["Next attempt", e.status === "pending" || e.status === "sending" ? utc(e.nextAttemptAt) : "-"],
    ["Sent", e.sentAt ? utc(e.sentAt) : "-"],
    ["From", from],
    ["To", e.toAddress],
    ["Subject", e.subject],
  ];
  const width = Math.max(...headers.map(([name]) => name.length)) + 1;
  return [...headers.map(([name, value]) => `${`${name}:`.padEnd(width)} ${terminalSafe(value)}`), "", terminalSafe(e.text.trimEnd(), { keepLines: true })].join("\n");
}

function utc(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

/** One line, at most `max` characters. */
function clip(value: string, max: number): string {
  const flat = terminalSafe(value.replace(/\s+/g, " ").trim());
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Where the command writes, and the environment it reads (the script passes the process's own). */
export interface OutboxCliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: Record<string, string | undefined>;
}

/**
 * `npm run outbox -- <argv>`: prints the list, one message or the usage to `io.stdout`, a problem to
 * `io.stderr`, and answers the exit code (0, 1 for a problem with the database or the message, 2 for
 * bad options). Opens the database named by `io.env` and closes it again before it answers.
 */
export async function runOutboxCli(argv: string[], io: OutboxCliIo): Promise<number> {
  try {
    const command = parseCommand(argv);
    if (command.kind === "help") {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const env = parseCliEnv(io.env);
    const database = await openCliDatabase(env);
    try {
      io.stdout.write(`${await run(command, database, env)}\n`);
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    io.stderr.write(`${error.message}\n`);
    return error.code;
  }
}
