import type { ReactNode } from "react";
import { CONFIRM_FIELD, ConfirmSubmit, type ConfirmSubmitProps } from "~/components/confirm-submit";

export { CONFIRM_FIELD };

export interface ConfirmDialogProps extends Omit<ConfirmSubmitProps, "description"> {
  /** What will happen: fixed text, or worked out when the button is pressed from what the form holds then. */
  description: ReactNode | (() => ReactNode);
}

/**
 * The admin kit's confirm step for an irreversible form (a refund, a cancellation, a send to many):
 * the site's ConfirmSubmit (an accessible dialog once the page is interactive, a required box to tick
 * before that), taking a fixed description as well as a computed one. The form's action refuses a
 * submission without `confirm=yes` (CONFIRM_FIELD), so one click never does it.
 */
export function ConfirmDialog({ description, ...props }: ConfirmDialogProps) {
  return <ConfirmSubmit {...props} description={typeof description === "function" ? (description as () => ReactNode) : () => description} />;
}

/** Whether a submitted form carries the confirmation (`confirm=yes`), for the action's check. */
export function isConfirmed(form: FormData | Record<string, unknown>): boolean {
  const value = form instanceof FormData ? form.get(CONFIRM_FIELD.name) : form[CONFIRM_FIELD.name];
  return value === CONFIRM_FIELD.value;
}
