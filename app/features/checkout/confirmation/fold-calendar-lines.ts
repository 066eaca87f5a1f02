/** RFC 5545 §3.1: a content line is at most 75 octets, not counting its CRLF. */
const MAX_LINE_OCTETS = 75;

/**
 * Fold an iCalendar text's content lines at 75 octets of UTF-8: a longer line goes on in lines that
 * start with one space, and no character's bytes are split between two lines. Lines already
 * folded are unfolded first.
 */
export function foldCalendarLines(ics: string): string {
  return ics.replace(/\r\n[ \t]/g, "").split("\r\n").map(foldLine).join("\r\n");
}

function foldLine(line: string): string {
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  // for…of walks code points, so a surrogate pair (4 octets) is never cut in two either.
  for (const char of line) {
    const size = utf8Octets(char);
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(part);
      part = " ";
      octets = 1;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join("\r\n");
}

function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}
