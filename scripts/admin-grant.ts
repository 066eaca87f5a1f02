/**
 * Make an existing account an admin:   npm run admin:grant -- someone@example.com
 *
 * The account must exist (sign up at /auth first). Uses the server's database settings
 * (DATABASE_URL, or the embedded database in DATA_DIR, which the server must not hold open).
 * No admin and no password ship with the site: this is how the first admin is made.
 */
import { migrateDatabase } from "~/db/migrate.server";
import { grantRole } from "~/features/admin/grant-role.server";
import { CliError, openCliDatabase, readCliEnv, runCli } from "./cli-database";

const USAGE = "Usage: npm run admin:grant -- EMAIL";

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== "--");
  if (args.length !== 1 || args[0] === "--help" || args[0] === "-h") throw new CliError(USAGE, args[0] === "--help" || args[0] === "-h" ? 0 : 2);
  const email = args[0]!.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new CliError(`"${email}" is not an email address.\n${USAGE}`, 2);
  const env = readCliEnv();
  const database = await openCliDatabase(env);
  try {
    await migrateDatabase(database);
    const result = await grantRole({ db: database.db, email, role: "admin", actor: { userId: null, email: "command line (npm run admin:grant)" } });
    if (!result.ok) throw new CliError(`No account uses ${result.email}. Sign up at /auth first, then run this again.`, 1);
    console.log(result.alreadyHad ? `${email} is already an admin.` : `${email} is now an admin. They see the team's pages after their next page load.`);
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
