import { data, Link } from "react-router";
import type { Route } from "./+types/admin-home";
import { backOfficeCopy } from "~/content/back-office";
import { site } from "~/content/site";
import { formatMoney } from "~/domain/money";
import { getAdminOverview, type SalesFigure } from "~/features/admin/get-admin-overview.server";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const copy = backOfficeCopy.overview;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const timeZone = context.app.env.TEAM_TIME_ZONE;
  const overview = await getAdminOverview({ db: context.app.database.db, now: context.app.clock.now(), timeZone });
  const sales = (figure: SalesFigure) => ({ orders: figure.orders, revenue: figure.revenue.map(formatMoney) });
  return data(
    {
      timeZone,
      today: sales(overview.today),
      lastSevenDays: sales(overview.lastSevenDays),
      upcoming: overview.upcoming,
      attention: overview.attention.map((a) => ({ ...a, createdAt: formatUtc(a.createdAt) })),
      failedEmails: overview.failedEmails,
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

function SalesCard({ title, figure }: { title: string; figure: { orders: number; revenue: string[] } }) {
  return (
    <div className="rounded-2xl border border-white/10 bg-stage-900 p-4">
      <h3 className="text-sm font-semibold text-neutral-300">{title}</h3>
      <p className="mt-1 text-lg font-bold">{copy.paidOrders(figure.orders)}</p>
      {figure.revenue.length === 0 ? (
        <p className="mt-1 text-neutral-300">{copy.noRevenue}</p>
      ) : (
        <ul className="mt-1 space-y-0.5 text-lg">
          {figure.revenue.map((amount) => (
            <li key={amount}>{amount}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function AdminHomeRoute({ loaderData }: Route.ComponentProps) {
  const { timeZone, today, lastSevenDays, upcoming, attention, failedEmails } = loaderData;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-neutral-300">{copy.intro(timeZone)}</p>

      <h2 className="mt-8 text-xl font-bold">{copy.sales}</h2>
      <div data-sales className="mt-3 grid gap-3 sm:grid-cols-2">
        <SalesCard title={copy.today} figure={today} />
        <SalesCard title={copy.lastSevenDays} figure={lastSevenDays} />
      </div>

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
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {upcoming.map((event) => (
          <div key={event.id} data-event-seats={event.slug} className="rounded-2xl border border-white/10 p-3">
            <h3 className="font-bold">
              {event.cityName} <span className="font-normal text-neutral-300">· {event.dateText}</span>
            </h3>
            <table className="mt-2 w-full text-left text-sm">
              <caption className="sr-only">{`${copy.seats}: ${event.cityName}`}</caption>
              <thead className="text-neutral-300">
                <tr>
                  <th scope="col" className="py-1 pr-2 font-semibold">{copy.poolColumns.pool}</th>
                  <th scope="col" className="py-1 pr-2 text-right font-semibold">{copy.poolColumns.taken}</th>
                  <th scope="col" className="py-1 pr-2 text-right font-semibold">{copy.poolColumns.capacity}</th>
                  <th scope="col" className="py-1 text-right font-semibold">{copy.poolColumns.left}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-white/10">
                {event.pools.map((pool) => (
                  <tr key={pool.key}>
                    <th scope="row" className="py-1 pr-2 font-normal">{pool.tiers.join(", ") || pool.key}</th>
                    <td className="py-1 pr-2 text-right tabular-nums">{pool.taken}</td>
                    <td className="py-1 pr-2 text-right tabular-nums">{pool.capacity ?? copy.unlimited}</td>
                    <td className="py-1 text-right font-semibold tabular-nums">{pool.left ?? copy.unlimited}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </section>
  );
}
