import { format } from "node:util";
import type { Logger } from "pino";

/**
 * Every line the process writes goes through the logger as JSON: libraries that print with
 * console.* (React Router's default error report, pg's notices) and Node's process warnings,
 * which Node would otherwise print as plain text to stderr.
 */
export function captureConsole(logger: Logger): void {
  const to = (level: "error" | "warn" | "info" | "debug") => (...args: unknown[]) => {
    const err = args.find((a): a is Error => a instanceof Error);
    logger[level]({ source: "console", ...(err ? { err } : {}) }, format(...args.filter((a) => a !== err)) || (err?.message ?? ""));
  };
  console.error = to("error");
  console.warn = to("warn");
  console.log = to("info");
  console.info = to("info");
  console.debug = to("debug");
  console.trace = to("debug");
  // Node installs its own printer for warnings; ours replaces it.
  process.removeAllListeners("warning");
  process.on("warning", (warning) => logger.warn({ source: "node", warning: { name: warning.name, code: (warning as { code?: string }).code, message: warning.message } }, "process warning"));
}
