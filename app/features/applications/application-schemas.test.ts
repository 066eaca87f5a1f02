import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/lib/form-errors";
import { applicationMessages as m, applicationSchemas } from "./application-schemas";

const adult = { fullName: "Rae Lin", email: "Rae@Example.com", age: "22" };
const errors = (kind: keyof typeof applicationSchemas, input: Record<string, unknown>) => {
  const r = applicationSchemas[kind].safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe("application forms", () => {
  it("scholarship: needs a city and a story of 20+ characters; minors name a guardian", () => {
    const ok = { ...adult, city: "Hartford, CT", story: "I have danced for ten years and want to learn on camera." };
    expect(errors("scholarship", ok)).toEqual({});
    expect(errors("scholarship", { ...ok, city: "" }).city).toBe(m.city);
    expect(errors("scholarship", { ...ok, story: "too short" }).story).toBe(m.story);
    expect(errors("scholarship", { ...ok, age: "14" }).parentName).toBe(m.parentRequired);
    expect(errors("scholarship", { ...ok, links: ["not a url"] }).links).toBe(m.link);
    expect(applicationSchemas.scholarship.parse({ ...ok, links: ["", "https://x.test/reel"] }).links).toEqual(["https://x.test/reel"]);
  });

  it("talent: needs at least one link, at most five", () => {
    expect(errors("talent", { ...adult, links: [] }).links).toBe(m.needLink);
    expect(errors("talent", { ...adult, links: ["https://a.test"] })).toEqual({});
    expect(errors("talent", { ...adult, links: Array(6).fill("https://a.test") }).links).toBe(m.tooManyLinks);
    expect(errors("talent", { ...adult, links: ["javascript:alert(1)"] }).links).toBe(m.link);
  });

  it("audition video: needs the city, a video link and consent", () => {
    const ok = { ...adult, eventSlug: "boston", videoUrl: "https://video.test/v/1", consent: true };
    expect(errors("audition_video", ok)).toEqual({});
    expect(errors("audition_video", { ...ok, eventSlug: "" }).eventSlug).toBe(m.event);
    expect(errors("audition_video", { ...ok, videoUrl: "video" }).videoUrl).toBe(m.video);
    expect(errors("audition_video", { ...ok, consent: false }).consent).toBe(m.consent);
    expect(errors("audition_video", { ...ok, age: "9" }).parentName).toBe(m.parentRequired);
  });

  it("opportunity: needs a phone", () => {
    expect(errors("opportunity", { ...adult, phone: "" }).phone).toBe(m.phone);
    expect(errors("opportunity", { ...adult, phone: "555" })).toEqual({});
  });

  it("shares the audition rules for name, email and age", () => {
    expect(errors("demo_reel", { ...adult, fullName: "" }).fullName).toBe(m.fullName);
    expect(errors("demo_reel", { ...adult, email: "x" }).email).toBe(m.email);
    expect(errors("demo_reel", { ...adult, age: "100" }).age).toBe(m.age);
    expect(applicationSchemas.demo_reel.parse(adult).email).toBe("rae@example.com");
  });
});
