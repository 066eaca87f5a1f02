import { describe, expect, it } from "vitest";
import { loggedPath } from "./logged-path";

describe("loggedPath", () => {
  it("hides the token of a signed registration link and leaves other paths alone", () => {
    expect(loggedPath("/audition-registration/12.abcDEF_-x")).toBe("/audition-registration/[token]");
    expect(loggedPath("/hartford")).toBe("/hartford");
  });
});
