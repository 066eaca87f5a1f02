import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const COLUMN_CLASSES: Record<number, string> = {
  1: "mx-auto max-w-md",
  2: "mx-auto max-w-4xl md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 xl:grid-cols-4",
};

/** Cards in one column on phones and up to `columns` columns on wide screens. */
export function TierGrid({
  columns,
  label,
  children,
  className,
}: {
  columns: number;
  /** Accessible name of the list of cards. */
  label?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <ul
      aria-label={label}
      data-columns={columns}
      className={cn("grid grid-cols-1 gap-6 pt-3", COLUMN_CLASSES[columns] ?? COLUMN_CLASSES[3], className)}
    >
      {children}
    </ul>
  );
}

export function TierGridItem({ children }: { children: ReactNode }) {
  return <li className="min-w-0">{children}</li>;
}
