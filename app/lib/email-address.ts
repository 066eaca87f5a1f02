/**
 * The one email rule every form uses: something@domain.tld, with no spaces, line breaks or second
 * '@' (so two addresses joined by a comma, or a header-injection line break, are refused).
 */
export const EMAIL_PATTERN = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;
