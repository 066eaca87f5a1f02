import { signRecordToken, verifyRecordToken } from "~/lib/signed-token.server";

const PURPOSE = "date-change-response";

/** The buyer's link to answer a date change: signed with the app secret, naming their response row. */
export function dateChangeResponseUrl(options: { siteUrl: string; secret: string; responseId: number }): string {
  return `${options.siteUrl}/date-change/${signRecordToken(options.secret, PURPOSE, options.responseId)}`;
}

export function readDateChangeToken(secret: string, token: string): number | null {
  return verifyRecordToken(secret, PURPOSE, token);
}
