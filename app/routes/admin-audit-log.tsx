import { data } from "react-router";
import type { Route } from "./+types/admin-audit-log";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { AdminPage } from "~/components/admin/page-shell";
import { adminToolsCopy } from "~/content/admin-tools";
import { site } from "~/content/site";
import { formatUtc } from "~/features/admin/format-utc";
import { listAuditLog } from "~/features/admin/list-audit-log.server";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const copy = adminToolsCopy.auditLog;
const LIMIT = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const entries = await listAuditLog({ db: context.app.database.db, limit: LIMIT });
  return data(
    {
      limit: LIMIT,
      entries: entries.map((e) => ({
        id: e.id,
        actor: e.actorEmail,
        action: e.action,
        target: e.target,
        details: Object.keys(e.details).length > 0 ? JSON.stringify(e.details) : null,
        createdAt: formatUtc(e.createdAt, { seconds: true }),
      })),
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

type AuditRow = Route.ComponentProps["loaderData"]["entries"][number];

const columns: DataColumn<AuditRow>[] = [
  { key: "createdAt", header: copy.columns.createdAt, rowHeader: true, cell: (e) => <span className="font-normal whitespace-nowrap">{e.createdAt}</span> },
  { key: "actor", header: copy.columns.actor, cell: (e) => e.actor },
  { key: "action", header: copy.columns.action, cell: (e) => <span className="font-semibold whitespace-nowrap">{e.action}</span> },
  { key: "target", header: copy.columns.target, cell: (e) => e.target ?? copy.none },
  { key: "details", header: copy.columns.details, cell: (e) => <span className="font-mono text-xs">{e.details ?? copy.none}</span> },
];

export default function AdminAuditLogRoute({ loaderData }: Route.ComponentProps) {
  const { entries, limit } = loaderData;
  return (
    <AdminPage title={copy.title} intro={copy.intro}>
      <p className="mt-6 text-neutral-300">{copy.count(entries.length, limit)}</p>
      <DataTable id="audit" caption={copy.tableCaption} columns={columns} rows={entries} rowKey={(e) => e.id} tableClassName="min-w-[48rem]" className="mt-3" />
    </AdminPage>
  );
}
