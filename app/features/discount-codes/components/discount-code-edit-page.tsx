import { Form, useNavigation, useSearchParams } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { ActionNotice } from "~/components/admin/notice";
import { AdminPage, AdminSection } from "~/components/admin/page-shell";
import { Button } from "~/components/ui/button";
import { discountCodesCopy as copy } from "~/content/discount-codes";
import { irreversibleCopy } from "~/content/irreversible-actions";
import { discountCodeFormSchema } from "../discount-code-schema";
import { DiscountCodeFields, fieldValuesFrom, type CodeFieldValues, type EventChoice } from "./discount-code-fields";
import { DiscountCodeForm } from "./discount-code-form";

export interface DiscountCodeEditPageProps {
  code: string;
  isActive: boolean;
  usesCount: number;
  values: CodeFieldValues;
  events: EventChoice[];
  teamTimeZone: string;
  actionData: { ok: true; message: string } | { ok: false; message: string; errors: Record<string, string>; values?: Record<string, unknown> } | undefined;
}

/** /discount-codes/:id: the code's fields, then turning it off or on, and deleting it (asked first). */
export function DiscountCodeEditPage({ code, isActive, usesCount, values, events, teamTimeZone, actionData }: DiscountCodeEditPageProps) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [params] = useSearchParams();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const shown = failed?.values ? fieldValuesFrom(failed.values) : values;
  const done = actionData?.ok ? actionData.message : params.get("done") === "created" ? copy.form.created(code) : null;

  return (
    <AdminPage width="narrow" back={{ to: "/discount-codes", label: copy.form.back }} title={copy.form.editTitle(code)} intro={copy.form.state(isActive, usesCount)}>
      <ActionNotice answer={done ? { ok: true, message: done } : null} />
      <DiscountCodeForm
        key={JSON.stringify(values)}
        schema={discountCodeFormSchema}
        refusal={failed}
        fixFieldsMessage={copy.refusals.fixFields}
        busy={busyIntent === "save"}
        submitLabel={copy.form.save}
        busyLabel={copy.form.saving}
        intent="save"
      >
        {(errors) => <DiscountCodeFields idPrefix="code" events={events} teamTimeZone={teamTimeZone} errors={errors} values={shown} />}
      </DiscountCodeForm>

      <AdminSection id="code-danger" title={copy.form.dangerHeading} intro={copy.form.dangerHint}>
        <div className="mt-4 flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value={isActive ? "deactivate" : "activate"} />
            <Button type="submit" variant="outline" disabled={busyIntent === "deactivate" || busyIntent === "activate"}>
              {isActive ? copy.form.deactivate : copy.form.activate}
            </Button>
          </Form>
          <Form method="post" id="delete-code">
            <input type="hidden" name="intent" value="delete" />
            <ConfirmDialog
              formId="delete-code"
              label={copy.form.delete}
              variant="outline"
              busy={busyIntent === "delete"}
              busyLabel={copy.form.delete}
              title={irreversibleCopy.discountCodeDelete.title(code)}
              description={<p>{irreversibleCopy.discountCodeDelete.body}</p>}
              confirmLabel={irreversibleCopy.discountCodeDelete.confirm(code)}
              cancelLabel={irreversibleCopy.discountCodeDelete.cancel}
              checkboxLabel={irreversibleCopy.discountCodeDelete.checkbox(code)}
            />
          </Form>
        </div>
      </AdminSection>
    </AdminPage>
  );
}
