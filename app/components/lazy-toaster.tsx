import { useEffect, useState, type ComponentProps } from "react";
import type { Toaster as SonnerToaster } from "sonner";
import { onToasterLoaded, toasterListening } from "~/lib/toast";

type ToasterProps = ComponentProps<typeof SonnerToaster>;

/** sonner's Toaster, mounted only once the first toast has loaded the library (see `~/lib/toast`). */
export function LazyToaster(props: ToasterProps) {
  const [Toaster, setToaster] = useState<typeof SonnerToaster | null>(null);
  useEffect(() => onToasterLoaded((module) => setToaster(() => module.Toaster)), []);
  // Runs after the Toaster's own effects, so it is subscribed when the queued toasts go out.
  useEffect(() => {
    if (Toaster) toasterListening();
  }, [Toaster]);
  return Toaster ? <Toaster {...props} /> : null;
}
