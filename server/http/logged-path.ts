/** A signed link in a path is a key to someone's record: it never goes into a log line. */
const SIGNED_PATH = /^(\/audition-registration\/)[^/]+/;

export function loggedPath(path: string): string {
  return path.replace(SIGNED_PATH, "$1[token]");
}
