import { deflateSync } from "node:zlib";
import type { QrDrawing } from "./draw-qr";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A QR code as a black-and-white PNG, `scale` pixels per module. Email clients that drop inline SVG
 * (most webmail) show a PNG, so the confirmation email carries this one; no image service is asked.
 * One bit per pixel, each module row packed once and repeated `scale` times: a payment draws one per
 * student while buyers wait, and 8-bit rows cost eight times the bytes to fill and to deflate.
 */
export function encodeQrPng(qr: Pick<QrDrawing, "size" | "modules">, scale = 8): Buffer {
  const side = qr.size * scale;
  // Greyscale at bit depth 1 (0 black, 1 white), each row led by filter type 0 (none).
  const stride = 1 + Math.ceil(side / 8);
  const raw = Buffer.alloc(stride * side);
  const row = Buffer.alloc(stride);
  for (let my = 0; my < qr.size; my++) {
    row.fill(0);
    const modules = qr.modules[my]!;
    for (let x = 0; x < side; x++) if (!modules[Math.floor(x / scale)]) row[1 + (x >> 3)]! |= 0x80 >> (x & 7);
    for (let k = 0; k < scale; k++) row.copy(raw, (my * scale + k) * stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}
