/**
 * Text from the public (names, subjects, error messages) made safe to print in a terminal: control
 * characters, such as ESC sequences that recolour, move the cursor or rewrite the screen, become
 * visible escapes (`\x1b`). Line breaks and tabs are kept only where `keepLines` says so.
 */
export function terminalSafe(value: string, options: { keepLines?: boolean } = {}): string {
  // C0 controls, DEL, C1 controls, and the Unicode line/paragraph separators and bidi overrides.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (ch) => {
    if (options.keepLines && (ch === "\n" || ch === "\t")) return ch;
    const code = ch.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
