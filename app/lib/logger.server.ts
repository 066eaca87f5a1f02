import { pino, type Logger } from "pino";

let logger: Logger | undefined;

export function getLogger(): Logger {
  logger ??= pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
    base: { service: "callboard" },
    redact: ["req.headers.cookie", "req.headers.authorization", "*.email", "*.phone"],
  });
  return logger;
}
