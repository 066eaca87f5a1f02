import { useNavigation } from "react-router";
import { AdminPage } from "~/components/admin/page-shell";
import { Field } from "~/components/ui/field";
import { discountCodesCopy as copy } from "~/content/discount-codes";
import { BATCH_MAX_COUNT, BATCH_PREFIX_MAX_LENGTH, discountBatchFormSchema } from "../discount-code-schema";
import { DiscountCodeFields, fieldValuesFrom, type EventChoice } from "./discount-code-fields";
import { DiscountCodeForm } from "./discount-code-form";

export interface DiscountCodeBatchPageProps {
  events: EventChoice[];
  teamTimeZone: string;
  actionData: { ok: true; prefix: string; codes: string[] } | { ok: false; message: string; errors: Record<string, string>; values: Record<string, unknown> } | undefined;
}

function MadeCodes({ prefix, codes }: { prefix: string; codes: string[] }) {
  return (
    <div className="rounded-xl border border-spot-400/40 bg-spot-400/10 p-3">
      <p className="font-semibold">{copy.batch.generated(codes.length, prefix)}</p>
      <p className="mt-2">
        <a href={`/discount-codes/export.csv?show=all&prefix=${encodeURIComponent(`${prefix}-`)}`} download className="text-spot-300 underline">
          {copy.batch.download}
        </a>
      </p>
      <ul aria-label={copy.batch.codesLabel} data-batch-codes className="mt-2 grid grid-cols-1 gap-1 font-mono text-sm sm:grid-cols-2">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}

/** /discount-codes/batch: single-use codes made under one prefix with the same rules, listed and downloadable once made. */
export function DiscountCodeBatchPage({ events, teamTimeZone, actionData }: DiscountCodeBatchPageProps) {
  const busy = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const made = actionData?.ok ? actionData : undefined;
  const typed = (name: string) => (typeof failed?.values[name] === "string" ? (failed.values[name] as string) : undefined);

  return (
    <AdminPage width="narrow" back={{ to: "/discount-codes", label: copy.form.back }} title={copy.batch.title} intro={copy.batch.intro}>
      <div aria-live="polite" className="mt-4">
        {made && <MadeCodes prefix={made.prefix} codes={made.codes} />}
      </div>
      <DiscountCodeForm schema={discountBatchFormSchema} refusal={failed} fixFieldsMessage={copy.refusals.fixFields} busy={busy} submitLabel={copy.batch.generate} busyLabel={copy.batch.generating}>
        {(errors) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="batch-prefix" name="prefix" label={copy.batch.prefix} hint={copy.batch.prefixHint} error={errors.prefix} defaultValue={typed("prefix")} maxLength={BATCH_PREFIX_MAX_LENGTH} autoComplete="off" spellCheck={false} required />
              <Field id="batch-count" name="count" label={copy.batch.count} error={errors.count} defaultValue={typed("count") ?? "10"} inputMode="numeric" max={BATCH_MAX_COUNT} autoComplete="off" required />
            </div>
            <DiscountCodeFields idPrefix="batch" batch events={events} teamTimeZone={teamTimeZone} errors={errors} values={fieldValuesFrom(failed?.values)} />
          </>
        )}
      </DiscountCodeForm>
    </AdminPage>
  );
}
