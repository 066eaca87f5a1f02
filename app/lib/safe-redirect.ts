const PROBE_ORIGIN = "http://x";

/**
 * A place on this site to send someone back to, from a value anyone can write into a link
 * (`?redirectTo=`): the normalised path, query and fragment, or null when the value is absent or
 * could lead anywhere else.
 *
 * Refused: anything that is not a path starting with "/", another origin once parsed the way a
 * browser parses it (`//host`, `/\t/host`, `https://host`, `javascript:`), a backslash, a control
 * character or any character outside printable ASCII (the raw value, or once percent-decoded: CR
 * and LF would break the Location header, `/%2F` decodes to `//`), and a path that starts with
 * `//` after normalisation (`/.//host`). Our own links are already percent-encoded ASCII, so
 * refusing the rest costs nothing. Pure: usable in the browser and on the server.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 2048) return null;
  if (!/^[\x20-\x7e]*$/.test(value) || value.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(decoded) || decoded.startsWith("//")) return null;
  return path;
}
