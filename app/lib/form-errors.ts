import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** The first message per field of a failed parse, keyed by the field's top-level name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
