import type { ReactNode } from "react";
import { salesCopy } from "~/content/sales";

/** A figure this period, with the previous period's under it when there is one. */
export interface FigureCell {
  now: string;
  before?: string | null;
}

export interface FiguresRow {
  key: string;
  head: string;
  cells: FigureCell[];
}

/**
 * One of the tally's tables: a row header, figures right-aligned, the previous period's under each
 * figure. It scrolls sideways on a phone inside a focusable region, so a keyboard can scroll it too.
 */
export function FiguresTable({ id, caption, headColumn, columns, rows, actions }: { id: string; caption: string; headColumn: string; columns: readonly string[]; rows: FiguresRow[]; actions?: ReactNode }) {
  return (
    <div className="min-w-0">
      <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="relative max-h-[28rem] overflow-auto rounded-2xl border border-white/10">
        <table data-table={id} className="w-full text-left text-sm">
          <caption id={`${id}-caption`} className="sr-only">
            {caption}
          </caption>
          <thead className="sticky top-0 bg-stage-900 text-neutral-300">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {headColumn}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-white/10">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="px-3 py-3 text-neutral-300">
                  {salesCopy.nothing}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key} data-row={row.key}>
                  <th scope="row" className="px-3 py-2 font-normal [overflow-wrap:anywhere]">
                    {row.head}
                  </th>
                  {row.cells.map((cell, i) => (
                    <td key={columns[i] ?? i} className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
                      <span className="font-semibold">{cell.now}</span>
                      {cell.before !== undefined && cell.before !== null && (
                        <span className="block text-xs text-neutral-400">
                          <span className="sr-only">{salesCopy.previousPeriod}: </span>
                          <span aria-hidden="true">prev. </span>
                          {cell.before}
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {actions && <div className="mt-2">{actions}</div>}
    </div>
  );
}
