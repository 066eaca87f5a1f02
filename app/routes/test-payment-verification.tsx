import { data, Form } from "react-router";
import type { Route } from "./+types/test-payment-verification";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { site } from "~/content/site";
import { paymentVerificationCopy as copy } from "~/content/student-registration";
import { formatMoney, isCurrencyCode } from "~/domain/money";
import { findOrderPayment } from "~/features/checkout/orders/find-order-payment.server";
import { ORDER_NUMBER_PATTERN } from "~/features/checkout/orders/order-reference";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

type Lookup = { kind: "none" } | { kind: "invalid" } | { kind: "not_found"; number: string } | { kind: "found"; rows: Array<[string, string]> };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const { checkout, database } = context.app;
  const typed = (new URL(request.url).searchParams.get("number") ?? "").slice(0, 40);
  const answer = (lookup: Lookup, status = 200) => data({ typed, lookup }, { status, headers: PRIVATE_PAGE_HEADERS });
  if (typed.trim() === "") return answer({ kind: "none" });
  const number = typed.trim().toUpperCase();
  if (!ORDER_NUMBER_PATTERN.test(number)) return answer({ kind: "invalid" }, 400);
  const payment = await findOrderPayment({ db: database.db, number, provider: checkout.provider });
  if (!payment) return answer({ kind: "not_found", number }, 404);
  const total = isCurrencyCode(payment.currency) ? formatMoney({ amountMinor: payment.totalMinor, currency: payment.currency }) : `${payment.totalMinor} ${payment.currency} (minor units)`;
  const paidAt = payment.paidAt ? `${new Date(payment.paidAt).toLocaleString("en-US", { timeZone: "UTC", dateStyle: "medium", timeStyle: "short" })} UTC` : copy.notPaid;
  return answer({
    kind: "found",
    rows: [
      [copy.rows.number, payment.number],
      [copy.rows.status, payment.status],
      [copy.rows.city, payment.cityName],
      [copy.rows.total, total],
      [copy.rows.paidAt, paidAt],
      [copy.rows.provider, payment.provider],
      [copy.rows.report, payment.providerReport],
    ],
  });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function TestPaymentVerificationRoute({ loaderData }: Route.ComponentProps) {
  const { typed, lookup } = loaderData;
  const problem = lookup.kind === "invalid" ? copy.invalid : lookup.kind === "not_found" ? copy.notFound(lookup.number) : undefined;
  return (
    <section className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-neutral-300">{copy.intro}</p>
      <Form method="get" className="mt-8 space-y-4">
        <Field
          id="verification-number"
          name="number"
          label={copy.number}
          hint={copy.numberHint}
          error={problem}
          defaultValue={typed}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          required
        />
        <Button type="submit">
          {copy.lookUp}
        </Button>
      </Form>
      {lookup.kind === "found" && (
        <dl data-payment-verification className="mt-8 divide-y divide-white/10 rounded-2xl border border-white/10 bg-stage-900 px-6">
          {lookup.rows.map(([label, value]) => (
            <div key={label} className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between sm:gap-6">
              <dt className="shrink-0 text-neutral-300">{label}</dt>
              <dd className="font-semibold break-words sm:text-right">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
