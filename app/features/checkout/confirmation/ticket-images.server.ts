import type { EmailTicket } from "~/features/checkout/confirmation/emails/order-confirmation";
import type { EmailAttachment } from "~/features/email/types";
import { drawQr } from "~/lib/draw-qr";
import { encodeQrPng } from "~/lib/encode-qr-png.server";
import type { OrderView } from "./types";

/** One door ticket as an email shows it: what the template prints, and its QR code as an attached PNG. */
export interface TicketImage {
  ticket: EmailTicket;
  attachment: EmailAttachment & { cid: string };
}

/** Each named student's door QR code as a PNG shown inline by Content-ID, drawn here (no image service). */
export function ticketImages(order: Pick<OrderView, "number" | "students">): TicketImage[] {
  return order.students.flatMap((s) => (s.ticketCode ? [ticketImage(order.number, String(s.position), s.fullName, s.ticketCode)] : []));
}

/** One ticket's QR code as an attached PNG and what the template shows of it; `label` tells the images of one email apart. */
export function ticketImage(orderNumber: string, label: string, name: string, code: string): TicketImage {
  const cid = `ticket-${label}.${orderNumber.toLowerCase()}@callboard`;
  const png = encodeQrPng(drawQr(code), 6);
  return {
    ticket: { name, code, imageSrc: `cid:${cid}` },
    attachment: { filename: `ticket-${label}.png`, contentType: "image/png", content: png.toString("base64"), encoding: "base64" as const, cid },
  };
}
