import { data } from "react-router";
import type { Route } from "./+types/admin-check-in-event";
import { doorCopy as copy } from "~/content/door";
import { site } from "~/content/site";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { DoorList } from "~/features/door/components/door-list";
import { doorEventIdSchema } from "~/features/door/door-schemas";
import { listDoorEvents } from "~/features/door/list-door-events.server";
import { listDoorPeople } from "~/features/door/list-door-people.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context.app);
  const db = context.app.database.db;
  const now = context.app.clock.now();
  const id = doorEventIdSchema.safeParse(params.eventId);
  const event = id.success ? (await listDoorEvents({ db, now })).find((e) => e.id === id.data) : undefined;
  if (!event) throw data({ message: copy.notFound }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  const people = await listDoorPeople({ db, eventId: event.id });
  return data({ event, people, me: viewer.email, printedAt: formatUtc(now) ?? "" }, { headers: PRIVATE_PAGE_HEADERS });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const title = loaded ? copy.eventTitle(loaded.event.cityName) : copy.title;
  return [{ title: `${title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/** /admin/check-in/:eventId: one event's door list. */
export default function AdminCheckInEventRoute({ loaderData }: Route.ComponentProps) {
  return <DoorList event={loaderData.event} initialPeople={loaderData.people} me={loaderData.me} printedAt={loaderData.printedAt} />;
}
