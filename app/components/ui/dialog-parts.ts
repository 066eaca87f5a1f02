import { createContext, useContext, type RefObject } from "react";
import type * as DialogPrimitive from "@radix-ui/react-dialog";

/** What a dialog's light shell (always loaded) shares with its content (loaded on first open). */
export interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The DialogTrigger, if the dialog has one: focus returns to it on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The content's id, which the trigger's aria-controls names while open. */
  contentId: string;
}

export const DialogStateContext = createContext<DialogState | null>(null);

export function useDialogState(part: string): DialogState {
  const state = useContext(DialogStateContext);
  if (!state) throw new Error(`${part} must be used inside <Dialog>`);
  return state;
}

/** Radix's title and description: the loaded content hands them to the parts rendered inside it. */
export interface DialogParts {
  Title: typeof DialogPrimitive.Title;
  Description: typeof DialogPrimitive.Description;
}

export const DialogPartsContext = createContext<DialogParts | null>(null);

export function useDialogParts(part: string): DialogParts {
  const parts = useContext(DialogPartsContext);
  if (!parts) throw new Error(`${part} must be used inside <DialogContent>`);
  return parts;
}
