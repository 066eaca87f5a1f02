/**
 * Who is asking, the auth instance other features' operations use, and the JSON API's admin guard.
 * Other features import this file, not the modules behind it (PUBLIC_ENTRY_POINTS in eslint.config.ts).
 */
export * from "./get-viewer.server";
export * from "./create-auth.server";
export * from "./require-admin-api.server";
export { isPhoneAccountEmail, phoneSchema } from "./auth-schemas";
export { secondFactorsOf, type SecondFactor } from "./second-factors.server";
