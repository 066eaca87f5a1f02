import { data } from "react-router";
import type { Route } from "./+types/admin-inbox-auditions";
import { site } from "~/content/site";
import { AuditionsRosterPage } from "~/features/inbox/components/auditions-roster-page";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { inboxCopy } from "~/features/inbox/inbox-copy";
import { rosterQuerySchema } from "~/features/inbox/inbox-schemas";
import { listAuditionRoster } from "~/features/inbox/list-rosters.server";
import { listEventChoices } from "~/features/orders/list-event-choices.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const copy = inboxCopy.rosters;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const db = context.app.database.db;
  const parsed = rosterQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const eventId = parsed.success ? parsed.data.event : undefined;
  const choices = (await listEventChoices({ db })).map((e) => ({ id: e.id, label: `${e.cityName} · ${e.dateText}` }));
  const found = eventId === undefined ? null : await listAuditionRoster({ db, eventId });
  const error = !parsed.success ? copy.badRequest : found && !found.ok ? copy.noSuchEvent : null;
  const rows = found?.ok
    ? found.rows.map((r) => ({ ref: `audition-${r.id}`, ageGroup: copy.ageGroups[r.ageGroup] ?? r.ageGroup, fullName: r.fullName, age: r.age, email: r.email, phone: r.phone, parentName: r.parentName, status: inboxCopy.statuses[r.status], registered: formatUtc(r.createdAt) ?? "" }))
    : [];
  return data({ choices, eventId: eventId ?? null, rows, error }, { status: error ? (parsed.success ? 404 : 400) : 200, headers: PRIVATE_PAGE_HEADERS });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.auditionsTitle} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminInboxAuditionsRoute({ loaderData }: Route.ComponentProps) {
  return <AuditionsRosterPage {...loaderData} />;
}
