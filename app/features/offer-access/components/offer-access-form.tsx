import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { HoneypotField } from "~/components/honeypot-field";
import { offerAccessLinkCopy } from "~/content/offer-access-link";
import { useJsonForm } from "~/lib/use-json-form";
import { offerAccessRequestSchema, type OfferAccessRequestInput } from "../offer-access-schema";

const FIELDS = ["email"] as const;

/**
 * A tier sold only to a list is in the cart: ask for the signed link that proves the buyer's address.
 * The answer is the same whether or not the address is on the list.
 */
export function OfferAccessForm({ eventSlug, tier, heading: Heading = "h3" }: { eventSlug: string; tier: string; heading?: "h2" | "h3" }) {
  const copy = offerAccessLinkCopy.form;
  const form = useJsonForm<OfferAccessRequestInput, { ok: boolean; message?: string }, typeof offerAccessRequestSchema>({
    initialValues: { eventSlug, email: "", website: "" },
    schema: offerAccessRequestSchema,
    validateOn: "submit",
    fields: FIELDS,
    focusId: (field) => `offer-access-${field}`,
    endpoint: "/api/offer-access/requests",
  });
  const { values, set, shown, submitting } = form;
  return (
    <section aria-labelledby="offer-access-heading" className="mt-3 rounded-lg border border-white/10 p-3" data-offer-access-form>
      <Heading id="offer-access-heading" className="text-sm font-semibold">
        {copy.heading}
      </Heading>
      <p className="mt-1 text-sm text-neutral-300">{copy.intro(tier)}</p>
      {form.state.status === "success" ? (
        <p role="status" data-offer-access-requested className="mt-3 rounded-lg border border-spot-400/40 bg-spot-500/10 p-3 text-sm">
          {copy.sent}
        </p>
      ) : (
        <form noValidate onSubmit={form.submit} className="mt-3 space-y-3" aria-busy={submitting}>
          <Field id="offer-access-email" type="email" label={copy.email} autoComplete="email" value={values.email} onChange={(e) => set("email", e.target.value)} error={shown("email")} required />
          <HoneypotField id="offer-access-website" value={values.website ?? ""} onChange={(v) => set("website", v)} />
          {form.formError && (
            <p role="alert" className="rounded-lg border border-rose-400/40 bg-rose-500/10 p-3 text-sm font-medium text-rose-200">
              {form.formError}
            </p>
          )}
          <Button type="submit" variant="outline" disabled={submitting} aria-disabled={submitting}>
            {submitting ? copy.sending : copy.submit}
          </Button>
        </form>
      )}
    </section>
  );
}
