import { Slot } from "./slot";
import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState, type ComponentProps, type ReactNode } from "react";
import type * as DialogPrimitive from "@radix-ui/react-dialog";
import { cn } from "~/lib/cn";
import type { DialogContentProps } from "./dialog-content";
import { DialogStateContext, useDialogParts, useDialogState } from "./dialog-parts";

/**
 * Accessible modal dialog: traps focus, closes on Escape and on the close button, and returns focus
 * to its trigger. The trigger and the open state are here; the Radix dialog that draws the content
 * (focus trap, scroll lock, dismissal: about 11 KB compressed) loads on first open, so a page with
 * dialogs does not pay for them up front. It starts loading when a visitor reaches for a trigger.
 */
const loadDialogContent = () => import("./dialog-content");
const RadixDialog = lazy(loadDialogContent);

/** Start fetching the dialog's code ahead of opening one (e.g. on hover over a button that will). */
export function preloadDialog(): void {
  void loadDialogContent();
}

export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const contentId = useId();
  const setOpen = useCallback(
    (next: boolean) => {
      if (next === open) return;
      if (openProp === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [open, openProp, onOpenChange],
  );
  const state = useMemo(() => ({ open, setOpen, triggerRef, contentId }), [open, setOpen, contentId]);
  return <DialogStateContext.Provider value={state}>{children}</DialogStateContext.Provider>;
}

/** The button that toggles the dialog (`asChild` to use your own, e.g. a `Button`). */
export function DialogTrigger({
  asChild = false,
  onClick,
  onPointerEnter,
  onFocus,
  ...props
}: Omit<ComponentProps<"button">, "ref"> & { asChild?: boolean }) {
  const { open, setOpen, triggerRef, contentId } = useDialogState("DialogTrigger");
  const Component = asChild ? Slot : "button";
  return (
    <Component
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? "open" : "closed"}
      {...props}
      ref={triggerRef}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        preloadDialog();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preloadDialog();
      }}
    />
  );
}

/** The dialog itself: nothing until it first opens, then the Radix dialog (kept mounted so it can close as Radix does). */
export function DialogContent(props: DialogContentProps) {
  const state = useDialogState("DialogContent");
  const [opened, setOpened] = useState(state.open);
  if (state.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <RadixDialog state={state} {...props} />
    </Suspense>
  );
}

/** Bold, `text-xl` with room for the close button (`pr-8`) unless `className` sets its size and spacing. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  const { Title } = useDialogParts("DialogTitle");
  return <Title className={cn("font-bold", className ?? "pr-8 text-xl")} {...props} />;
}

/** `mt-2` below the title unless `className` sets the spacing. */
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  const { Description } = useDialogParts("DialogDescription");
  return <Description className={cn("text-neutral-300", className ?? "mt-2")} {...props} />;
}
