import { useNavigation } from "react-router";
import { AdminPage } from "~/components/admin/page-shell";
import { discountCodesCopy as copy } from "~/content/discount-codes";
import { discountCodeFormSchema } from "../discount-code-schema";
import { DiscountCodeFields, fieldValuesFrom, type EventChoice } from "./discount-code-fields";
import { DiscountCodeForm } from "./discount-code-form";

export interface DiscountCodeNewPageProps {
  events: EventChoice[];
  teamTimeZone: string;
  refusal: { message?: string; errors: Record<string, string>; values: Record<string, unknown> } | undefined;
}

/** /discount-codes/new: one code's fields; saved, the action opens the code's own page. */
export function DiscountCodeNewPage({ events, teamTimeZone, refusal }: DiscountCodeNewPageProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AdminPage width="narrow" back={{ to: "/discount-codes", label: copy.form.back }} title={copy.form.newTitle}>
      <DiscountCodeForm schema={discountCodeFormSchema} refusal={refusal} fixFieldsMessage={copy.refusals.fixFields} busy={busy} submitLabel={copy.form.save} busyLabel={copy.form.saving}>
        {(errors) => <DiscountCodeFields idPrefix="code" events={events} teamTimeZone={teamTimeZone} errors={errors} values={fieldValuesFrom(refusal?.values)} />}
      </DiscountCodeForm>
    </AdminPage>
  );
}
