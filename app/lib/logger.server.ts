import { pino, type DestinationStream, type Logger } from "pino";
import { scrubDeep } from "./scrub-personal-data";

let logger: Logger | undefined;

/**
 * Set the log level once the environment has been validated. The server's lines go to stdout
 * asynchronously: a synchronous write per request line would cost a system call on every
 * answer of a traffic burst; pino flushes what is pending when the process exits.
 */
export function configureLogger(level: string, destination?: DestinationStream): Logger {
  logger = createLogger(level, destination ?? pino.destination({ dest: 1, sync: false }));
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
