import { describe, expect, it } from "vitest";
import { addToFigures, afterFeesMinor, ledgerFigures, orderMoney, zeroFigures, type LedgerAmount } from "./ledger";

const row = (kind: LedgerAmount["kind"], amountMinor: number, extra: Partial<LedgerAmount> = {}): LedgerAmount => ({ kind, amountMinor, currency: "USD", ...extra });

describe("the provider's fees in the figures", () => {
  it("count as fees, in neither refunds nor net; after fees is net less them", () => {
    const f = addToFigures(addToFigures(addToFigures(zeroFigures("USD"), row("ticket_charge", 16800)), row("refund", -5000)), row("fee", -517));
    expect(f).toEqual({ currency: "USD", grossMinor: 16800, discountMinor: 0, creditMinor: 0, refundMinor: 5000, netMinor: 11800, feeMinor: 517 });
    expect(afterFeesMinor(f)).toBe(11283);
  });

  it("a fee given back (positive row) lowers the fees; a flagged fee or another currency's counts nowhere", () => {
    const [gbp, usd] = ledgerFigures([row("fee", -517), row("fee", 200), row("fee", -90, { flagged: true }), row("fee", -40, { currency: "GBP" })]);
    expect(gbp).toMatchObject({ currency: "GBP", feeMinor: 40, netMinor: 0 });
    expect(usd).toMatchObject({ currency: "USD", feeMinor: 317, netMinor: 0, refundMinor: 0 });
  });

  it("an order's fee is shown apart and never changes what went back or what is left", () => {
    expect(orderMoney([row("ticket_charge", 16800), row("refund", -5000), row("fee", -517)], "USD")).toEqual({ currency: "USD", paidMinor: 16800, refundedMinor: 5000, creditedMinor: 0, leftMinor: 11800, feeMinor: 517 });
  });
});
