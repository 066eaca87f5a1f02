import { describe, expect, it } from "vitest";
import { ticketUpgradeCopy } from "./ticket-upgrades";

const { invite, done } = ticketUpgradeCopy.emails;

describe("the upgrade emails' words", () => {
  it("add an offer whose own name already says Upgrade, and move a ticket up to any other", () => {
    expect(invite.link(invite.unnamed, "Pro Track VIP Upgrade", "$249")).toBe("Add Pro Track VIP Upgrade to a ticket for $249 more");
    expect(invite.link("Dancer 1", "Pro Track", "$220")).toBe("Upgrade Dancer 1 to Pro Track for $220 more");
    expect(done.body("Dancer 1", "Full Weekend Pass", "Pro Track VIP Upgrade", "$249", "CB-1")).toBe("Dancer 1 now has Pro Track VIP Upgrade with Full Weekend Pass on order CB-1. We charged $249.");
    expect(done.body("Dancer 1", "Core Experience", "Pro Track", "$220", "CB-2")).toBe("Dancer 1 moved from Core Experience to Pro Track on order CB-2. We charged $220.");
  });
});
