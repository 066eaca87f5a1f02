import { data, Link } from "react-router";
import type { Route } from "./+types/admin-check-in";
import { doorCopy as copy } from "~/content/door";
import { site } from "~/content/site";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { DOOR_DAYS_AHEAD, listDoorEvents } from "~/features/door/list-door-events.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const events = await listDoorEvents({ db: context.app.database.db, now: context.app.clock.now() });
  return data({ events, daysAhead: DOOR_DAYS_AHEAD }, { headers: PRIVATE_PAGE_HEADERS });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/** /admin/check-in: the events whose door opens today or in the coming days. */
export default function AdminCheckInRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-neutral-300">{copy.intro(loaderData.daysAhead)}</p>
      {loaderData.events.length === 0 ? (
        <p className="mt-6">{copy.noEvents}</p>
      ) : (
        <ul aria-label={copy.eventsLabel} className="mt-6 divide-y divide-white/10 rounded-2xl border border-white/10">
          {loaderData.events.map((e) => (
            <li key={e.id}>
              {/* A whole page load: the camera is allowed only by the door page's own headers. */}
              <Link to={`/admin/check-in/${e.id}`} reloadDocument className="flex min-h-11 flex-col p-3 hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-spot-300">
                <span className="font-semibold text-spot-300 underline">{e.cityName}</span>
                <span className="text-sm text-neutral-300">{e.dateText}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
