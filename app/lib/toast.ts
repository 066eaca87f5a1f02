import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

/**
 * Toasts without sonner in the page's first JavaScript: the library loads on the first toast, the
 * Toaster mounts (`LazyToaster`), and toasts raised meanwhile are shown once it listens.
 */
type Sonner = typeof SonnerModule;
type Run = (sonner: Sonner) => void;

let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
let listening = false;
const pending: Run[] = [];
const subscribers = new Set<(module: Sonner) => void>();

export function loadToaster(): Promise<Sonner> {
  loading ??= import("sonner").then((module) => {
    sonner = module;
    for (const notify of subscribers) notify(module);
    return module;
  });
  return loading;
}

/** Called by LazyToaster: `notify` when sonner has loaded. */
export function onToasterLoaded(notify: (module: Sonner) => void): () => void {
  if (sonner) notify(sonner);
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** Called by LazyToaster once the Toaster is mounted and subscribed: queued toasts go out. */
export function toasterListening(): void {
  listening = true;
  for (const run of pending.splice(0)) run(sonner!);
}

function show(run: Run): void {
  if (listening && sonner) return run(sonner);
  pending.push(run);
  void loadToaster();
}

type Message = string;
export const toast = Object.assign((message: Message, options?: ExternalToast) => show((s) => s.toast(message, options)), {
  success: (message: Message, options?: ExternalToast) => show((s) => s.toast.success(message, options)),
  error: (message: Message, options?: ExternalToast) => show((s) => s.toast.error(message, options)),
  info: (message: Message, options?: ExternalToast) => show((s) => s.toast.info(message, options)),
});
