import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { chatWidgetCopy } from "~/content/chat";
import { routeAccess } from "~/lib/route-access";
import { toast } from "~/lib/toast";
import { chatErrorToast } from "../chat-error-toast";
import type { ChatPanelProps } from "./chat-panel";

type PanelModule = { default: ComponentType<ChatPanelProps> };

/** The panel's code is its own chunk, fetched on the first open (or when the button is hovered or focused). */
let panelModule: Promise<PanelModule> | null = null;
const loadPanel = (): Promise<PanelModule> => (panelModule ??= import("./chat-panel"));
const prefetchPanel = () => void loadPanel().catch(() => (panelModule = null));

/** In place of a panel whose code could not be fetched: each open says so and closes again. */
function PanelUnavailable({ open, onClose }: ChatPanelProps) {
  useEffect(() => {
    if (!open) return;
    const { title, description } = chatErrorToast({ kind: "exception" });
    toast.error(title, { description });
    onClose();
  }, [open, onClose]);
  return null;
}

const ChatPanel = lazy(() => loadPanel().catch((): PanelModule => ({ default: PanelUnavailable })));

/** Pages without the assistant: the private ones and the sign-in page. */
function showsChat(pathname: string): boolean {
  return routeAccess(pathname) === "public" && pathname !== "/auth" && !pathname.startsWith("/auth/");
}

const launcherClass =
  "fixed bottom-6 right-6 z-40 grid size-14 place-items-center rounded-full bg-spot-400 text-stage-950 shadow-lg shadow-black/40 ring-1 ring-black/20 transition-colors hover:bg-spot-300 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-spot-300 max-md:[body:has([data-mobile-checkout-bar])_&]:bottom-24";

/**
 * The floating chat assistant on every public page: a round button at the bottom right. The panel
 * (a non-modal dialog) loads on the first open and then stays mounted while closed, so the
 * conversation and a pending reply survive closing it. On phones the button sits above the city
 * page's checkout bar. If the panel's code cannot be fetched, a toast says so instead.
 */
export function ChatLauncher() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [open]);

  if (!showsChat(pathname)) return null;

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={chatWidgetCopy.openLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        hidden={open}
        data-chat-launcher
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className={launcherClass}
      >
        <MessageCircle aria-hidden className="size-6" />
      </button>
      {loaded && (
        <Suspense fallback={<span aria-hidden className={`${launcherClass} pointer-events-none animate-pulse`} />}>
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
