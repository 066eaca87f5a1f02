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

/** What a request line says: no personal data (the path already masked by loggedPath). */
export interface RequestLine {
  method: string;
  path: string;
  status: number;
  ms: number;
}

type PinoInternals = Record<symbol, unknown>;

/**
 * A request's line written straight to the logger's stream, in pino's own format and with the
 * logger's bindings ({"level":30,"time":…,"service":"callboard",…,"msg":"request"}), without pino's
 * generic serialising and redaction, which took about a third of a cached page's answer in a burst.
 * Only for these four known, non-personal fields.
 */
export function logRequestLine(target: Logger, line: RequestLine): void {
  if (!target.isLevelEnabled("info")) return;
  const internals = target as unknown as PinoInternals;
  const stream = internals[pino.symbols.streamSym] as { write(chunk: string): void };
  const bindings = internals[pino.symbols.chindingsSym] as string;
  stream.write(
    `{"level":${target.levels.values.info},"time":${Date.now()}${bindings},"method":${JSON.stringify(line.method)},"path":${JSON.stringify(line.path)},"status":${line.status},"ms":${line.ms},"msg":"request"}\n`,
  );
}

