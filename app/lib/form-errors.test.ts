import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldPathErrors, firstInvalid, foldErrors, visibleErrors, withoutPath } from "./form-errors";

const order = z.object({
  buyer: z.object({ email: z.string().email("Email?") }),
  students: z.array(z.object({ fullName: z.string().min(1, "Name?"), age: z.number({ error: "Age?" }) })).min(1, "Add a student"),
  links: z.array(z.string().url("Link?")),
});

describe("form errors by path", () => {
  it("keys a nested parse's messages by their full path, first message per path", () => {
    const result = order.safeParse({ buyer: { email: "no" }, students: [{ fullName: "Maya", age: 14 }, { fullName: "", age: "x" }], links: ["ok", "https://a.example"] });
    expect(result.success).toBe(false);
    expect(fieldPathErrors(result.error!)).toEqual({ "buyer.email": "Email?", "students.1.fullName": "Name?", "students.1.age": "Age?", "links.0": "Link?" });
  });

  it("files a message under the nearest listed field and keeps the others as they are", () => {
    const errors = { "links.1": "Link?", "links.0": "Other link?", "students.0.age": "Age?", "students.0": "Student?", eventSlug: "Unknown event" };
    expect(foldErrors(errors, ["links", "students.0.age", "students"])).toEqual({ links: "Link?", "students.0.age": "Age?", students: "Student?", eventSlug: "Unknown event" });
    expect(foldErrors(errors, ["students.0", "students"])["students.0"]).toBe("Age?");
    expect(foldErrors(errors)).toBe(errors);
  });

  it("finds the first invalid field in the form's order, from either map", () => {
    const fields = ["buyer.email", "students.0.fullName", "students.0.age"];
    expect(firstInvalid(fields, { "students.0.age": "Age?" }, { "students.0.fullName": "Taken" })).toBe("students.0.fullName");
    expect(firstInvalid(fields, { "students.0.age": "" })).toBeUndefined();
    expect(firstInvalid(fields, { eventSlug: "Unknown event" })).toBeUndefined();
  });

  it("drops the errors at a path and under it when it is typed again, and no others", () => {
    const errors = { buyer: "Buyer?", "buyer.email": "Email?", buyerNote: "Note?", "students.0.age": "Age?" };
    expect(withoutPath(errors, "buyer")).toEqual({ buyerNote: "Note?", "students.0.age": "Age?" });
    expect(withoutPath(errors, "phone")).toBe(errors);
  });

  it("shows touched fields only, the form's own check before the server's", () => {
    const shown = visibleErrors({ email: true, "students.0.age": true }, { email: "Email?" }, { email: "Taken", "students.0.age": "Too young", phone: "Phone?" });
    expect(shown).toEqual({ email: "Email?", "students.0.age": "Too young" });
  });
});
