import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, logRequestLine } from "./logger.server";
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

describe("a request's line written directly", () => {
  it("is the line pino writes for the same fields, bindings included, and nothing below the info level", () => {
    const { logger, text } = capture();
    const child = logger.child({ worker: 2 });
    const line = { method: "GET", path: '/hartford/"quoted"\\back', status: 200, ms: 3 };
    child.info(line, "request");
    logRequestLine(child, line);
    const [byPino, direct] = text().trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(Object.keys(direct!)).toEqual(Object.keys(byPino!));
    expect({ ...direct, time: 0 }).toEqual({ ...byPino, time: 0 });
    expect(Math.abs((direct!.time as number) - (byPino!.time as number))).toBeLessThan(1000);

    const quiet = capture();
    quiet.logger.level = "warn";
    logRequestLine(quiet.logger, line);
    expect(quiet.text()).toBe("");
  });
});

