import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { accounts, users } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import { secondFactorsOf } from "~/features/auth/auth.server";
import { kindOf, PHONE_METHOD_ID, readAccountState, usableWaysIn, withoutMethod } from "./sign-in-methods.server";

export const unlinkSignInMethodSchema = z.object({ intent: z.literal("unlink-sign-in-method"), method: z.string().trim().min(1).max(200) });

export type UnlinkSignInMethodResult = { ok: true } | { ok: false; reason: "not_found" | "last_method" };

/**
 * Removes one of the signed-in person's ways in (an identity provider, the password, or the phone
 * number), refused when no other way in would remain. Checked, written and audit-logged in one
 * transaction; the phone number takes the phone factor with it.
 */
export async function unlinkSignInMethod(options: { db: Db; userId: string; method: string; actor: AuditActor; now: Date }): Promise<UnlinkSignInMethodResult> {
  const { userId, method } = options;
  return options.db.transaction(async (tx) => {
    // The user row is locked first, so two unlinks at once cannot each leave the other as the last.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const state = await readAccountState(tx, userId);
    if (!state) return { ok: false, reason: "not_found" } as const;
    const known = method === PHONE_METHOD_ID ? state.phone !== null : state.accounts.some((a) => a.id === method);
    if (!known) return { ok: false, reason: "not_found" } as const;
    if (usableWaysIn(withoutMethod(state, method)) === 0) return { ok: false, reason: "last_method" } as const;
    const kind = method === PHONE_METHOD_ID ? "phone" : kindOf(state.accounts.find((a) => a.id === method)!.providerId);
    if (method === PHONE_METHOD_ID) {
      const appOn = (await secondFactorsOf(tx, userId)).includes("totp");
      await tx.update(users).set({ phoneNumber: null, phoneNumberVerified: false, phoneTwoFactor: false, twoFactorEnabled: appOn }).where(eq(users.id, userId));
    } else await tx.delete(accounts).where(and(eq(accounts.id, method), eq(accounts.userId, userId)));
    // Who removed which way in, and from which account (the number or email it was known by stays out of the log).
    await recordAudit({ db: tx, actor: options.actor, action: "account.sign-in-method.unlink", target: userId, details: { kind, remaining: usableWaysIn(withoutMethod(state, method)) }, now: options.now });
    return { ok: true } as const;
  });
}
