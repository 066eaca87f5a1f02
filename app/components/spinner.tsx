import { LoaderCircle } from "lucide-react";
import { cn } from "~/lib/cn";

export function Spinner({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn("flex items-center gap-3 text-neutral-200", className)}>
      <LoaderCircle aria-hidden className="size-6 animate-spin text-spot-400" />
      <span>{label}...</span>
    </div>
  );
}
