/**
 * Read the email outbox (table email_outbox) from the command line, without an admin screen.
 *
 *   npm run outbox                         the newest 50 messages
 *   npm run outbox -- --status failed      only pending, sending, sent or failed messages
 *   npm run outbox -- --limit 200          more or fewer rows (1-500)
 *   npm run outbox -- --show 42            one message's headers and plain-text body
 *
 * It reads the database the server uses, from the same environment variables: DATABASE_URL, or
 * the embedded database in DATA_DIR. Run it from the project folder, like the server. It changes
 * nothing: it does not run migrations and does not create an embedded database that is missing.
 */
import { configureLogger } from "~/lib/logger.server";
import { runCli } from "./cli-database";
import { runOutboxCli } from "./outbox-cli";

// The options, the queries and the output are in scripts/outbox-cli.ts. Logs only problems (not "took over a stale lock").
configureLogger("warn");
runCli(() => runOutboxCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env }));
