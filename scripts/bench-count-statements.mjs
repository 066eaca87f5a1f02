// Loaded into the benchmarked server with `node --import` (bench-checkout.ts does it): counts the SQL
// statements the server sends over node-postgres (BEGIN and COMMIT included) and keeps the running
// total, with the CPU time the server has used (ms), in BENCH_STATEMENT_FILE, so the benchmark can
// report per run what depends little on how busy the machine is.
import { renameSync, writeFileSync } from "node:fs";
import pg from "pg";

const file = process.env.BENCH_STATEMENT_FILE;
if (file) {
  let count = 0;
  let written = -1;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(...args) {
    count++;
    return query.apply(this, args);
  };
  const flush = () => {
    if (count === written) return;
    written = count;
    const cpu = process.cpuUsage();
    // Written aside and renamed, so the benchmark never reads a half-written file.
    writeFileSync(`${file}.next`, `${count} ${Math.round((cpu.user + cpu.system) / 1000)}`);
    renameSync(`${file}.next`, file);
  };
  setInterval(flush, 50).unref();
  process.on("exit", flush);
}
