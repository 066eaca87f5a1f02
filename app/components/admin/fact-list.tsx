import type { ReactNode } from "react";

/** Label and value pairs (an order's buyer, its payment): a two-column `<dl>` that wraps long values at 375 px. */
export function FactList({ rows, none }: { rows: ReadonlyArray<readonly [string, ReactNode]>; none: string }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-neutral-300">{term}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{value === null || value === undefined || value === "" ? none : value}</dd>
        </div>
      ))}
    </dl>
  );
}
