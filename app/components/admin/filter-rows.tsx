import { useSearchParams } from "react-router";
import { inputClass } from "~/components/ui/field";
import { FormRow } from "./form-row";

/** A filter bar's event choice (`event`): every event, or one. */
export function EventRow({ id, label, allLabel, choices, value, className, selectClassName = inputClass }: { id: string; label: string; allLabel: string; choices: ReadonlyArray<{ id: number; label: string }>; value: string | number; className?: string; selectClassName?: string }) {
  return (
    <FormRow id={id} label={label} className={className}>
      {(control) => (
        <select {...control} name="event" defaultValue={value} className={selectClassName}>
          <option value="">{allLabel}</option>
          {choices.map((e) => (
            <option key={e.id} value={e.id}>
              {e.label}
            </option>
          ))}
        </select>
      )}
    </FormRow>
  );
}

/**
 * The "from" and "until" days of a filter bar (`from`, `to`, kept from the URL), ids `<prefix>-from`
 * and `<prefix>-to`. The loader's complaint about the query (an end before the start) is read with "until".
 */
export function DateRangeRows({ idPrefix, fromLabel, toLabel, error }: { idPrefix: string; fromLabel: string; toLabel: string; error: string | null }) {
  const [params] = useSearchParams();
  return (
    <>
      <FormRow id={`${idPrefix}-from`} label={fromLabel}>
        {(control) => <input {...control} name="from" type="date" defaultValue={params.get("from") ?? ""} className={inputClass} />}
      </FormRow>
      <FormRow id={`${idPrefix}-to`} label={toLabel}>
        {(control) => <input {...control} name="to" type="date" defaultValue={params.get("to") ?? ""} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `${idPrefix}-error` : undefined} />}
      </FormRow>
    </>
  );
}

/** Under a filter bar: what the loader could not read of the query (`<prefix>-error`, an alert), then how many rows were found (a status). */
export function FilterOutcome({ idPrefix, error, count }: { idPrefix: string; error: string | null; count: string }) {
  return (
    <>
      {error && (
        <p id={`${idPrefix}-error`} role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
          {error}
        </p>
      )}
      <p role="status" className="mt-6 text-neutral-300">
        {count}
      </p>
    </>
  );
}
