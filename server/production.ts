import path from "node:path";
import * as build from "virtual:react-router/server-build";
import { DATA_FOLDER_IN_USE } from "~/db/lock-data-folder.server";
import { EnvError, parseEnv } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import { captureConsole } from "~/lib/capture-console.server";
import { trackRequestsInFlight } from "~/lib/requests-in-flight.server";
import { boot } from "./boot";
import { createApp } from "./app";
import { createNodeServer } from "./http/node-server";
import { drainServer } from "./http/drain-server";

async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const context = await boot(env);
  const { logger } = context;
  captureConsole(logger);
  const app = createApp({
    context,
    build,
    mode: "production",
    clientDir: path.resolve(import.meta.dirname, "../client"),
  });
  // The getter runs on requests only, once `drain` exists.
  const server = createNodeServer(app, env.HOST, () => drain);
  const drain = drainServer(server);
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info({ port, host: env.HOST }, `Callboard listening on http://localhost:${port}`);
  });
  trackRequestsInFlight(server);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down: no new connections, finishing open requests");
    const force = setTimeout(() => {
      logger.warn("open requests did not finish in 10 s; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    await drain.begin();
    logger.info("requests finished; stopping background work");
    // Jobs and emails finish the one in hand or give its lease back; then the pool closes.
    await context.jobs.stop().catch((err: unknown) => logger.error({ err }, "stopping job worker"));
    await context.emailWorker.stop().catch((err: unknown) => logger.error({ err }, "stopping email worker"));
    await context.database.close().catch((err: unknown) => logger.error({ err }, "closing database"));
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  // Another process holds the embedded database: the message says what to do, a stack would bury it.
  if ((error as { code?: unknown } | null)?.code === DATA_FOLDER_IN_USE) getLogger().fatal(`failed to start: ${(error as Error).message}`);
  else getLogger().fatal({ err: error }, "failed to start");
  process.exit(1);
});
