import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

/** The current code of an authenticator app set up from an otpauth:// URI, as a phone would show it. */
export async function totpCode(totpUri: string): Promise<string> {
  const secret = new URL(totpUri).searchParams.get("secret");
  if (!secret) throw new Error("no secret in the otpauth URI");
  return createOTP(base32.decode(secret)).totp();
}
