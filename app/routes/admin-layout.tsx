import { data, Outlet } from "react-router";
import type { Route } from "./+types/admin-layout";
import { AdminNav } from "~/features/admin/components/admin-nav";
import { getViewer } from "~/features/auth/get-viewer.server";
import { countNewInboxItems } from "~/features/inbox/count-new-inbox-items.server";
import { inboxCopy } from "~/features/inbox/inbox-copy";
import { INBOX_KINDS } from "~/domain/inbox";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

/**
 * Every team page sits inside this layout. Its loader guards nothing: each page's own loader and
 * action call requireAdmin, so no page depends on a parent having checked. It only reads the inbox's
 * new items per kind for the menu, and only for an admin (anyone else gets nothing).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { app } = context;
  const viewer = await getViewer({ auth: app.auth, db: app.database.db, request });
  if (!viewer?.isAdmin) return data({ badges: null }, { headers: PRIVATE_PAGE_HEADERS });
  const fresh = await countNewInboxItems({ db: app.database.db });
  const newKinds = INBOX_KINDS.filter((k) => fresh.byKind[k] > 0);
  const parts = newKinds.map((k) => ({ label: inboxCopy.newCount(inboxCopy.kinds[k], fresh.byKind[k]), to: `/admin/inbox?kind=${k}&status=new` }));
  return data({ badges: { "/admin/inbox": { count: fresh.total, detail: parts.map((p) => p.label).join(", "), parts } } }, { headers: PRIVATE_PAGE_HEADERS });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminNav badges={loaderData?.badges ?? undefined} />
      <Outlet />
    </>
  );
}
