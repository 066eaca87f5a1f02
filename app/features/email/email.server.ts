/**
 * The email machinery other features use: queueing, rendering a feature's own email with its context,
 * the account emails, the worker and the outbox list. Templates are each feature's own (built from templates/kit).
 * Other features import this file, not the modules behind it (PUBLIC_ENTRY_POINTS in eslint.config.ts).
 */
export * from "./enqueue-email.server";
export * from "./render-outgoing-email.server";
export * from "./create-email-context.server";
export * from "./account-emails.server";
export * from "./start-email-worker.server";
export * from "./list-outbox.server";
