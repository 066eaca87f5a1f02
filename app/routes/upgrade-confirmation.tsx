import { data, useNavigate } from "react-router";
import type { Route } from "./+types/upgrade-confirmation";
import { site } from "~/content/site";
import { ticketUpgradeCopy } from "~/content/ticket-upgrades";
import { formatMoney } from "~/domain/money";
import { TestCardForm } from "~/features/checkout/components/test-card-form";
import { UpgradeCheckoutButton } from "~/features/checkout/upgrades/components/upgrade-checkout-button";
import { findTicketUpgrade } from "~/features/checkout/upgrades/find-ticket-upgrade.server";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "strict-origin" };
const copy = ticketUpgradeCopy.confirmation;

/** The ticket a signed link moves up and its price, or why it cannot; paid here with the test card, or on Stripe's page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("link") ?? "";
  const { database, clock, secret, checkout } = context.app;
  const found = await findTicketUpgrade({ db: database.db, secret, token, now: clock.now() });
  if (!found.ok) return data({ token, refused: found.reason, upgrade: null, testCard: false }, { headers: PRIVATE });
  const u = found.upgrade;
  const expiresText = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: u.timeZone, timeZoneName: "short" }).format(u.expiresAt);
  return data(
    {
      token,
      refused: null,
      testCard: checkout.provider.name === "test",
      upgrade: { orderNumber: u.orderNumber, cityName: u.cityName, dateText: u.dateText, studentName: u.studentName, fromLabel: u.line.label, toLabel: u.to.label, amountText: formatMoney({ amountMinor: u.amountMinor, currency: u.currency }), expiresText },
    },
    { headers: PRIVATE },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has("Cache-Control") ? loaderHeaders : new Headers(PRIVATE);
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }, { name: "description", content: copy.metaDescription }];
}

export default function UpgradeConfirmationRoute({ loaderData }: Route.ComponentProps) {
  const { token, refused, upgrade, testCard } = loaderData;
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-xl px-6 py-16" data-upgrade-confirmation={refused ?? "open"}>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      {refused || !upgrade ? (
        <>
          <p role="alert" className="mt-4 text-neutral-200">
            {ticketUpgradeCopy.refused[refused ?? "invalid"]}
          </p>
          <a className="mt-6 inline-block font-semibold text-spot-300 underline" href="/upgrade-to-pro-track">
            {ticketUpgradeCopy.request.title}
          </a>
        </>
      ) : (
        <>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-neutral-400">{copy.event}</dt>
            <dd>
              {upgrade.cityName} · {upgrade.dateText}
            </dd>
            <dt className="text-neutral-400">{copy.order}</dt>
            <dd>{upgrade.orderNumber}</dd>
            <dt className="text-neutral-400">{copy.student}</dt>
            <dd>{upgrade.studentName ?? copy.unnamed}</dd>
            <dt className="text-neutral-400">{copy.from}</dt>
            <dd>{upgrade.fromLabel}</dd>
            <dt className="text-neutral-400">{copy.to}</dt>
            <dd>{upgrade.toLabel}</dd>
            <dt className="text-neutral-400">{copy.due}</dt>
            <dd className="text-xl font-bold" data-upgrade-amount>
              {upgrade.amountText}
            </dd>
          </dl>
          <p className="mt-4 text-sm text-neutral-300">{copy.expires(upgrade.expiresText)}</p>
          <div className="mt-8">
            {testCard ? (
              <TestCardForm amountText={upgrade.amountText} orderToken="" endpoint={`/api/upgrades/${encodeURIComponent(token)}/test-card`} onPaid={(to) => navigate(to)} />
            ) : (
              <UpgradeCheckoutButton token={token} amountText={upgrade.amountText} />
            )}
          </div>
        </>
      )}
    </section>
  );
}
