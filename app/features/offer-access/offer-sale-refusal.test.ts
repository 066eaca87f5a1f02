import { describe, expect, it } from "vitest";
import type { EventOffer } from "~/features/catalog/types";
import { offerSaleRefusal } from "./offer-sale-refusal";

const NOW = new Date("2025-09-01T19:00:00Z");
const offer = (o: Partial<EventOffer> = {}) =>
  ({ inCart: true, salesStartAt: null, salesEndAt: null, soldOut: false, remaining: null, price: { amountMinor: 14700, currency: "USD" }, ...o }) as EventOffer;
const open = { isCancelled: false, hasEnded: false };

describe("offerSaleRefusal", () => {
  it("sells an offer on sale at an open event", () => {
    expect(offerSaleRefusal(open, offer(), NOW)).toBeNull();
    expect(offerSaleRefusal(open, offer({ remaining: 1, salesEndAt: new Date(NOW.getTime() + 1) }), NOW)).toBeNull();
  });
  it("refuses what the cart refuses: a closed event, an offer not sold by checkout, outside its window, sold out, no seat, no price", () => {
    expect(offerSaleRefusal({ isCancelled: true, hasEnded: false }, offer(), NOW)).toBe("event_closed");
    expect(offerSaleRefusal({ isCancelled: false, hasEnded: true }, offer(), NOW)).toBe("event_closed");
    expect(offerSaleRefusal(open, offer({ inCart: false }), NOW)).toBe("not_sold_here");
    expect(offerSaleRefusal(open, offer({ salesStartAt: new Date(NOW.getTime() + 1) }), NOW)).toBe("not_on_sale");
    expect(offerSaleRefusal(open, offer({ salesEndAt: NOW }), NOW)).toBe("not_on_sale");
    expect(offerSaleRefusal(open, offer({ soldOut: true }), NOW)).toBe("not_on_sale");
    expect(offerSaleRefusal(open, offer({ remaining: 0 }), NOW)).toBe("not_on_sale");
    expect(offerSaleRefusal(open, offer({ price: { amountMinor: 0, currency: "USD" } }), NOW)).toBe("not_on_sale");
  });
});
