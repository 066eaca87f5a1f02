import { pino, type DestinationStream, type Logger } from "pino";
import { scrubDeep } from "./scrub-personal-data";

let logger: Logger | undefined;

/** Set the log level once the environment has been validated. */
export function configureLogger(level: string, destination?: DestinationStream): Logger {
  logger = createLogger(level, destination);
  return logger;
}

/**
 * Logs never carry personal data: email and phone fields are redacted, and errors (whose messages
 * can quote a failed query's parameters or a constraint's values) are scrubbed of addresses and parameters.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: "callboard" },
    redact: ["req.headers.cookie", "req.headers.authorization", "*.email", "*.phone", "*.fullName", "*.parentName"],
    serializers: { err: (err: Error) => scrubDeep(pino.stdSerializers.err(err)) },
  };
  return destination ? pino(options, destination) : pino(options);
}

export function getLogger(): Logger {
  return (logger ??= configureLogger(process.env.NODE_ENV === "test" ? "silent" : "info"));
}
