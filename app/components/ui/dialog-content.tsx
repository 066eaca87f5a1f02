import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef, type ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { DialogPartsContext, type DialogParts, type DialogState } from "./dialog-parts";

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content>;

const parts: DialogParts = { Title: DialogPrimitive.Title, Description: DialogPrimitive.Description };

/**
 * The Radix dialog behind `DialogContent`, in its own chunk: a page loads it when a dialog first
 * opens (or when a visitor reaches for a trigger), not with the page. Focus moves into the dialog,
 * stays there, Escape and the close button close it, and focus goes back to the trigger (or, for a
 * dialog opened from code, to whatever had focus before it opened).
 */
export default function RadixDialog({
  state,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps & { state: DialogState }) {
  const returnFocusTo = useRef<Element | null>(null);
  return (
    <DialogPrimitive.Root open={state.open} onOpenChange={state.setOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm data-[state=open]:animate-in" />
        <DialogPrimitive.Content
          id={state.contentId}
          className={cn(
            "fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-white/10 bg-stage-900 p-6 text-neutral-100 shadow-2xl",
            className,
          )}
          onOpenAutoFocus={(event) => {
            returnFocusTo.current = document.activeElement;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            const target = state.triggerRef.current ?? returnFocusTo.current;
            if (target instanceof HTMLElement && target.isConnected) target.focus();
          }}
          {...props}
        >
          <DialogPartsContext.Provider value={parts}>{children}</DialogPartsContext.Provider>
          <DialogPrimitive.Close className="absolute right-4 top-4 rounded-full p-1 text-neutral-300 hover:bg-white/10 hover:text-white">
            <X aria-hidden className="size-5" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
