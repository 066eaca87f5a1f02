import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Pager, type PagerLabels } from "~/components/pager";
import { Button } from "~/components/ui/button";
import { toCsv, type CsvCell } from "~/domain/csv";
import { cn } from "~/lib/cn";
import { EmptyState } from "./empty-state";

export interface DataColumn<T> {
  key: string;
  /** The column's `<th scope="col">` and its CSV header. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The column's value in the CSV download; a column without one is left out of the file. */
  csv?: (row: T) => CsvCell;
  /** Figures (money, counts) line up at the end. */
  align?: "start" | "end";
  /** This column names the row: drawn as `<th scope="row">`. */
  rowHeader?: boolean;
  /** Hidden under `sm` (a phone reads the row's other columns); the CSV keeps it. */
  hideOnPhone?: boolean;
}

/**
 * Paging: `server` when the loader already cut the page (its `page` and `pages`, the Pager keeps the
 * other search parameters); `pageSize` to cut the given rows here, by the same `?page=` parameter, so
 * it works without JavaScript too.
 */
export type DataTablePaging = { page: number; pages: number; labels: PagerLabels } | { pageSize: number; labels: PagerLabels };

/** The download: the loader's CSV route (`href`, for lists cut by the server), or the rows given, written here. */
export type DataTableCsv = { label: string; href: string } | { label: string; fileName: string };

export interface DataTableProps<T> {
  id: string;
  /** The table's caption, for screen readers (and the sighted, with `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: ReadonlyArray<DataColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** What the page says when there are no rows (no empty table is drawn); without it, nothing is. */
  empty?: ReactNode;
  paging?: DataTablePaging;
  csv?: DataTableCsv;
  /** Attributes of a row, e.g. `{ "data-order": number }` for tests and styles. */
  rowProps?: (row: T) => Record<string, string | undefined>;
  /** A row's own classes (the open one highlighted). */
  rowClassName?: (row: T) => string | undefined;
  /** The table's classes beyond the kit's (a minimum width before it scrolls: `min-w-[48rem]`). */
  tableClassName?: string;
  className?: string;
}

/** The CSV of a table's rows: the columns that say how, in their order, with their headers (RFC 4180, app/domain/csv). */
export function tableCsv<T>(columns: ReadonlyArray<DataColumn<T>>, rows: readonly T[]): string {
  const exported = columns.filter((c) => c.csv);
  return toCsv(
    exported.map((c) => c.header),
    rows.map((row) => exported.map((c) => c.csv?.(row))),
  );
}

/** The page of rows `?page=` asks for (1 when missing or out of range), and how many pages there are. */
export function pageOf<T>(rows: readonly T[], pageSize: number, requested: string | null): { rows: readonly T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const asked = Number.parseInt(requested ?? "1", 10);
  const page = Number.isInteger(asked) && asked >= 1 && asked <= pages ? asked : 1;
  return { rows: rows.slice((page - 1) * pageSize, page * pageSize), page, pages };
}

/**
 * An admin list as a table: a caption, column headers, a row header, figures lined up; it scrolls
 * sideways inside a focusable region at 375 px (so a keyboard scrolls it too). Paging and a CSV
 * download of every row (not just the page shown) are optional.
 */
export function DataTable<T>({ id, caption, showCaption = false, columns, rows, rowKey, empty, paging, csv, rowProps, rowClassName, tableClassName, className }: DataTableProps<T>) {
  const [params] = useSearchParams();
  const local = paging && "pageSize" in paging ? pageOf(rows, paging.pageSize, params.get("page")) : null;
  const shown = local ? local.rows : rows;
  const pager = paging ? ("pageSize" in paging ? { page: local?.page ?? 1, pages: local?.pages ?? 1 } : paging) : null;
  const download = csv ? ("href" in csv ? { href: csv.href, fileName: true as const } : { href: `data:text/csv;charset=utf-8,${encodeURIComponent(tableCsv(columns, rows))}`, fileName: csv.fileName }) : null;
  const align = (c: DataColumn<T>) => cn("px-3 py-2", c.align === "end" && "text-right", c.hideOnPhone && "hidden sm:table-cell");

  return (
    <div data-table={id} className={cn("mt-4 min-w-0", className)}>
      {rows.length === 0 ? (
        empty !== undefined && <EmptyState>{empty}</EmptyState>
      ) : (
        <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="overflow-x-auto rounded-2xl border border-white/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-spot-400">
          <table className={cn("w-full text-left text-sm", tableClassName)}>
            <caption id={`${id}-caption`} className={showCaption ? "px-3 pt-3 text-left font-semibold" : "sr-only"}>
              {caption}
            </caption>
            <thead className="bg-stage-900 text-neutral-300">
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className={cn(align(c), "font-semibold whitespace-nowrap")}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-white/10">
              {shown.map((row) => (
                <tr key={rowKey(row)} className={rowClassName?.(row)} {...rowProps?.(row)}>
                  {columns.map((c) =>
                    c.rowHeader ? (
                      <th key={c.key} scope="row" className={cn(align(c), "font-semibold [overflow-wrap:anywhere]")}>
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td key={c.key} className={cn(align(c), c.align === "end" ? "tabular-nums" : "[overflow-wrap:anywhere]")}>
                        {c.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(pager || download) && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {pager && paging ? <Pager page={pager.page} pages={pager.pages} labels={paging.labels} /> : <span />}
          {download && rows.length > 0 && (
            <Button asChild variant="outline" className="mt-4">
              <a href={download.href} download={download.fileName}>
                {csv?.label}
              </a>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
