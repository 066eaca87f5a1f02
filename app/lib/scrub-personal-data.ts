const EMAIL = /[^\s@<>()",;:'`]+@[^\s@<>()",;:'`]+\.[A-Za-z]{2,}/g;

/**
 * Personal data out of a log text: email addresses become `[email]`, and the parameter list a failed
 * database query appends ("params: jo@example.com,555-0101,…", where names and phone numbers sit) is
 * dropped. The SQL itself stays: it is what an engineer needs.
 */
export function scrubPersonalData(text: string): string {
  return text.replace(/\bparams:[^\n]*/g, "params: [redacted]").replace(EMAIL, "[email]");
}

/** The same for every string inside a serialized value (an error with its causes), and no `params` keys. */
export function scrubDeep<T>(value: T, depth = 0): T {
  if (depth > 6) return value;
  if (typeof value === "string") return scrubPersonalData(value) as T;
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, depth + 1)) as T;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === "params" || k === "parameters" ? "[redacted]" : scrubDeep(v, depth + 1)]),
    ) as T;
  }
  return value;
}
