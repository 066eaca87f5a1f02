import { describe, expect, it } from "vitest";
import { renderEmail } from "./render-email.server";
import { waitlistSeatOffer, type WaitlistSeatOfferProps } from "~/features/waitlist/emails/waitlist-seat-offer";
import type { EmailBrand } from "./types";

const brand: EmailBrand = { siteUrl: "https://callboard.example", contactEmail: "hello@callboard.example" };

const offer: WaitlistSeatOfferProps = {
  cityName: "Springfield, ZZ",
  dateText: "March 14–15, 2026",
  tierLabel: "Core Experience",
  offerUrl: "https://callboard.example/waitlist/offer/tok_123",
  expiresText: "Wednesday, September 3 at 12:00 PM PDT",
};

describe("waitlist seat offer email", () => {
  it("names the seat, how long it is held and where to claim it", () => {
    const email = renderEmail(waitlistSeatOffer, offer, brand);
    expect(email.template).toBe("waitlist-seat-offer");
    expect(email.subject).toBe("A seat opened up: Core Experience, Springfield, ZZ");
    for (const value of [
      "Core Experience",
      "Springfield, ZZ",
      "March 14–15, 2026",
      "until Wednesday, September 3 at 12:00 PM PDT",
      'href="https://callboard.example/waitlist/offer/tok_123"',
      "Claim your seat",
      "passes to the next person on the waitlist",
      "You received this email because this address joined the waitlist for Core Experience in Springfield, ZZ on Callboard.",
    ]) {
      expect(email.html).toContain(value);
    }
    expect(email.html).not.toMatch(/<style|<script|<link/i);
  });

  it("writes the plain text by hand, with the link and the deadline", () => {
    const { text } = renderEmail(waitlistSeatOffer, offer, brand);
    expect(text).toContain(
      "Good news: a Core Experience seat opened up at the Callboard On-Camera Dance Intensive in Springfield, ZZ on March 14–15, 2026.",
    );
    expect(text).toContain("We're holding it for you until Wednesday, September 3 at 12:00 PM PDT.");
    expect(text).toContain("Claim your seat (https://callboard.example/waitlist/offer/tok_123)");
    expect(text).toContain("If you don't claim it by then, it passes to the next person on the waitlist.");
    expect(text).toContain("If you no longer want it, there is nothing to do");
    expect(text).not.toMatch(/[<>]/);
  });

  it("never makes a non-web offer link clickable and keeps the subject on one line", () => {
    const email = renderEmail(waitlistSeatOffer, { ...offer, offerUrl: "javascript:alert(1)", cityName: "Town\r\nBcc: a@b.c" }, brand);
    expect(email.html).not.toContain('href="javascript:');
    expect(email.subject).toBe("A seat opened up: Core Experience, Town Bcc: a@b.c");
  });
});
