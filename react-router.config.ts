import type { Config } from "@react-router/dev/config";
import { buildDirectory } from "./scripts/build-dir";

export default {
  appDirectory: "app",
  ssr: true,
  buildDirectory: buildDirectory(),
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    // Middleware changes the load context into a typed context provider; adopt it with the auth work.
    v8_middleware: false,
  },
} satisfies Config;
