import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.server";
import { scrubPersonalData } from "./scrub-personal-data";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger("info", stream), text: () => lines.join("") };
}

describe("logs without personal data", () => {
  it("scrubs a failed query's parameters and any address from an error and its cause", () => {
    const { logger, text } = capture();
    const cause = Object.assign(new Error('duplicate key value violates unique constraint: Key (email)=(jo.park@example.com) already exists.'), { detail: "Key (email)=(jo.park@example.com)" });
    const err = new Error('Failed query: insert into "audition_registrations" ("full_name", "email", "phone") values ($1, $2, $3)\nparams: Jo Park,jo.park@example.com,555-0101', { cause });
    logger.error({ err, path: "/api/events/hartford/auditions" }, "api error");
    const out = text();
    expect(out).toContain("Failed query: insert into");
    for (const secret of ["jo.park@example.com", "555-0101", "Jo Park"]) expect(out).not.toContain(secret);
  });

  it("redacts personal fields logged by name", () => {
    const { logger, text } = capture();
    // A phone number that no timestamp in the line can contain by chance.
    logger.info({ form: { email: "a@b.co", phone: "+1 860-555-0142", fullName: "Sam Lee" } }, "x");
    expect(text()).not.toMatch(/a@b\.co|860-555-0142|Sam Lee/);
  });

  it("leaves ordinary text alone", () => {
    expect(scrubPersonalData("GET /hartford 200 in 12 ms")).toBe("GET /hartford 200 in 12 ms");
  });
});
