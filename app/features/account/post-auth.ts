import { accountCopy } from "~/content/account";
import { postJson } from "~/lib/post-json";

export type AuthResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/** POST to Better Auth (/api/auth) from the browser; failures come back in words a person can act on, never as throws. */
export async function postAuth<T = Record<string, unknown>>(path: string, body: unknown = {}): Promise<AuthResult<T>> {
  const { httpStatus, answer } = await postJson<T & { code?: unknown; message?: unknown }>(`/api/auth${path}`, body);
  if (httpStatus >= 200 && httpStatus < 300) return { ok: true, data: answer ?? ({} as T) };
  const { code, message } = answer ?? {};
  return { ok: false, status: httpStatus, message: authErrorMessage(httpStatus, typeof code === "string" ? code : undefined, typeof message === "string" ? message : undefined) };
}

function authErrorMessage(status: number, code: string | undefined, message: string | undefined): string {
  const words = accountCopy.errors;
  if (status === 0) return words.network;
  if (status === 429) return words.tooMany;
  if (status === 401 && (code === undefined || code === "UNAUTHORIZED")) return words.signedOut;
  switch (code) {
    case "INVALID_PASSWORD":
    case "INVALID_EMAIL_OR_PASSWORD":
      return words.wrongPassword;
    case "INVALID_CODE":
    case "INVALID_TWO_FACTOR_COOKIE":
      return words.wrongCode;
    default:
      return message || words.generic;
  }
}
