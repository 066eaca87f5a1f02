import { inflateSync } from "node:zlib";
import jsQR from "jsqr";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { renderOrderConfirmation } from "~/features/checkout/order-emails.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { drawQr } from "~/lib/draw-qr";
import { encodeQrPng } from "~/lib/encode-qr-png.server";
import { parseEnv } from "~/lib/env.server";
import { orderViewFixture } from "../../../tests/support/order-view-fixture";

const CODE = "3f9c2a7be1d04c6f8a5e9b2c7d1f0a46";

/** Our PNG (8-bit greyscale, filter 0 on every row) back to RGBA pixels, the way a camera frame reaches jsQR. */
function decodePng(png: Buffer): { width: number; height: number; rgba: Uint8ClampedArray } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("ascii", offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
    if (type === "IDAT") data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const grey = raw[y * (width + 1) + 1 + x]!;
      rgba.set([grey, grey, grey, 255], (y * width + x) * 4);
    }
  return { width, height, rgba };
}

describe("ticket QR codes", () => {
  it("draws a code whose PNG a QR reader reads back", () => {
    const qr = drawQr(CODE);
    expect(qr.path).toMatch(/^M\d/);
    const { width, height, rgba } = decodePng(encodeQrPng(qr, 4));
    expect(width).toBe(qr.size * 4);
    expect(jsQR(rgba, width, height)?.data).toBe(CODE);
  });

  it("puts each named student's QR code in the confirmation email, inline by Content-ID, with the code in words too", () => {
    const mail = createEmailContext({ env: parseEnv({}), logger: pino({ level: "silent" }) });
    const order = orderViewFixture();
    const students = order.students.map((s) => ({ ...s, ticketCode: CODE }));
    const [email] = renderOrderConfirmation({ order: { ...order, students }, orderUrl: "https://callboard.example/o", studentsUrl: null, calendar: null }, mail);
    const image = email?.attachments?.find((a) => a.contentType === "image/png");
    expect(image).toMatchObject({ encoding: "base64", cid: expect.stringMatching(/@callboard$/) });
    expect(email?.html).toContain(`src="cid:${image?.cid}"`);
    expect(email?.html).toContain(CODE);
    expect(email?.text).toContain(CODE);
    const { width, height, rgba } = decodePng(Buffer.from(image!.content, "base64"));
    expect(jsQR(rgba, width, height)?.data).toBe(CODE);
    // A student with no code yet (not named) gets no image.
    expect(renderOrderConfirmation({ order, orderUrl: "https://callboard.example/o", studentsUrl: null, calendar: null }, mail)[0]?.attachments).toEqual([]);
  });
});
