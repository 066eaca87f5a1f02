import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { twoFactors, users } from "~/db/schema";

/** Better Auth's names: `totp` is the authenticator app, `otp` a code texted to the verified phone. */
export type SecondFactor = "totp" | "otp";

/**
 * The second factors an account has on: its authenticator app once a first code confirmed it, and
 * its phone when the phone factor is on and the number is verified. Sign-in asks for one of these.
 */
export async function secondFactorsOf(db: Pick<Db, "select">, userId: string): Promise<SecondFactor[]> {
  const [user] = await db.select({ phone: users.phoneNumber, verified: users.phoneNumberVerified, phoneFactor: users.phoneTwoFactor }).from(users).where(eq(users.id, userId));
  if (!user) return [];
  const [app] = await db
    .select({ id: twoFactors.id })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), eq(twoFactors.verified, true)))
    .limit(1);
  const on: SecondFactor[] = [];
  if (app) on.push("totp");
  if (user.phoneFactor && user.verified && user.phone) on.push("otp");
  return on;
}
