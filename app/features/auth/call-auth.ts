import { authCopy, authPageCopy } from "~/content/auth";

/** What an /api/auth call came back with, in words a person can act on. */
export type AuthAnswer<T> = { ok: true; data: T } | { ok: false; status: number; code: string | undefined; message: string };

/**
 * POST to Better Auth (mounted at /api/auth) from the browser. Failures come back as answers, never
 * throws, with Better Auth's codes turned into the page's words.
 */
export async function callAuth<T = Record<string, unknown>>(path: string, body: unknown = {}): Promise<AuthAnswer<T>> {
  let res: Response;
  try {
    res = await fetch(`/api/auth${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: undefined, message: authPageCopy.messages.network };
  }
  const json = (await res.json().catch(() => null)) as (T & { code?: string; message?: string }) | null;
  if (res.ok) return { ok: true, data: (json ?? {}) as T };
  return { ok: false, status: res.status, code: json?.code, message: messageFor(res.status, json?.code, json?.message) };
}

function messageFor(status: number, code: string | undefined, message: string | undefined): string {
  const words = authPageCopy.messages;
  if (status === 429) return message && message !== "Too many requests. Please try again later." ? message : authCopy.tooManyFromClient;
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
    case "INVALID_PASSWORD":
      return words.wrongPassword;
    case "INVALID_PHONE_NUMBER_OR_PASSWORD":
    case "PHONE_NUMBER_NOT_VERIFIED":
      return words.wrongPhonePassword;
    case "OTP_NOT_FOUND":
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return words.emailTaken;
    case "INVALID_OTP":
    case "OTP_EXPIRED":
    case "TOO_MANY_ATTEMPTS":
      return words.wrongCode;
    case "INVALID_CODE":
    case "INVALID_TWO_FACTOR_COOKIE":
      return words.wrongTotp;
    case "INVALID_TOKEN":
      return words.resetInvalid;
    default:
      // Our own checks (missing email or password) speak plainly already; Better Auth's other words are for developers.
      return status === 400 && message ? message : words.generic;
  }
}
