/**
 * After `react-router build`: writes a brotli (.br) and a gzip (.gz) twin of every compressible file
 * in build/client, so the server sends assets compressed at the highest levels without compressing
 * per request (brotli is about a sixth smaller than gzip for our scripts).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { buildDirectory } from "./build-dir";

const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;
/** Small chunks are compressed too (a page loads dozens of them); a variant is kept only when it is smaller. */
const MIN_BYTES = 128;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const root = path.resolve(buildDirectory(), "client");
let count = 0;
let before = 0;
let after = 0;
for (const file of files(root)) {
  if (statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
  const gz = gzipSync(body, { level: 9 });
  if (br.byteLength >= body.byteLength) continue;
  writeFileSync(`${file}.br`, br);
  if (gz.byteLength < body.byteLength) writeFileSync(`${file}.gz`, gz);
  count++;
  before += body.byteLength;
  after += br.byteLength;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root)}: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB brotli`);
