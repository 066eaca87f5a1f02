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

/**
 * Errors keyed by the fields a form shows. A message whose path lies under a listed field
 * (`links.1` under `links`) is filed under that field, the first message winning; any other key is
 * kept as it is. Without a list the errors are returned unchanged.
 */
export function foldErrors(errors: FieldErrors, fields?: readonly string[]): FieldErrors {
  if (!fields) return errors;
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (!message) continue;
    const owner = fields.includes(key) ? key : fields.filter((f) => key.startsWith(`${f}.`)).sort((a, b) => b.length - a.length)[0];
    out[owner ?? key] ??= message;
  }
  return out;
}

/** The first field, in the form's order, with a message in any of the error maps. */
export function firstInvalid(fields: readonly string[], ...errorMaps: FieldErrors[]): string | undefined {
  return fields.find((f) => errorMaps.some((errors) => Boolean(errors[f])));
}

/** The errors without the one at `path` and those under it: what was typed there answers them. */
export function withoutPath(errors: FieldErrors, path: string): FieldErrors {
  const kept = Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/** The message to show per touched field: the form's own check first, then the server's. */
export function visibleErrors(touched: Record<string, boolean>, own: FieldErrors, server: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const key of new Set([...Object.keys(own), ...Object.keys(server)])) {
    const message = own[key] || server[key];
    if (touched[key] && message) out[key] = message;
  }
  return out;
}
