import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { checkoutCopy } from "~/content/checkout";
import { subscriptionCopy } from "~/content/subscriptions";
import { useJsonForm, type JsonFormState } from "~/lib/use-json-form";
import type { SubscribeAnswer } from "../answers";
import { startSubscriptionSchema, type StartSubscriptionInput } from "../subscription-schema";

const TEST_FIELDS = ["name", "email", "card.number", "card.expiry", "card.cvc", "card.name"] as const;
const STRIPE_FIELDS = ["name", "email"] as const;
const PROBLEMS = { network: "We couldn't reach the server. Nothing was charged; please try again." };
const fieldId = (field: string) => `subscribe-${field.replace(".", "-")}`;

/** A refusal because the address already has this tier: the form links to the account page, where it is. */
export function offersAccountLink(state: JsonFormState<SubscribeAnswer>): boolean {
  return state.status === "error" && state.answer?.code === "already_subscribed";
}

/** The subscription checkout: buyer and (test mode) card, checked here and again by the server, which prices it. */
export function SubscribeForm({
  tierKey,
  eventSlug,
  priceText,
  testMode,
  onAccessRequired,
}: {
  tierKey: string;
  eventSlug: string | null;
  priceText: string;
  testMode: boolean;
  /** The server refused a tier sold only to a list for want of a proved, listed address. */
  onAccessRequired?: (tier: string) => void;
}) {
  const navigate = useNavigate();
  const words = subscriptionCopy.checkout;
  const card = checkoutCopy.payment;
  const form = useJsonForm<StartSubscriptionInput, SubscribeAnswer, typeof startSubscriptionSchema>({
    initialValues: { tierKey, ...(eventSlug ? { eventSlug } : {}), name: "", email: "", ...(testMode ? { card: { number: "", expiry: "", cvc: "", name: "" } } : {}) },
    schema: startSubscriptionSchema,
    validateOn: "submit",
    fields: testMode ? TEST_FIELDS : STRIPE_FIELDS,
    focusId: fieldId,
    endpoint: "/api/subscriptions",
    messages: PROBLEMS,
    onSuccess: (answer) => {
      if (answer.kind === "active") void navigate(answer.redirectTo);
      else window.location.assign(answer.url);
    },
    onError: (answer) => {
      if (answer?.accessFor) onAccessRequired?.(answer.accessFor);
    },
  });
  const { values, set, shown, submitting } = form;
  const setCard = (key: "number" | "expiry" | "cvc" | "name", value: string) => set("card", { ...(values.card ?? { number: "", expiry: "", cvc: "", name: "" }), [key]: value });

  return (
    <form noValidate onSubmit={form.submit} data-subscribe-form className="space-y-4" aria-busy={submitting}>
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold">{words.buyer}</legend>
        <Field id={fieldId("name")} label={words.name} autoComplete="name" value={values.name} onChange={(e) => set("name", e.target.value)} error={shown("name")} required />
        <Field id={fieldId("email")} label={words.email} type="email" autoComplete="email" value={values.email} onChange={(e) => set("email", e.target.value)} error={shown("email")} required />
      </fieldset>
      {testMode && values.card && (
        <fieldset className="space-y-4">
          <legend className="text-lg font-bold">{words.card}</legend>
          <p data-test-mode className="rounded-lg border border-spot-400/30 bg-spot-400/10 p-3 text-sm text-neutral-200">
            {words.testNotice}
          </p>
          <Field id={fieldId("card.number")} label={card.number} inputMode="numeric" autoComplete="cc-number" value={values.card.number} onChange={(e) => setCard("number", e.target.value)} error={shown("card.number")} placeholder="4242 4242 4242 4242" required />
          <div className="grid grid-cols-2 gap-4">
            <Field id={fieldId("card.expiry")} label={card.expiry} autoComplete="cc-exp" value={values.card.expiry} onChange={(e) => setCard("expiry", e.target.value)} error={shown("card.expiry")} placeholder="12/30" required />
            <Field id={fieldId("card.cvc")} label={card.cvc} inputMode="numeric" autoComplete="cc-csc" value={values.card.cvc} onChange={(e) => setCard("cvc", e.target.value)} error={shown("card.cvc")} placeholder="123" required />
          </div>
          <Field id={fieldId("card.name")} label={card.name} autoComplete="cc-name" value={values.card.name} onChange={(e) => setCard("name", e.target.value)} error={shown("card.name")} required />
        </fieldset>
      )}
      {form.formError && (
        <p role="alert" data-subscribe-error className="rounded-lg border border-rose-400/40 bg-rose-500/10 p-3 font-medium text-rose-200">
          {form.formError}
          {offersAccountLink(form.state) && (
            <>
              {" "}
              <Link to="/account" className="font-semibold underline">
                {subscriptionCopy.checkout.toAccount}
              </Link>
              .
            </>
          )}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={submitting} aria-disabled={submitting}>
        {submitting ? words.subscribing : testMode ? words.subscribe(priceText) : words.toStripe}
      </Button>
    </form>
  );
}
