import { z } from "zod";

/**
 * The one email rule every form uses: something@domain.tld, with no spaces, line breaks or second
 * '@' (so two addresses joined by a comma, or a header-injection line break, are refused), and no
 * control character (a NUL would reach the database, which refuses it).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
export const EMAIL_PATTERN = /^[^\s@,;<>\x00-\x1f\x7f]+@[^\s@,;<>\x00-\x1f\x7f]+\.[^\s@,;<>\x00-\x1f\x7f]+$/;

/** The same rule as a zod schema: trims, lower-cases and names the problem. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(EMAIL_PATTERN, "Please enter a valid email address");
