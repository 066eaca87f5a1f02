import type { ReactNode } from "react";
import type { CountsRow } from "../types";

/**
 * One of the breakdown's tables: row headers, counts right-aligned, a totals row when given. It
 * scrolls sideways on a phone inside a focusable region, so a keyboard can scroll it too.
 */
export function CountsTable(props: { id: string; caption: string; headColumns: readonly string[]; countColumns: readonly string[]; rows: CountsRow[]; totals?: CountsRow; empty: string; actions?: ReactNode }) {
  const { id, caption, headColumns, countColumns, rows, totals, empty, actions } = props;
  const row = (r: CountsRow, total = false) => (
    <tr key={r.key} data-row={r.key} className={total ? "border-t-2 border-white/20 font-semibold" : undefined}>
      {r.heads.map((head, i) =>
        i === 0 ? (
          <th key={i} scope="row" colSpan={total ? headColumns.length : undefined} className="px-3 py-2 font-normal [overflow-wrap:anywhere]">
            {head}
          </th>
        ) : (
          <td key={i} className="px-3 py-2 [overflow-wrap:anywhere]">
            {head}
          </td>
        ),
      )}
      {r.counts.map((n, i) => (
        <td key={countColumns[i] ?? i} className="px-3 py-2 text-right tabular-nums">
          {n.toLocaleString("en-US")}
        </td>
      ))}
    </tr>
  );
  return (
    <div className="min-w-0">
      <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="relative max-h-[28rem] overflow-auto rounded-2xl border border-white/10">
        {/* Two name columns need room on a phone: the region scrolls sideways rather than breaking words. */}
        <table data-table={id} className={headColumns.length > 1 ? "w-full min-w-[30rem] text-left text-sm" : "w-full text-left text-sm"}>
          <caption id={`${id}-caption`} className="sr-only">
            {caption}
          </caption>
          <thead className="sticky top-0 bg-stage-900 text-neutral-300">
            <tr>
              {headColumns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {column}
                </th>
              ))}
              {countColumns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-right font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-white/10">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={headColumns.length + countColumns.length} className="px-3 py-3 text-neutral-300">
                  {empty}
                </td>
              </tr>
            ) : (
              <>
                {rows.map((r) => row(r))}
                {totals && row(totals, true)}
              </>
            )}
          </tbody>
        </table>
      </div>
      {actions && <div className="mt-2">{actions}</div>}
    </div>
  );
}
