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

/** The first message per field of a failed parse, keyed by the field's full path (`buyer.email`, `students.0.age`). */
export function fieldPathErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    out[key] ??= issue.message;
  }
  return out;
}
