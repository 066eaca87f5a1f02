import type { Db } from "~/db/client.server";
import type { SignInMethod } from "./sign-in-methods";
import { methodsOf, readAccountState } from "./sign-in-methods.server";

/**
 * The signed-in person's ways in, as Better Auth's `listAccounts` holds them (password, Google,
 * Apple) plus their verified phone number; each says whether it may be unlinked (never the last).
 */
export async function listSignInMethods(options: { db: Db; userId: string }): Promise<{ methods: SignInMethod[] }> {
  const state = await readAccountState(options.db, options.userId);
  return { methods: state ? methodsOf(state) : [] };
}
