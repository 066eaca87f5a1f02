import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { captureConsole } from "./capture-console.server";
import { createLogger } from "./logger.server";

const saved = { ...console };
const savedWarningListeners = process.listeners("warning");

afterEach(() => {
  Object.assign(console, saved);
  process.removeAllListeners("warning");
  for (const listener of savedWarningListeners) process.on("warning", listener);
});

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  captureConsole(createLogger("debug", destination));
  return lines;
}

describe("captureConsole", () => {
  it("turns console output, errors with their stack included, into JSON lines", () => {
    const lines = capture();
    console.error(new Error("Cross-site POST form submissions are forbidden"));
    console.warn("pg notice: %s", "relation already exists");
    console.log("plain", 1);
    const parsed = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { stack: string } });
    expect(parsed).toHaveLength(3);
    expect(parsed[0]!.level).toBe(50);
    expect(parsed[0]!.err?.stack).toContain("Cross-site POST");
    expect(parsed[1]).toMatchObject({ level: 40, msg: "pg notice: relation already exists" });
    expect(parsed[2]).toMatchObject({ level: 30, msg: "plain 1" });
  });

  it("logs Node's process warnings as JSON instead of Node's plain-text printer", async () => {
    const lines = capture();
    expect(process.listeners("warning")).toHaveLength(1);
    process.emitWarning("Calling client.query() when the client is already executing a query is deprecated", "DeprecationWarning", "PG_DEP");
    await new Promise((resolve) => setImmediate(resolve));
    const parsed = lines.map((line) => JSON.parse(line) as { msg: string; warning?: { code?: string } });
    expect(parsed).toEqual([expect.objectContaining({ msg: "process warning", warning: expect.objectContaining({ code: "PG_DEP" }) })]);
  });
});
