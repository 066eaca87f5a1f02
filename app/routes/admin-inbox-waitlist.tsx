import { data } from "react-router";
import type { Route } from "./+types/admin-inbox-waitlist";
import { site } from "~/content/site";
import { WaitlistRosterPage } from "~/features/inbox/components/waitlist-roster-page";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { inboxCopy } from "~/features/inbox/inbox-copy";
import { rosterQuerySchema } from "~/features/inbox/inbox-schemas";
import { listWaitlistRoster } from "~/features/inbox/list-rosters.server";
import { listEventChoices } from "~/features/orders/list-event-choices.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const copy = inboxCopy.rosters;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const db = context.app.database.db;
  const parsed = rosterQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const eventId = parsed.success ? parsed.data.event : undefined;
  const choices = (await listEventChoices({ db })).map((e) => ({ id: e.id, label: `${e.cityName} · ${e.dateText}` }));
  const found = eventId === undefined ? null : await listWaitlistRoster({ db, eventId });
  const error = !parsed.success ? copy.badRequest : found && !found.ok ? copy.noSuchEvent : null;
  const rows = found?.ok
    ? found.rows.map((r) => ({
        ref: `waitlist-${r.id}`,
        tier: r.tierKey === null ? copy.anyTier : (r.tierLabel ?? r.tierKey),
        position: r.position,
        email: r.email,
        status: inboxCopy.statuses[r.status],
        joined: formatUtc(r.createdAt) ?? "",
        offer: r.offerStatus ? copy.offer(r.offerStatus, formatUtc(r.offerExpiresAt) ?? "") : null,
      }))
    : [];
  return data({ choices, eventId: eventId ?? null, rows, error }, { status: error ? (parsed.success ? 404 : 400) : 200, headers: PRIVATE_PAGE_HEADERS });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.waitlistTitle} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminInboxWaitlistRoute({ loaderData }: Route.ComponentProps) {
  return <WaitlistRosterPage {...loaderData} />;
}
