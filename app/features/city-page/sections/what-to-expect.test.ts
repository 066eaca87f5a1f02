import { describe, expect, it } from "vitest";
import { whatToExpectLists } from "~/content/city-sections";

const titles = (variant: keyof typeof whatToExpectLists) => whatToExpectLists[variant].map((i) => i.title);

describe("What to Expect lists", () => {
  it("base: classes, Q&A, on file, leave ignited", () => {
    const base = titles("base");
    expect(base).toHaveLength(4);
    expect(base[0]).toMatch(/high-energy dance classes/i);
    expect(whatToExpectLists.base[0]?.detail).toMatch(/jazz, street, theater and funk/i);
    expect(base[1]).toMatch(/Q&A/);
    expect(base[2]).toMatch(/on file/i);
    expect(base[3]).toMatch(/ignited, inspired and hungry/i);
  });

  it("extended: the base list, then stunts with a stuntwoman and a free month of Acting For Dancers", () => {
    const extended = whatToExpectLists.extended;
    expect(extended.slice(0, 4)).toEqual(whatToExpectLists.base);
    expect(extended).toHaveLength(6);
    expect(extended[4]?.title).toMatch(/stunts for dancers/i);
    expect(extended[4]?.detail).toMatch(/stuntwoman/i);
    expect(extended[5]?.title).toMatch(/1 month of Acting For Dancers/);
    expect(titles("extended")).not.toContain("On-camera Class");
  });

  it("extended on camera: the extended list between two On-camera Class items", () => {
    const list = titles("extended_on_camera");
    expect(list).toHaveLength(8);
    expect(list[0]).toBe("On-camera Class");
    expect(list[list.length - 1]).toBe("On-camera Class");
    expect(whatToExpectLists.extended_on_camera.slice(1, -1)).toEqual(whatToExpectLists.extended);
  });
});
