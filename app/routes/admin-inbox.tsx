import { data } from "react-router";
import type { Route } from "./+types/admin-inbox";
import { site } from "~/content/site";
import { formatInboxRef } from "~/domain/inbox";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { InboxListPage } from "~/features/inbox/components/inbox-list-page";
import { countNewInboxItems } from "~/features/inbox/count-new-inbox-items.server";
import { inboxCopy as copy } from "~/features/inbox/inbox-copy";
import { INBOX_PAGE_SIZE, inboxSearchSchema } from "~/features/inbox/inbox-schemas";
import { listInboxItems } from "~/features/inbox/list-inbox-items.server";
import { listEventChoices } from "~/features/orders/list-event-choices.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  // Set by the item page after a deletion on request: how many items and emails went.
  const deleted = /^\d{1,6}$/.test(params.deleted ?? "") && /^\d{1,6}$/.test(params.emails ?? "") ? copy.item.deleted(Number(params.deleted), Number(params.emails)) : null;
  const parsed = inboxSearchSchema.safeParse(params);
  const search = parsed.success ? parsed.data : inboxSearchSchema.parse({});
  const db = context.app.database.db;
  const [found, eventChoices, fresh] = await Promise.all([
    listInboxItems({ db, search, timeZone: context.app.env.TEAM_TIME_ZONE, pageSize: INBOX_PAGE_SIZE }),
    listEventChoices({ db }),
    countNewInboxItems({ db }),
  ]);
  return data(
    {
      error: parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
      deleted,
      page: search.page,
      pages: Math.max(1, Math.ceil(found.total / INBOX_PAGE_SIZE)),
      total: found.total,
      eventChoices: eventChoices.map((e) => ({ id: e.id, label: `${e.cityName} · ${e.dateText}` })),
      newByKind: fresh.byKind,
      rows: found.rows.map((r) => ({
        ref: formatInboxRef(r),
        kind: r.kind,
        name: r.name,
        email: r.email,
        about: r.eventLabel ?? r.opportunityTitle,
        status: r.status,
        assignee: r.assigneeEmail,
        received: formatUtc(r.createdAt) ?? "",
      })),
    },
    { status: parsed.success ? 200 : 400, headers: PRIVATE_PAGE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminInboxRoute({ loaderData }: Route.ComponentProps) {
  return <InboxListPage {...loaderData} />;
}
