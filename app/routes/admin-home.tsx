import { data, Link } from "react-router";
import type { Route } from "./+types/admin-home";
import { backOfficeCopy } from "~/content/back-office";
import { ledgerWords } from "~/content/ledger-words";
import { site } from "~/content/site";
import { formatStoredAmount } from "~/domain/ledger-view";
import { formatMoney } from "~/domain/money";
import { EventSeats } from "~/features/admin/components/event-seats";
import { ResolveFlagForm } from "~/features/admin/components/resolve-flag-form";
import { SalesCard } from "~/features/admin/components/sales-card";
import { getAdminOverview, type SalesFigure } from "~/features/admin/get-admin-overview.server";
import { formatUtc } from "~/features/admin/format-utc";
import { resolveLedgerFlagFromForm, type ResolveFlagAnswer } from "~/features/admin/ledger-flag.routes.server";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { siteUrl } from "~/lib/env.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";
import { orderAttentionWords } from "~/content/order-attention";

const copy = backOfficeCopy.overview;
const words = ledgerWords.overview;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const timeZone = context.app.env.TEAM_TIME_ZONE;
  const overview = await getAdminOverview({ db: context.app.database.db, now: context.app.clock.now(), timeZone });
  const sales = (figure: SalesFigure) => ({
    orders: figure.orders,
    money: figure.figures.map((f) => ({
      currency: f.currency,
      gross: formatMoney({ amountMinor: f.grossMinor, currency: f.currency }),
      refunds: formatMoney({ amountMinor: f.refundMinor, currency: f.currency }),
      net: formatMoney({ amountMinor: f.netMinor, currency: f.currency }),
      // Fees only where the provider reported some: the test card and a day before the reconciliation have none.
      fees: f.feeMinor === 0 ? null : formatMoney({ amountMinor: f.feeMinor, currency: f.currency }),
    })),
  });
  return data(
    {
      timeZone,
      today: sales(overview.today),
      lastSevenDays: sales(overview.lastSevenDays),
      upcoming: overview.upcoming,
      unlimited: overview.unlimited,
      attention: overview.attention.map(({ data: _data, ...a }) => ({ ...a, reason: orderAttentionWords({ reason: a.reason, data: _data }), createdAt: formatUtc(a.createdAt) })),
      flagged: {
        count: overview.flagged.count,
        latest: overview.flagged.latest.map((f) => ({
          id: f.id,
          orderNumber: f.orderNumber,
          kind: ledgerWords.kinds[f.kind] ?? f.kind,
          amount: formatStoredAmount(f.amountMinor, f.currency),
          reason: (f.flagReason && ledgerWords.flagReasons[f.flagReason]) || ledgerWords.flagReasonUnknown,
          providerRef: f.providerRef,
          occurredAt: formatUtc(f.occurredAt),
        })),
      },
      failedEmails: overview.failedEmails,
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

/** Resolving a flagged ledger row from the attention list, with a note; audited. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: ResolveFlagAnswer) => data(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: ledgerWords.resolutions.crossSite });
  const form = Object.fromEntries(await request.formData());
  const { status, body } = await resolveLedgerFlagFromForm({ db: context.app.database.db, form, actor: { userId: viewer.userId, email: viewer.email }, now: context.app.clock.now() });
  return answer(status, body);
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminHomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { timeZone, today, lastSevenDays, upcoming, unlimited, attention, flagged, failedEmails } = loaderData;
  const flagError = (id: number) => (actionData && !actionData.ok && actionData.entry === id ? actionData.errors?.note : undefined);
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-neutral-300">{copy.intro(timeZone)}</p>

      <h2 className="mt-8 text-xl font-bold">{copy.sales}</h2>
      <div data-sales className="mt-3 grid gap-3 sm:grid-cols-2">
        <SalesCard title={copy.today} figure={today} />
        <SalesCard title={copy.lastSevenDays} figure={lastSevenDays} />
      </div>
      <p className="mt-2 text-sm text-neutral-300">{words.definitions}</p>

      <h2 className="mt-10 text-xl font-bold">{copy.attention}</h2>
      {attention.length === 0 ? (
        <p className="mt-3 text-neutral-300">{copy.noAttention}</p>
      ) : (
        <ul data-attention className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10">
          {attention.map((a) => (
            <li key={a.id} className="p-3">
              <p className="font-semibold">
                {a.number} · <span className="[overflow-wrap:anywhere]">{a.buyerEmail}</span>
              </p>
              <p className="mt-1 text-neutral-300">{a.reason}</p>
              <p className="mt-1 text-sm text-neutral-400">{a.createdAt}</p>
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-6 text-lg font-semibold">{words.flaggedHeading}</h3>
      <p className="mt-1 text-sm text-neutral-300">{words.flaggedIntro}</p>
      <div aria-live="polite">
        {actionData?.ok && <p className="mt-2 rounded-xl border border-spot-400/40 bg-spot-400/10 p-3 font-semibold">{actionData.message}</p>}
      </div>
      {actionData && !actionData.ok && actionData.message && (
        <p role="alert" className="mt-2 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">{actionData.message}</p>
      )}
      <p data-flagged-count={flagged.count} className="mt-2 text-neutral-300">
        {flagged.count === 0 ? words.noFlagged : words.flaggedCount(flagged.count)}
      </p>
      {flagged.latest.length > 0 && (
        <ul data-flagged className="mt-2 divide-y divide-white/10 rounded-2xl border border-amber-300/40">
          {flagged.latest.map((f) => (
            <li key={f.id} data-flagged-row className="p-3 [overflow-wrap:anywhere]">
              <p className="font-semibold">
                {f.orderNumber ? (
                  <Link className="text-spot-300 underline" to={`/admin/orders/${f.orderNumber}`}>
                    {f.orderNumber}
                  </Link>
                ) : (
                  words.noOrder
                )}{" "}
                · {f.kind} · <span className="tabular-nums">{f.amount}</span>
              </p>
              <p className="mt-1 text-neutral-300">{f.reason}</p>
              <p className="mt-1 text-sm text-neutral-400">
                {f.occurredAt}
                {f.providerRef && ` · ${f.providerRef}`}
              </p>
              <ResolveFlagForm entryId={f.id} subject={`${f.kind} ${f.amount}`} error={flagError(f.id)} />
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-10 text-xl font-bold">{copy.failedEmails}</h2>
      <p data-failed-emails={failedEmails.count} className="mt-3 text-neutral-300">
        {copy.failedCount(failedEmails.count)}
      </p>
      {failedEmails.count > 0 && (
        <>
          <ul className="mt-2 space-y-1">
            {failedEmails.latest.map((e) => (
              <li key={e.id} className="[overflow-wrap:anywhere]">
                <Link className="text-spot-300 underline" to={`/customer-emails?id=${e.id}`}>
                  {e.subject}
                </Link>{" "}
                · {e.toAddress}
              </li>
            ))}
          </ul>
          <p className="mt-2">
            <Link className="font-semibold text-spot-300 underline" to="/customer-emails?status=failed">
              {copy.openOutbox}
            </Link>
          </p>
        </>
      )}

      <h2 className="mt-10 text-xl font-bold">{copy.unlimitedOffers}</h2>
      {unlimited.length === 0 ? (
        <p data-unlimited-offers="none" className="mt-3 text-neutral-300">
          {copy.noUnlimitedOffers}
        </p>
      ) : (
        <>
          <p className="mt-2 max-w-3xl text-neutral-300">{copy.unlimitedOffersIntro}</p>
          <ul data-unlimited-offers className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10">
            {unlimited.map((e) => (
              <li key={e.id} data-unlimited-event={e.slug} className="p-3">
                <Link className="font-semibold text-spot-300 underline" to={`/admin/events/${e.id}`} aria-label={copy.editSeats(e.cityName)}>
                  {e.cityName}
                </Link>{" "}
                <span className="text-neutral-300">· {e.dateText}</span>
                <p className="mt-1 text-sm text-neutral-300 [overflow-wrap:anywhere]">{e.tiers.join(", ")}</p>
              </li>
            ))}
          </ul>
        </>
      )}

      <h2 className="mt-10 text-xl font-bold">{copy.seats}</h2>
      {upcoming.length === 0 ? (
        <p className="mt-3 text-neutral-300">{copy.noUpcoming}</p>
      ) : (
        <p className="mt-2">
          <a className="font-semibold text-spot-300 underline" href="/admin/seats.csv" download>
            {copy.seatsCsv}
          </a>
        </p>
      )}
      <EventSeats upcoming={upcoming} />
    </section>
  );
}
