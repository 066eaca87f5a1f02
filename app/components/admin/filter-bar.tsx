import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

export interface FilterBarProps {
  /** The filters (FormRow or Field), laid out one per line on a phone, in a grid from `sm`. */
  children: ReactNode;
  /** The submit button's text ("Apply"). */
  applyLabel: string;
  /** A link back to the unfiltered page ("Clear"). */
  clear?: { to: string; label: string };
  /** More actions after the buttons (a CSV download of what is shown). */
  actions?: ReactNode;
  /** Its accessible name, when the page has more than one search. */
  label?: string;
  className?: string;
  /** Grid columns from `lg` (the bar spans them with its buttons). */
  columns?: 2 | 3 | 4 | 6;
}

const LG_COLUMNS = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 6: "lg:grid-cols-6" } as const;
const LG_SPAN = { 2: "lg:col-span-2", 3: "lg:col-span-3", 4: "lg:col-span-4", 6: "lg:col-span-6" } as const;

/** A GET form that filters an admin list: its fields, then Apply, Clear and any other action. Works without JavaScript. */
export function FilterBar({ children, applyLabel, clear, actions, label, className, columns = 4 }: FilterBarProps) {
  return (
    <Form method="get" role="search" aria-label={label} className={cn("mt-6 grid gap-3 sm:grid-cols-2 lg:items-end", LG_COLUMNS[columns], className)}>
      {children}
      <div className={cn("flex flex-wrap gap-2 sm:col-span-2", LG_SPAN[columns])}>
        <Button type="submit">{applyLabel}</Button>
        {clear && (
          <Button asChild variant="outline">
            <Link to={clear.to}>{clear.label}</Link>
          </Button>
        )}
        {actions}
      </div>
    </Form>
  );
}
