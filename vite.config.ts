import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  environments: {
    ssr: {
      build: {
        // The server bundle's entry is our Hono server, which imports the React Router build,
        // so one process holds one copy of every module (one database handle, one clock).
        rollupOptions: { input: "./server/production.ts" },
      },
    },
  },
  server: { port: 3000 },
  plugins: [tailwindcss(), reactRouter()],
});
