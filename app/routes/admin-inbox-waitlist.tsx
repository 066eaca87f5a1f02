import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin-inbox-waitlist";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { site } from "~/content/site";
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
  const { choices, eventId, rows, error } = loaderData;
  const tiers = [...new Set(rows.map((r) => r.tier))];
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to="/admin/inbox" className="inline-flex min-h-11 items-center text-spot-300 underline">{inboxCopy.item.back}</Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold">{copy.waitlistTitle}</h1>
      <p className="mt-3 text-neutral-300">{copy.waitlistIntro}</p>
      <Form method="get" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grow">
          <label htmlFor="roster-event" className="block text-sm font-semibold">{copy.chooseEvent}</label>
          <select id="roster-event" name="event" defaultValue={eventId ?? ""} className={inputClass}>
            <option value="">{copy.pick}</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>{c.label}</option>
            ))}
          </select>
        </div>
        <Button type="submit">{copy.show}</Button>
        {eventId !== null && !error && (
          <Button asChild variant="outline">
            <a href={`/admin/inbox/waitlist.csv?event=${eventId}`} download>{copy.csv}</a>
          </Button>
        )}
      </Form>
      {error && <p role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">{error}</p>}
      {eventId !== null && !error && <p role="status" className="mt-6 text-neutral-300">{copy.waitingCount(rows.length)}</p>}
      {tiers.map((tier) => (
        <div key={tier} className="mt-6">
          <h2 className="text-xl font-bold">{tier}</h2>
          <ol className="mt-2 divide-y divide-white/10 rounded-2xl border border-white/10">
            {rows.filter((r) => r.tier === tier).map((r) => (
              <li key={r.ref} className="p-3">
                <p className="font-semibold [overflow-wrap:anywhere]">
                  {copy.position(r.position)} · <Link to={`/admin/inbox/${r.ref}`} className="text-spot-300 underline">{r.email}</Link> · {r.status}
                </p>
                <p className="text-sm text-neutral-300">{[r.joined, r.offer].filter(Boolean).join(" · ")}</p>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
