import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** What an admin list says when it has nothing to show, with an optional way on ("Clear the filters"). */
export function EmptyState({ children, action, className }: { children: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <div data-empty-state className={cn("mt-3 text-neutral-300", className)}>
      <p>{children}</p>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
