import { inflateSync } from "node:zlib";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Our PNG (greyscale at 1 or 8 bits, filter 0 on every row) back to RGBA pixels, the way a camera frame reaches jsQR. */
export function decodePng(png: Buffer): { width: number; height: number; rgba: Uint8ClampedArray } {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error("not a PNG");
  let offset = 8;
  let width = 0;
  let height = 0;
  let depth = 8;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("ascii", offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") [width, height, depth] = [body.readUInt32BE(0), body.readUInt32BE(4), body[8]!];
    if (type === "IDAT") data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const rgba = new Uint8ClampedArray(width * height * 4);
  if (depth !== 1 && depth !== 8) throw new Error(`bit depth ${depth} is not ours`);
  const stride = 1 + Math.ceil((width * depth) / 8);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const grey = depth === 8 ? raw[y * stride + 1 + x]! : (raw[y * stride + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
      rgba.set([grey, grey, grey, 255], (y * width + x) * 4);
    }
  return { width, height, rgba };
}
