import { afterEach, beforeEach } from "vitest";

/**
 * A test fails when something it runs writes to console.error unexpectedly (a React warning, an
 * unhandled rejection logged by a library): such output used to scroll past in a green run. A test
 * that expects an error spies on console.error itself (vi.spyOn(console, "error")), which replaces
 * this watcher for that test.
 */
const original = console.error;
let unexpected: unknown[][] = [];

beforeEach(() => {
  unexpected = [];
  console.error = (...args: unknown[]) => {
    unexpected.push(args);
    original(...args);
  };
});

afterEach(() => {
  const calls = unexpected;
  unexpected = [];
  console.error = original;
  if (calls.length > 0)
    throw new Error(`console.error was called ${calls.length} time(s) during this test:\n${calls.map((args) => args.map(printable).join(" ").slice(0, 500)).join("\n")}`);
});

function printable(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  return typeof value === "string" ? value : JSON.stringify(value) ?? String(value);
}
