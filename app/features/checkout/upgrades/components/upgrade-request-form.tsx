import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { HoneypotField } from "~/components/honeypot-field";
import { ticketUpgradeCopy } from "~/content/ticket-upgrades";
import { useJsonForm } from "~/lib/use-json-form";
import { upgradeRequestSchema, type UpgradeRequestInput } from "../upgrade-request-schema";

const FIELDS = ["email", "orderNumber"] as const;

/** /upgrade-to-pro-track: email and order number; the answer never says whether they matched. */
export function UpgradeRequestForm() {
  const copy = ticketUpgradeCopy.request;
  const form = useJsonForm<UpgradeRequestInput, { ok: boolean; message?: string }, typeof upgradeRequestSchema>({
    initialValues: { email: "", orderNumber: "", website: "" },
    schema: upgradeRequestSchema,
    validateOn: "submit",
    fields: FIELDS,
    focusId: (field) => `upgrade-${field}`,
    endpoint: "/api/upgrades/request",
  });
  const { values, set, shown, submitting } = form;
  if (form.state.status === "success")
    return (
      <p role="status" data-upgrade-requested className="mt-8 rounded-lg border border-spot-400/40 bg-spot-500/10 p-4">
        {copy.sent}
      </p>
    );
  return (
    <form noValidate onSubmit={form.submit} className="mt-8 space-y-4" aria-busy={submitting} data-upgrade-request-form>
      <Field id="upgrade-email" type="email" label={copy.email} autoComplete="email" value={values.email} onChange={(e) => set("email", e.target.value)} error={shown("email")} required />
      <Field id="upgrade-orderNumber" label={copy.orderNumber} placeholder="CB-XXXXXXXX" value={values.orderNumber} onChange={(e) => set("orderNumber", e.target.value)} error={shown("orderNumber")} required />
      <HoneypotField id="upgrade-website" value={values.website ?? ""} onChange={(v) => set("website", v)} />
      {form.formError && (
        <p role="alert" className="rounded-lg border border-rose-400/40 bg-rose-500/10 p-3 font-medium text-rose-200">
          {form.formError}
        </p>
      )}
      <Button type="submit" disabled={submitting} aria-disabled={submitting}>
        {submitting ? copy.sending : copy.submit}
      </Button>
    </form>
  );
}
