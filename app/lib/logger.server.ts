import { pino, type Logger } from "pino";

let logger: Logger | undefined;

/** Set the log level once the environment has been validated. */
export function configureLogger(level: string): Logger {
  logger = pino({
    level,
    base: { service: "callboard" },
    redact: ["req.headers.cookie", "req.headers.authorization", "*.email", "*.phone"],
  });
  return logger;
}

export function getLogger(): Logger {
  return (logger ??= configureLogger(process.env.NODE_ENV === "test" ? "silent" : "info"));
}
