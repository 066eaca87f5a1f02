import { data, Form, Link, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin-events";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { eventsAdminCopy } from "~/content/events-admin";
import { site } from "~/content/site";
import { formatMoney } from "~/domain/money";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { listAdminEvents, type AdminEventRow } from "~/features/events-admin/list-admin-events.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const copy = eventsAdminCopy.list;
const searchSchema = z.object({ q: z.string().trim().max(80).catch("").default("") });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const { q } = searchSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listAdminEvents({ db: context.app.database.db, now: context.app.clock.now(), search: q });
  const show = (rows: AdminEventRow[]) =>
    rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      cityName: r.cityName,
      dateText: r.dateText,
      timeZone: r.timeZone,
      listedOnTour: r.listedOnTour,
      hasPage: r.hasPage,
      pools: r.pools.map((p) => copy.seats(p.key, p.taken, p.capacity)),
      paid: r.paid ? copy.revenue(formatMoney(r.paid)) : copy.noRevenue,
    }));
  return data({ q, upcoming: show(list.upcoming), past: show(list.past), cancelled: show(list.cancelled) }, { headers: PRIVATE_PAGE_HEADERS });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

type Row = Route.ComponentProps["loaderData"]["upcoming"][number];

function EventList({ heading, rows, id }: { heading: string; rows: Row[]; id: string }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold">
        {heading} <span className="text-base font-normal text-neutral-300">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-neutral-300">{copy.none}</p>
      ) : (
        <ul className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10">
          {rows.map((r) => (
            <li key={r.id} data-event={r.slug} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto] sm:items-start sm:gap-4">
              <div className="min-w-0">
                <p className="font-semibold">
                  <Link to={`/admin/events/${r.id}`} className="text-spot-300 underline" aria-label={copy.edit(r.cityName)}>
                    {r.cityName}
                  </Link>{" "}
                  <span className="font-normal text-neutral-300">· {r.dateText || copy.dateTbd}</span>
                </p>
                <p className="text-sm text-neutral-300 [overflow-wrap:anywhere]">
                  /{r.slug} · {r.timeZone} · {r.listedOnTour ? copy.listedOnTour : copy.notListed}
                  {r.hasPage ? "" : ` · ${copy.noPage}`}
                </p>
                <p className="text-sm">{r.pools.length === 0 ? copy.noPools : r.pools.join(" · ")}</p>
              </div>
              <p className="font-semibold tabular-nums sm:text-right">{r.paid}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function AdminEventsRoute({ loaderData }: Route.ComponentProps) {
  const { q, upcoming, past, cancelled } = loaderData;
  const [params] = useSearchParams();
  const total = upcoming.length + past.length + cancelled.length;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-neutral-300">{copy.intro}</p>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-60">
          <label htmlFor="events-q" className="block text-sm font-semibold">
            {copy.search}
          </label>
          <input id="events-q" name="q" type="search" defaultValue={params.get("q") ?? ""} className={inputClass} maxLength={80} />
        </div>
        <Button type="submit">{copy.searchButton}</Button>
        {q && (
          <Button asChild variant="outline">
            <Link to="/admin/events">{copy.clear}</Link>
          </Button>
        )}
      </Form>
      {q && total === 0 && (
        <p role="status" className="mt-6 text-neutral-300">
          {copy.noMatch(q)}
        </p>
      )}
      <EventList heading={copy.groups.upcoming} rows={upcoming} id="events-upcoming" />
      <EventList heading={copy.groups.past} rows={past} id="events-past" />
      <EventList heading={copy.groups.cancelled} rows={cancelled} id="events-cancelled" />
    </section>
  );
}
