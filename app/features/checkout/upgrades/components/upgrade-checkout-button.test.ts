import { afterEach, describe, expect, it, vi } from "vitest";
import { ticketUpgradeCopy } from "~/content/ticket-upgrades";
import { openUpgradeCheckout } from "./upgrade-checkout-button";

const copy = ticketUpgradeCopy.confirmation;

describe("the upgrade's pay button asking for Stripe's page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("posts through the site's postJson (JSON, same-origin credentials) and returns Stripe's address", async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true, kind: "redirect", url: "https://checkout.stripe.test/s/1" }, { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    expect(await openUpgradeCheckout("a.b/c")).toEqual({ ok: true, url: "https://checkout.stripe.test/s/1" });
    expect(fetch).toHaveBeenCalledWith("/api/upgrades/a.b%2Fc/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      body: "{}",
    });
  });

  it("shows the server's refusal, and the copy file's words when there is no answer", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ ok: false, code: "sold_out", message: ticketUpgradeCopy.refused.sold_out }, { status: 409 }));
    expect(await openUpgradeCheckout("t")).toEqual({ ok: false, message: ticketUpgradeCopy.refused.sold_out });
    vi.stubGlobal("fetch", async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(await openUpgradeCheckout("t")).toEqual({ ok: false, message: copy.failed });
    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await openUpgradeCheckout("t")).toEqual({ ok: false, message: copy.network });
  });
});
