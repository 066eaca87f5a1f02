import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { accounts, users } from "~/db/schema";
import { PHONE_METHOD_ID, readAccountState, usableWaysIn, withoutMethod } from "./sign-in-methods.server";

export const unlinkSignInMethodSchema = z.object({ intent: z.literal("unlink-sign-in-method"), method: z.string().trim().min(1).max(200) });

export type UnlinkSignInMethodResult = { ok: true } | { ok: false; reason: "not_found" | "last_method" };

/**
 * Removes one of the signed-in person's ways in (an identity provider, the password, or the phone
 * number), refused when no other way in would remain. Checked and written in one transaction.
 */
export async function unlinkSignInMethod(options: { db: Db; userId: string; method: string }): Promise<UnlinkSignInMethodResult> {
  const { userId, method } = options;
  return options.db.transaction(async (tx) => {
    // The user row is locked first, so two unlinks at once cannot each leave the other as the last.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const state = await readAccountState(tx, userId);
    if (!state) return { ok: false, reason: "not_found" } as const;
    const known = method === PHONE_METHOD_ID ? state.phone !== null : state.accounts.some((a) => a.id === method);
    if (!known) return { ok: false, reason: "not_found" } as const;
    if (usableWaysIn(withoutMethod(state, method)) === 0) return { ok: false, reason: "last_method" } as const;
    if (method === PHONE_METHOD_ID) await tx.update(users).set({ phoneNumber: null, phoneNumberVerified: false }).where(eq(users.id, userId));
    else await tx.delete(accounts).where(and(eq(accounts.id, method), eq(accounts.userId, userId)));
    return { ok: true } as const;
  });
}
