// Loaded into the benchmarked server with `node --import` (bench-checkout.ts does it): counts the SQL
// statements the server sends over node-postgres (BEGIN and COMMIT included). On SIGUSR2 it writes
// "<signal number> <statements> <CPU ms used>" to BENCH_STATEMENT_FILE, so the benchmark can report
// per run what depends little on how busy the machine is; its pid is in BENCH_STATEMENT_FILE.pid.
import { renameSync, writeFileSync } from "node:fs";
import pg from "pg";

const file = process.env.BENCH_STATEMENT_FILE;
if (file) {
  let count = 0;
  let asked = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(...args) {
    count++;
    return query.apply(this, args);
  };
  process.on("SIGUSR2", () => {
    const cpu = process.cpuUsage();
    // Written aside and renamed, so the benchmark never reads a half-written file.
    writeFileSync(`${file}.next`, `${++asked} ${count} ${Math.round((cpu.user + cpu.system) / 1000)}`);
    renameSync(`${file}.next`, file);
  });
  writeFileSync(`${file}.pid`, String(process.pid));
}
