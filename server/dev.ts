import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { DATA_FOLDER_IN_USE } from "~/db/lock-data-folder.server";
import { EnvError, parseEnv } from "~/lib/env.server";
import type { AppContext } from "~/app-context.server";
import type * as AppModule from "./app";

/** Development server: Vite serves modules with hot reload, Hono serves everything else. */
async function main() {
  const env = parseEnv({ NODE_ENV: "development", ...process.env });
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
  const load = () => vite.ssrLoadModule("/server/app.ts") as Promise<typeof AppModule>;
  const context: AppContext = await (await load()).boot(env);

  const server = createServer((req, res) => {
    vite.middlewares(req, res, async () => {
      try {
        const { createApp } = await load();
        const app = createApp({
          context,
          mode: "development",
          build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
        });
        await getRequestListener(app.fetch)(req, res);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        context.logger.error({ err: error }, "dev request failed");
        res.statusCode = 500;
        res.end(String(error instanceof Error ? error.stack : error));
      }
    });
  });
  server.listen(env.PORT, env.HOST, () => context.logger.info(`Callboard dev server on http://localhost:${env.PORT}`));
  process.on("SIGTERM", () =>
    server.close(() => void context.emailWorker.stop().then(() => context.database.close()).then(() => process.exit(0))),
  );
}

main().catch((error: unknown) => {
  // Configuration and a busy data folder explain themselves; anything else keeps its stack.
  const known = error instanceof EnvError || (error as { code?: unknown } | null)?.code === DATA_FOLDER_IN_USE;
  console.error(known ? `failed to start: ${(error as Error).message}` : error);
  process.exit(1);
});
