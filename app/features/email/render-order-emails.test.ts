import { describe, expect, it } from "vitest";
import { renderEmail } from "./render-email.server";
import { orderConfirmation, type OrderConfirmationProps } from "~/features/checkout/confirmation/emails/order-confirmation";
import { studentTicketNote, type StudentTicketNoteProps } from "~/features/checkout/confirmation/emails/student-ticket-note";
import { orderViewFixture } from "../../../tests/support/order-view-fixture";
import type { EmailBrand } from "./types";

const brand: EmailBrand = { siteUrl: "https://callboard.example", contactEmail: "hello@callboard.example" };

const confirmation: OrderConfirmationProps = {
  order: orderViewFixture(),
  orderUrl: "https://callboard.example/orders/tok_abc",
  studentsUrl: "https://callboard.example/orders/tok_abc/students",
  whatToBring: ["Water and a snack", "Jazz shoes"],
  calendarAttached: true,
};

const note: StudentTicketNoteProps = {
  studentNames: ["Maya Lopez"],
  buyerName: "Jane Lopez",
  orderNumber: "CB-7K2Q9",
  cityName: "Springfield, ZZ",
  dateText: "March 14–15, 2026",
  venueName: "Studio One",
  venueAddress: "12 Main St",
};

describe("order confirmation email", () => {
  it("renders the order, its money in the order's currency, and what happens next", () => {
    const email = renderEmail(orderConfirmation, confirmation, brand);
    expect(email.template).toBe("order-confirmation");
    expect(email.subject).toBe("Your Callboard tickets: Springfield, ZZ, order CB-7K2Q9");
    for (const value of [
      "Hi Jane Lopez,",
      "CB-7K2Q9",
      "March 14–15, 2026",
      "Studio One, 12 Main St, Springfield",
      "Core Experience × 2: $336",
      "VIP Upgrade × 1: $50",
      "Discount STUDIOFRIEND10 (10% off Core Experience)",
      "-$33.60",
      "$352.40",
      "Maya Lopez",
      "arrive 15 minutes early",
      "Water and a snack",
      "All sales are final",
      "48 hours",
      'href="https://callboard.example/orders/tok_abc"',
      'href="https://callboard.example/orders/tok_abc/students"',
    ]) {
      expect(email.html).toContain(value);
    }
    expect(email.html).not.toMatch(/<style|<script|<link/i);
  });

  it("writes the plain text by hand, with the students still to register and their link", () => {
    const { text } = renderEmail(orderConfirmation, confirmation, brand);
    expect(text).toContain("Order number: CB-7K2Q9\nEvent: Callboard On-Camera Dance Intensive — Springfield, ZZ\nWhen: March 14–15, 2026");
    expect(text).toContain("Your tickets:\n- Core Experience × 2: $336\n- VIP Upgrade × 1: $50");
    expect(text).toContain("Subtotal: $386\nDiscount STUDIOFRIEND10 (10% off Core Experience): -$33.60\nTotal paid: $352.40");
    expect(text).toContain("Students:\n- Maya Lopez");
    expect(text).toContain("You have 1 student to register: https://callboard.example/orders/tok_abc/students");
    expect(text).toContain("The attached calendar file");
    expect(text).not.toMatch(/[<>]/);
  });

  it("shows only the total without discounts, no reminder once every student is named, and GBP", () => {
    const order = orderViewFixture({ currency: "GBP", discounts: [], subtotalMinor: 13300, totalMinor: 13300, seatCount: 1 });
    const { text } = renderEmail(orderConfirmation, { ...confirmation, order, calendarAttached: false }, brand);
    expect(text).toContain("Total paid: £133");
    expect(text).not.toContain("Subtotal");
    expect(text).not.toContain("to register");
    expect(text).not.toContain("calendar file");
  });

  it("counts every missing student and falls back to the order page for the link", () => {
    const order = orderViewFixture({ seatCount: 3, students: [] });
    const { text } = renderEmail(orderConfirmation, { ...confirmation, order, studentsUrl: null }, brand);
    expect(text).toContain("You have 3 students to register: https://callboard.example/orders/tok_abc");
    expect(text).not.toContain("Students:");
  });

  it("escapes the buyer's name and keeps the subject on one line", () => {
    const order = orderViewFixture({ buyerName: "<img src=x onerror=alert(1)>" });
    order.event.cityName = "Town\r\nBcc: a@b.c";
    const email = renderEmail(orderConfirmation, { ...confirmation, order }, brand);
    expect(email.html).not.toContain("<img");
    expect(email.subject).toBe("Your Callboard tickets: Town Bcc: a@b.c, order CB-7K2Q9");
  });
});

describe("student ticket note", () => {
  it("tells the student who registered them, for what and when", () => {
    const email = renderEmail(studentTicketNote, note, brand);
    expect(email.template).toBe("student-ticket-note");
    expect(email.subject).toBe("You're registered for Callboard in Springfield, ZZ");
    expect(email.text).toContain("Hi Maya Lopez,");
    expect(email.text).toContain("Jane Lopez registered you for the Callboard On-Camera Dance Intensive in Springfield, ZZ on March 14–15, 2026.");
    expect(email.text).toContain("Where: Studio One, 12 Main St");
    expect(email.text).toContain("mention order CB-7K2Q9");
    expect(email.html).toContain("Jane Lopez registered you for");
  });

  it("names siblings who share an address", () => {
    const { text } = renderEmail(studentTicketNote, { ...note, studentNames: ["Maya Lopez", "Leo Lopez", "Ana Lopez"] }, brand);
    expect(text).toContain("Hi,");
    expect(text).toContain("Jane Lopez registered Maya Lopez, Leo Lopez and Ana Lopez for the");
  });
});
