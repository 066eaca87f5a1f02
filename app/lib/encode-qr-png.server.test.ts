import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { decodePng } from "../../tests/support/decode-png";
import { drawQr } from "./draw-qr";
import { encodeQrPng } from "./encode-qr-png.server";

describe("encodeQrPng", () => {
  it("draws one bit per pixel, every module exactly where the drawing has it, and a reader reads it", () => {
    const code = "3f9c2a7be1d04c6f8a5e9b2c7d1f0a46";
    const qr = drawQr(code);
    const scale = 3;
    const png = encodeQrPng(qr, scale);
    // IHDR: bit depth 1, greyscale.
    expect([png[24], png[25]]).toEqual([1, 0]);
    const { width, height, rgba } = decodePng(png);
    expect([width, height]).toEqual([qr.size * scale, qr.size * scale]);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) expect(rgba[(y * width + x) * 4]).toBe(qr.modules[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255);
    expect(jsQR(rgba, width, height)?.data).toBe(code);
  });
});
