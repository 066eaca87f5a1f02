import { describe, expect, it } from "vitest";
import { auditionAgeGroup } from "~/domain/age-groups";
import { fieldErrors } from "~/lib/form-errors";
import { auditionFormSchema, auditionMessages as m } from "./audition-schema";

const valid = { fullName: "Ada Stone", email: "ada@example.com", phone: "555-0100", age: "19", consent: true };
const errorsOf = (input: Record<string, unknown>) => {
  const r = auditionFormSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe("audition form rules", () => {
  it("accepts a valid adult registration and normalises it", () => {
    const r = auditionFormSchema.parse({ ...valid, email: "  Ada@Example.COM ", fullName: "  Ada Stone " });
    expect(r).toMatchObject({ fullName: "Ada Stone", email: "ada@example.com", age: 19, consent: true });
    expect(r.parentName).toBeUndefined();
  });

  it.each([
    [{ fullName: "" }, "fullName", m.fullName],
    [{ fullName: "   " }, "fullName", m.fullName],
    [{ fullName: "x".repeat(101) }, "fullName", m.fullName],
    [{ email: "" }, "email", m.email],
    [{ email: "ada@" }, "email", m.email],
    [{ email: "ada example.com" }, "email", m.email],
    [{ phone: "" }, "phone", m.phone],
    [{ phone: undefined }, "phone", m.phone],
    [{ age: "" }, "age", m.age],
    [{ age: "4" }, "age", m.age],
    [{ age: "100" }, "age", m.age],
    [{ age: "12.5" }, "age", m.age],
    [{ age: "abc" }, "age", m.age],
    [{ age: "15" }, "parentName", m.parentRequired],
    [{ age: "17", parentName: "  " }, "parentName", m.parentRequired],
    [{ age: "10", parentName: "p".repeat(101) }, "parentName", m.parentTooLong],
    [{ consent: false }, "consent", m.consent],
    [{ consent: undefined }, "consent", m.consent],
  ])("%o → %s: %s", (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toBe(message);
  });

  it("accepts the limits: name of 100, age 5 and 99, a guardian for a minor", () => {
    expect(errorsOf({ ...valid, fullName: "x".repeat(100) })).toEqual({});
    expect(errorsOf({ ...valid, age: "99" })).toEqual({});
    expect(errorsOf({ ...valid, age: 5, parentName: "Pat Stone" })).toEqual({});
    expect(errorsOf({ ...valid, age: "18" })).toEqual({});
    expect(errorsOf({ ...valid, age: "9", parentName: "p".repeat(100) })).toEqual({});
  });

  it("asks for a guardian as soon as the age says minor, even with other fields still empty", () => {
    expect(errorsOf({ age: "15" }).parentName).toBe(m.parentRequired);
    expect(errorsOf({ age: "abc" }).parentName).toBeUndefined();
  });

  it("keeps only short campaign tags", () => {
    expect(auditionFormSchema.parse({ ...valid, utmSource: "ig", utmCampaign: "" })).toMatchObject({ utmSource: "ig", utmCampaign: undefined });
    expect(errorsOf({ ...valid, utmMedium: "x".repeat(201) }).utmMedium).toBeDefined();
  });

  it("derives the age group: 12 and under, 13 and up", () => {
    expect([5, 12, 13, 99].map(auditionAgeGroup)).toEqual(["12_and_under", "12_and_under", "13_and_up", "13_and_up"]);
  });
});
