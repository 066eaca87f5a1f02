import type { OrderView } from "~/features/checkout/confirmation/types";

/** A paid two-day order with a discount and one of its two students still to register. */
export function orderViewFixture(overrides: Partial<OrderView> = {}): OrderView {
  return {
    number: "CB-7K2Q9",
    token: "tok_abcdefghijklmnop",
    status: "paid",
    provider: "test",
    buyerName: "Jane Lopez",
    buyerEmail: "jane@example.test",
    event: {
      slug: "springfield-2026",
      cityName: "Springfield, ZZ",
      dateText: "March 14–15, 2026",
      startsOn: "2026-03-14",
      endsOn: "2026-03-15",
      timeZone: "America/Chicago",
      venueName: "Studio One",
      venueAddress: "12 Main St, Springfield",
    },
    currency: "USD",
    lines: [
      { tierKey: "core", label: "Core Experience", quantity: 2, isAddOn: false, unitPriceMinor: 16800, subtotalMinor: 33600, discountMinor: 3360, totalMinor: 30240 },
      { tierKey: "vip", label: "VIP Upgrade", quantity: 1, isAddOn: true, unitPriceMinor: 5000, subtotalMinor: 5000, discountMinor: 0, totalMinor: 5000 },
    ],
    discounts: [{ code: "STUDIOFRIEND10", description: "10% off Core Experience", amountMinor: 3360 }],
    subtotalMinor: 38600,
    discountMinor: 3360,
    totalMinor: 35240,
    seatCount: 2,
    students: [{ position: 1, fullName: "Maya Lopez", age: 14, ageGroup: "13_and_up", parentName: "Jane Lopez", enrolled: true }],
    holdExpiresAt: "2026-02-01T10:15:00.000Z",
    paidAt: "2026-02-01T10:05:00.000Z",
    lastPaymentError: null,
    createdAt: "2026-02-01T10:00:00.000Z",
    ...overrides,
  };
}
