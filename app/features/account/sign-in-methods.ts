/** One way into an account: its password, its verified phone number (texted codes), or an identity provider. */
export type SignInMethodKind = "password" | "phone" | "google" | "apple" | "other";

export interface SignInMethod {
  /** `phone` for the phone number; otherwise the Better Auth account row's id. */
  id: string;
  kind: SignInMethodKind;
  /** What it is known by: the email for a password, the number for the phone; null for a provider. */
  detail: string | null;
  /** False when it is the last way in: removing it would lock the person out. */
  canUnlink: boolean;
}
