import { data } from "react-router";
import type { Route } from "./+types/admin-audit-log";
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

export default function AdminAuditLogRoute({ loaderData }: Route.ComponentProps) {
  const { entries, limit } = loaderData;
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 max-w-2xl text-neutral-300">{copy.intro}</p>
      <p className="mt-6 text-neutral-300">{copy.count(entries.length, limit)}</p>
      {entries.length > 0 && (
        <div role="region" aria-labelledby="audit-caption" tabIndex={0} className="mt-3 overflow-x-auto rounded-2xl border border-white/10">
          <table data-audit-log className="w-full min-w-[48rem] text-left text-sm">
            <caption id="audit-caption" className="sr-only">
              {copy.tableCaption}
            </caption>
            <thead className="bg-stage-900 text-neutral-300">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">{copy.columns.createdAt}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{copy.columns.actor}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{copy.columns.action}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{copy.columns.target}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{copy.columns.details}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/10">
              {entries.map((e) => (
                <tr key={e.id}>
                  <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">{e.createdAt}</th>
                  <td className="px-3 py-2 [overflow-wrap:anywhere]">{e.actor}</td>
                  <td className="px-3 py-2 font-semibold whitespace-nowrap">{e.action}</td>
                  <td className="px-3 py-2 [overflow-wrap:anywhere]">{e.target ?? copy.none}</td>
                  <td className="px-3 py-2 font-mono text-xs [overflow-wrap:anywhere]">{e.details ?? copy.none}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
