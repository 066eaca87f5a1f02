import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { accounts, users } from "~/db/schema";
import { secondFactorsOf } from "~/features/auth/auth.server";

export type SetPhoneFactorResult = { ok: true; on: boolean } | { ok: false; reason: "not_found" | "no_phone" | "no_password" | "wrong_password" };

/**
 * Turns the phone factor on or off: sign-in then asks for (or stops asking for) a code texted to the
 * account's verified number, besides the authenticator app. The password is asked again first.
 * Two-step sign-in stays on while either factor is (users.two_factor_enabled, which Better Auth reads).
 */
export async function setPhoneFactor(options: {
  db: Db;
  userId: string;
  on: boolean;
  password: string;
  /** Better Auth's own password check (its hasher): `(await auth.$context).password.verify`. */
  verifyPassword: (input: { hash: string; password: string }) => Promise<boolean>;
}): Promise<SetPhoneFactorResult> {
  const { db, userId, on } = options;
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  if (!credential?.hash) return { ok: false, reason: "no_password" };
  if (!(await options.verifyPassword({ hash: credential.hash, password: options.password }))) return { ok: false, reason: "wrong_password" };
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ phone: users.phoneNumber, verified: users.phoneNumberVerified }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) return { ok: false, reason: "not_found" } as const;
    if (on && !(user.phone && user.verified)) return { ok: false, reason: "no_phone" } as const;
    const appOn = (await secondFactorsOf(tx, userId)).includes("totp");
    await tx.update(users).set({ phoneTwoFactor: on, twoFactorEnabled: on || appOn, updatedAt: new Date() }).where(eq(users.id, userId));
    return { ok: true, on } as const;
  });
}
