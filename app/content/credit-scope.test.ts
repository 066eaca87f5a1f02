import { describe, expect, it } from "vitest";
import { describeMentorshipCohort } from "~/domain/mentorship-cohort";
import { applyCredit } from "~/domain/credits";
import { checkoutCopy } from "./checkout";
import { CREDIT_CURRENCY_NOTE } from "./credit-scope";
import { eventChangeEmails } from "./event-change-emails";
import { faqCategories } from "./faq";
import { termsPage } from "./pages/terms";
import { pricingCopy } from "./pricing";

const cohort = describeMentorshipCohort({ startsOn: "2025-12-01", minimumTermMonths: 3 }, new Date("2025-09-01T12:00:00Z"));

describe("a credit's currency, said wherever a credit is promised (issue 37, decision 0045)", () => {
  it("the cart spends a credit only in its own currency, so the promise says so", () => {
    expect(applyCredit({ credit: { currency: "USD", balanceMinor: 16800, heldMinor: 0 }, currency: "GBP", dueMinor: 10000 })).toEqual({ ok: false, reason: "credit_wrong_currency" });
    const promises = [
      checkoutCopy.refundPolicy.text,
      pricingCopy.refundPolicy.text,
      JSON.stringify(faqCategories(cohort)),
      JSON.stringify(termsPage(cohort)),
      eventChangeEmails.dateChange.noAnswer("$168"),
    ];
    for (const text of promises) expect(text).toMatch(/any city or date[^.]*currency|currency you paid/);
    expect(JSON.stringify(termsPage(cohort))).toContain(CREDIT_CURRENCY_NOTE);
    // The Terms say how a credit is used as the credit's email does: its code in the cart, not an email to the team.
    expect(JSON.stringify(termsPage(cohort))).toContain("type the code in the promo code field");
  });
});
