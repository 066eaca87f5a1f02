import { data } from "react-router";
import type { Route } from "./+types/pro-track-upgrade-thank-you";
import { site } from "~/content/site";
import { ticketUpgradeCopy } from "~/content/ticket-upgrades";
import { formatMoney } from "~/domain/money";
import { getUpgradeReceipt } from "~/features/checkout/upgrades/get-upgrade-receipt.server";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "strict-origin" };
const copy = ticketUpgradeCopy.thankYou;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("link") ?? "";
  const receipt = await getUpgradeReceipt({ db: context.app.database.db, secret: context.app.secret, token });
  if (!receipt) throw data(null, { status: 404, headers: PRIVATE });
  return data({ receipt }, { headers: PRIVATE });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has("Cache-Control") ? loaderHeaders : new Headers(PRIVATE);
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }, { name: "description", content: copy.metaDescription }];
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center">
      <h1 className="text-3xl font-bold">{ticketUpgradeCopy.confirmation.title}</h1>
      <p className="mt-4 text-neutral-300">{ticketUpgradeCopy.refused.invalid}</p>
    </section>
  );
}

export default function ProTrackUpgradeThankYouRoute({ loaderData }: Route.ComponentProps) {
  const { receipt } = loaderData;
  return (
    <section className="mx-auto max-w-xl px-6 py-16" data-upgrade-thank-you={receipt.status}>
      <h1 className="text-3xl font-bold">{receipt.status === "paid" ? copy.title : copy.processingTitle}</h1>
      <p className="mt-4 text-lg">
        {receipt.cityName} · {receipt.dateText}
        {receipt.studentName ? ` · ${receipt.studentName}` : ""}
      </p>
      {receipt.status === "paid" ? (
        <>
          <p className="mt-4 text-neutral-200">{copy.body(receipt.toLabel, formatMoney({ amountMinor: receipt.amountMinor, currency: receipt.currency }))}</p>
          <p className="mt-4 text-neutral-300">{copy.next}</p>
        </>
      ) : (
        <p className="mt-4 text-neutral-200">{copy.processing(receipt.toLabel, formatMoney({ amountMinor: receipt.amountMinor, currency: receipt.currency }))}</p>
      )}
    </section>
  );
}
