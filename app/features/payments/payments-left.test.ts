import { describe, expect, it } from "vitest";
import { paymentsLeft } from "./payments-left";

describe("paymentsLeft", () => {
  const order = { upgradeId: null, paidMinor: 33600, refundedMinor: 0 };
  const upgrade = { upgradeId: 7, paidMinor: 22000, refundedMinor: 0 };

  it("leaves each payment what it took, less its own refunds", () => {
    expect(paymentsLeft([{ ...order, refundedMinor: 1000 }, { ...upgrade, refundedMinor: 2000 }], 0).map((p) => p.leftMinor)).toEqual([32600, 20000]);
  });

  it("lets a credit cover the order's payment first, then the upgrade's", () => {
    expect(paymentsLeft([order, upgrade], 40000).map((p) => p.leftMinor)).toEqual([0, 15600]);
    expect(paymentsLeft([order, upgrade], 10000).map((p) => p.leftMinor)).toEqual([23600, 22000]);
    expect(paymentsLeft([order, upgrade], 99999).map((p) => p.leftMinor)).toEqual([0, 0]);
  });

  it("does not count a credit twice against what was already refunded", () => {
    expect(paymentsLeft([{ ...order, refundedMinor: 33600 }, upgrade], 5000).map((p) => p.leftMinor)).toEqual([0, 17000]);
  });
});
