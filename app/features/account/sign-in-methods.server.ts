import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { accounts, users } from "~/db/schema";
import { isPhoneAccountEmail } from "~/features/auth/auth.server";
import type { SignInMethod, SignInMethodKind } from "./sign-in-methods";

interface AccountState {
  email: string;
  phone: string | null;
  accounts: Array<{ id: string; providerId: string }>;
}

export const PHONE_METHOD_ID = "phone";

export function kindOf(providerId: string): SignInMethodKind {
  if (providerId === "credential") return "password";
  if (providerId === "google" || providerId === "apple") return providerId;
  return "other";
}

/**
 * Ways in that still work: a provider always; the phone's texted codes; a password only through
 * a real email address or a verified phone number (a phone account's placeholder address signs nobody in).
 */
export function usableWaysIn(state: AccountState): number {
  let count = state.phone ? 1 : 0;
  for (const a of state.accounts) {
    if (a.providerId !== "credential") count++;
    else if (!isPhoneAccountEmail(state.email) || state.phone) count++;
  }
  return count;
}

export function withoutMethod(state: AccountState, id: string): AccountState {
  if (id === PHONE_METHOD_ID) return { ...state, phone: null };
  return { ...state, accounts: state.accounts.filter((a) => a.id !== id) };
}

export async function readAccountState(db: Pick<Db, "select">, userId: string): Promise<AccountState | null> {
  const [user] = await db.select({ email: users.email, phone: users.phoneNumber, phoneVerified: users.phoneNumberVerified }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const rows = await db.select({ id: accounts.id, providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, userId));
  return { email: user.email, phone: user.phoneVerified && user.phone ? user.phone : null, accounts: rows };
}

export function methodsOf(state: AccountState): SignInMethod[] {
  const canUnlink = (id: string) => usableWaysIn(withoutMethod(state, id)) > 0;
  const methods: SignInMethod[] = state.accounts.map((a) => {
    const kind = kindOf(a.providerId);
    return { id: a.id, kind, detail: kind === "password" && !isPhoneAccountEmail(state.email) ? state.email : null, canUnlink: canUnlink(a.id) };
  });
  if (state.phone) methods.push({ id: PHONE_METHOD_ID, kind: "phone", detail: state.phone, canUnlink: canUnlink(PHONE_METHOD_ID) });
  const order: SignInMethodKind[] = ["password", "phone", "google", "apple", "other"];
  return methods.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}

export type { AccountState };
