// Loaded into the benchmarked server with `node --import` (bench-checkout.ts does it): counts the SQL
// statements the server sends over node-postgres (BEGIN and COMMIT included). On SIGUSR2 it writes
// "<signal number> <statements> <CPU ms used>" to BENCH_STATEMENT_FILE, so the benchmark can report
// per run what depends little on how busy the machine is; its pid is in BENCH_STATEMENT_FILE.pid.
// Beside it, BENCH_STATEMENT_FILE.texts holds the count per statement text so far (JSON), and .times
// the milliseconds each text took from query to answer, summed.
import { renameSync, writeFileSync } from "node:fs";
import pg from "pg";

const file = process.env.BENCH_STATEMENT_FILE;
if (file) {
  let count = 0;
  let asked = 0;
  /** Statements by their text's first 120 characters (the SQL, not its parameters), only for BENCH_SQL=1: the count itself costs the server nothing to speak of. */
  const byStatement = process.env.BENCH_SQL === "1";
  const byText = new Map();
  const timeByText = new Map();
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(...args) {
    count++;
    if (byStatement) {
      const first = args[0];
      const text = typeof first === "string" ? first : typeof first?.text === "string" ? first.text : "?";
      const key = text.slice(0, 240).replace(/\s+/g, " ").slice(0, 120);
      byText.set(key, (byText.get(key) ?? 0) + 1);
      const started = performance.now();
      const took = () => timeByText.set(key, (timeByText.get(key) ?? 0) + performance.now() - started);
      const last = args.length - 1;
      if (typeof args[last] === "function") {
        const callback = args[last];
        args[last] = function timed(...answer) {
          took();
          return callback.apply(this, answer);
        };
        return query.apply(this, args);
      }
      const answer = query.apply(this, args);
      // How long each text took, query to answer (round trip and the database's work; in a race, also the waits).
      if (answer && typeof answer.then === "function") answer.then(took, () => undefined);
      return answer;
    }
    return query.apply(this, args);
  };
  process.on("SIGUSR2", () => {
    const cpu = process.cpuUsage();
    // Written aside and renamed, so the benchmark never reads a half-written file.
    if (byStatement) {
      writeFileSync(`${file}.texts`, JSON.stringify(Object.fromEntries(byText)));
      writeFileSync(`${file}.times`, JSON.stringify(Object.fromEntries(timeByText)));
    }
    writeFileSync(`${file}.next`, `${++asked} ${count} ${Math.round((cpu.user + cpu.system) / 1000)}`);
    renameSync(`${file}.next`, file);
  });
  writeFileSync(`${file}.pid`, String(process.pid));
}
