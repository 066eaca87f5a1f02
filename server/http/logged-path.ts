/**
 * A bearer link in a path (an order's, a registration's, a password reset's) is a key to someone's
 * record: it never goes into a log line. Any long token-like segment is masked, so a new route
 * with a token in its path is covered without being listed here.
 */
const TOKEN_SEGMENT = /^(?=.{20,}$)(?=.*[0-9A-Z_])[A-Za-z0-9_.~-]+$/;
/** Built assets carry a hash in their file name: a file name, not a key. */
const FILE_NAME = /\.[a-z0-9]{1,5}$/;
const SIGNED_PATH = /^(\/audition-registration\/)[^/]+/;

export function loggedPath(path: string): string {
  return path
    .replace(SIGNED_PATH, "$1[token]")
    .split("/")
    .map((segment) => (TOKEN_SEGMENT.test(segment) && !FILE_NAME.test(segment) ? "[token]" : segment))
    .join("/");
}
