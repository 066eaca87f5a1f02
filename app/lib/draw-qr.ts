import { encode } from "uqr";

/** Modules of white around the code: scanners need a quiet zone of four. */
const QUIET_ZONE = 4;

export interface QrDrawing {
  /** Modules per side, quiet zone included. */
  size: number;
  /** `true` for a dark module, row by row. */
  modules: boolean[][];
  /** The dark modules as one SVG path in module units. */
  path: string;
}

/** A QR code for a short text such as a ticket code (error correction M: a phone held at the door reads it through glare). */
export function drawQr(code: string): QrDrawing {
  const qr = encode(code, { ecc: "M", border: QUIET_ZONE });
  const d: string[] = [];
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return { size: qr.size, modules: qr.data, path: d.join("") };
}
