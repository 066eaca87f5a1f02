import { describe, expect, it } from "vitest";
import { cityFromPath, detectCity, mustClearForCity, VIRTUAL_CITY, type CityDetectionInput } from "./city-detection";

const names: Record<string, string> = { "Buford, GA": "hoschton", "London, UK": "london", "Boston, MA": "boston" };
const base: CityDetectionInput = {
  pathname: "/",
  knownSlugs: new Set(["hartford", "hoschton", "london", "boston", "victoria-bc"]),
  virtualPathMarkers: ["acting-for-dancers", "elite-mentorship-beta"],
  notInferred: ["london"],
  slugForName: (name) => names[name] ?? null,
  defaultCity: "hartford",
};

describe("city detection order", () => {
  it("1. virtual pages", () => {
    expect(detectCity({ ...base, pathname: "/acting-for-dancers", explicitChoice: "boston" })).toBe(VIRTUAL_CITY);
    expect(detectCity({ ...base, pathname: "/elite-mentorship-beta" })).toBe(VIRTUAL_CITY);
  });
  it("2. a single-segment lower-case path", () => {
    expect(detectCity({ ...base, pathname: "/victoria-bc", explicitChoice: "boston" })).toBe("victoria-bc");
    expect(detectCity({ ...base, pathname: "/Boston", savedCity: "hoschton" })).toBe("hoschton");
    expect(detectCity({ ...base, pathname: "/boston/extra", savedCity: "hoschton" })).toBe("hoschton");
  });
  it("3. an explicit stored choice, even London", () => {
    expect(detectCity({ ...base, explicitChoice: "london", savedCity: "boston" })).toBe("london");
  });
  it("4. a provided city name, London excluded", () => {
    expect(detectCity({ ...base, providedCityName: "Buford, GA", savedCity: "boston" })).toBe("hoschton");
    expect(detectCity({ ...base, providedCityName: "London, UK", savedCity: "boston" })).toBe("boston");
  });
  it("5. a saved city, not London; 6. the default", () => {
    expect(detectCity({ ...base, savedCity: "boston" })).toBe("boston");
    expect(detectCity({ ...base, savedCity: "london" })).toBe("hartford");
    expect(detectCity({ ...base, savedCity: "atlantis" })).toBe("hartford");
    expect(detectCity(base)).toBe("hartford");
  });
});

describe("clearing on a change of city", () => {
  it("clears only when both are known and differ", () => {
    expect(mustClearForCity("boston", "hartford")).toBe(true);
    expect(mustClearForCity("boston", "boston")).toBe(false);
    expect(mustClearForCity("boston", null)).toBe(false);
    expect(mustClearForCity(null, "boston")).toBe(false);
  });
  it("reads the city from a path", () => {
    expect(cityFromPath("/hoschton", base.knownSlugs)).toBe("hoschton");
    expect(cityFromPath("/nowhere", base.knownSlugs)).toBeNull();
  });
});
