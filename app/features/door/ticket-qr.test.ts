import jsQR from "jsqr";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { renderOrderConfirmation } from "~/features/checkout/confirmation/order-emails.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { drawQr } from "~/lib/draw-qr";
import { encodeQrPng } from "~/lib/encode-qr-png.server";
import { parseEnv } from "~/lib/env.server";
import { decodePng } from "../../../tests/support/decode-png";
import { orderViewFixture } from "../../../tests/support/order-view-fixture";

const CODE = "3f9c2a7be1d04c6f8a5e9b2c7d1f0a46";

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
