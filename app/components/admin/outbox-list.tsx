import { DataTable, type DataTableProps } from "./data-table";
import { FilterBar } from "./filter-bar";
import { FormRow } from "./form-row";
import { inputClass } from "~/components/ui/field";

export interface OutboxListWords {
  statusLabel: string;
  allStatuses: string;
  filter: string;
  count: (shown: number, limit: number) => string;
  tableCaption: string;
}

export interface OutboxListProps<T> extends Omit<DataTableProps<T>, "caption"> {
  words: OutboxListWords;
  /** The status filter's `<select>` id. */
  selectId: string;
  statusLabel: (status: string) => string;
  /** The loader's reading of the query: the statuses to offer, the one chosen, what it could not read (an unknown status), the list's cap. */
  query: { statuses: readonly string[]; status: string; problems: readonly string[]; limit: number };
}

/**
 * A queue of messages the site sent (emails, texts): what the query got wrong, the status filter,
 * how many are shown, and the newest as a table. The email and SMS outboxes share it.
 */
export function OutboxList<T>({ words, selectId, statusLabel, query, rows, ...table }: OutboxListProps<T>) {
  const { statuses, status, problems, limit } = query;
  return (
    <>
      {problems.length > 0 && (
        <div role="alert" className="mt-6 rounded-xl border border-rose-300/40 bg-rose-300/10 p-4 font-medium text-rose-200">
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}
      <FilterBar applyLabel={words.filter} columns={3} className="mt-8">
        <FormRow id={selectId} label={words.statusLabel}>
          {(control) => (
            <select {...control} name="status" defaultValue={status} className={inputClass}>
              <option value="">{words.allStatuses}</option>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </select>
          )}
        </FormRow>
      </FilterBar>
      <p className="mt-6 text-neutral-300">{words.count(rows.length, limit)}</p>
      <DataTable caption={words.tableCaption} rows={rows} className="mt-3" {...table} />
    </>
  );
}
