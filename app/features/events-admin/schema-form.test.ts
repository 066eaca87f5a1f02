import { describe, expect, it } from "vitest";
import { contemporaryClassSchema, pageConfigSchema } from "~/domain/page-config";
import { emptyValue, formNode, getAt, hasErrorUnder, pathId, setAt } from "./schema-form";

describe("the page editor's form drawn from the schema", () => {
  it("knows each part's control", () => {
    const shape = pageConfigSchema.shape;
    expect(formNode(shape.hero).kind).toBe("object");
    expect(formNode(shape.sections)).toMatchObject({ kind: "list" });
    expect(formNode(shape.whatToExpect)).toEqual({ kind: "choice", options: ["base", "extended", "extended_on_camera"] });
    expect(formNode(shape.pricing.shape.columns)).toEqual({ kind: "choice", options: [2, 3, 4] });
    expect(formNode(shape.pricing.shape.features)).toMatchObject({ kind: "map" });
    expect(formNode(shape.pricing.shape.showAuditionOnly).kind).toBe("boolean");
    expect(formNode(shape.pricing.shape.note, "note")).toEqual({ kind: "string", multiline: true });
    expect(formNode(shape.promoVideoId, "promoVideoId")).toEqual({ kind: "string", multiline: false });
  });

  it("makes an empty value with the required parts and the defaults, leaving optional parts out", () => {
    const empty = emptyValue(contemporaryClassSchema) as Record<string, unknown>;
    expect(empty).toEqual({ eyebrow: "", heading: "", intro: "", focus: [], locationLabel: "", instructor: { name: "", role: "", summary: "", bio: [], credits: [], portraitSrc: "" } });
    expect(emptyValue(pageConfigSchema.shape.actingCoach)).toEqual({ layout: "default" });
  });

  it("reads and writes a draft by path without touching the original", () => {
    const draft = { pricing: { features: { core: ["a", "b"] } }, sections: ["faq"] };
    const next = setAt(draft, ["pricing", "features", "core", 1], "c");
    expect(getAt(next, ["pricing", "features", "core"])).toEqual(["a", "c"]);
    expect(draft.pricing.features.core).toEqual(["a", "b"]);
    expect(setAt(next, ["pricing", "features", "core"], undefined)).toEqual({ pricing: { features: {} }, sections: ["faq"] });
    expect(getAt(next, ["nothing", 3])).toBeUndefined();
  });

  it("names fields by path for ids and finds errors under a part", () => {
    expect(pathId(["pricing", "features", "nh full", 0])).toBe("page-pricing-features-nh_full-0");
    expect(hasErrorUnder({ "pricing.features.core.1": "x" }, ["pricing"])).toBe(true);
    expect(hasErrorUnder({ "pricing.features.core.1": "x" }, ["pricingx"])).toBe(false);
    expect(hasErrorUnder({}, ["pricing"])).toBe(false);
  });
});
