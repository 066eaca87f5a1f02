/**
 * CSV as RFC 4180 describes it, for the team's exports: CRLF line ends, every field quoted when it
 * holds a comma, quote or line break, quotes doubled. A byte-order mark starts the file so spreadsheet
 * programs read it as UTF-8 (accents in names survive). Text cells that a spreadsheet would run as a
 * formula (starting with =, +, -, @, a tab or a carriage return) get a leading apostrophe; numbers are
 * written as numbers, so a negative amount stays a number.
 */
export type CsvCell = string | number | null | undefined;

const BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

/** A file name safe in a Content-Disposition header: lowercase letters, digits and dashes only. */
export function csvFileName(...parts: string[]): string {
  const stem = parts.join("-").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/-+/g, "-").replace(/^-|-$/g, "");
  return `${stem || "export"}.csv`;
}
