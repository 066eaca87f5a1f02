import { describe, expect, it } from "vitest";
import { inventedPrices } from "./ask-language-model.server";

describe("inventedPrices (a local fake model's reply against the tools' facts)", () => {
  const facts = JSON.stringify({ tickets: [{ ticket: "Core Experience", price: "$119" }, { ticket: "Pro Track", price: "$328" }] });
  it("accepts a reply whose prices the tools returned", () => {
    expect(inventedPrices("The Pro Track in Orlando is $328.", facts)).toEqual([]);
  });
  it("refuses a price the tools never returned", () => {
    expect(inventedPrices("Upgrading costs $240 more.", facts)).toEqual(["240"]);
  });
});
