import { data, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/admin-inbox";
import { FilterBar } from "~/components/admin/filter-bar";
import { FormRow } from "~/components/admin/form-row";
import { AdminPage } from "~/components/admin/page-shell";
import { Pager } from "~/components/pager";
import { inputClass } from "~/components/ui/field";
import { site } from "~/content/site";
import { formatInboxRef, INBOX_KINDS, INBOX_STATUSES } from "~/domain/inbox";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
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

const selectClass = `${inputClass.replace("w-full", "w-full sm:w-auto")} sm:min-w-40`;

export default function AdminInboxRoute({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pages, eventChoices, error, newByKind, deleted } = loaderData;
  const [params] = useSearchParams();

  return (
    <AdminPage title={copy.title} intro={copy.intro}>
      {deleted && <p data-deleted className="mt-4 rounded-xl border border-spot-400/40 bg-spot-400/10 p-3 font-semibold">{deleted}</p>}

      <h2 className="sr-only">{copy.newCounts}</h2>
      <ul aria-label={copy.newCounts} className="mt-4 flex flex-wrap gap-2">
        {INBOX_KINDS.map((k) => (
          <li key={k}>
            <Link to={`?kind=${k}&status=new`} data-new-kind={k} className="inline-flex min-h-11 items-center rounded-full border border-white/20 px-3 text-sm hover:bg-white/10">
              {copy.newCount(copy.kinds[k], newByKind[k])}
            </Link>
          </li>
        ))}
      </ul>

      <nav aria-label={copy.tools} className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link to="/admin/inbox/templates" className="inline-flex min-h-11 items-center text-spot-300 underline">{copy.templatesLink}</Link>
        <Link to="/admin/inbox/auditions" className="inline-flex min-h-11 items-center text-spot-300 underline">{copy.auditionsLink}</Link>
        <Link to="/admin/inbox/waitlist" className="inline-flex min-h-11 items-center text-spot-300 underline">{copy.waitlistLink}</Link>
      </nav>

      <FilterBar columns={6} applyLabel={copy.apply} clear={{ to: "/admin/inbox", label: copy.clear }}>
        <FormRow id="inbox-q" label={copy.search} hint={copy.searchHint} className="sm:col-span-2">
          {(control) => <input {...control} name="q" type="search" defaultValue={params.get("q") ?? ""} className={inputClass} maxLength={200} />}
        </FormRow>
        <FormRow id="inbox-kind" label={copy.kind}>
          {(control) => (
            <select {...control} name="kind" defaultValue={params.get("kind") ?? ""} className={selectClass}>
              <option value="">{copy.allKinds}</option>
              {INBOX_KINDS.map((k) => (
                <option key={k} value={k}>{copy.kinds[k]}</option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow id="inbox-status" label={copy.status}>
          {(control) => (
            <select {...control} name="status" defaultValue={params.get("status") ?? ""} className={selectClass}>
              <option value="">{copy.allStatuses}</option>
              {INBOX_STATUSES.map((s) => (
                <option key={s} value={s}>{copy.statuses[s]}</option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow id="inbox-event" label={copy.event} className="sm:col-span-2">
          {(control) => (
            <select {...control} name="event" defaultValue={params.get("event") ?? ""} className={selectClass}>
              <option value="">{copy.allEvents}</option>
              {eventChoices.map((e) => (
                <option key={e.id} value={e.id}>{e.label}</option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow id="inbox-from" label={copy.from}>
          {(control) => <input {...control} name="from" type="date" defaultValue={params.get("from") ?? ""} className={inputClass} />}
        </FormRow>
        <div>
          <label htmlFor="inbox-to" className="block text-sm font-semibold">{copy.to}</label>
          <input id="inbox-to" name="to" type="date" defaultValue={params.get("to") ?? ""} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? "inbox-error" : undefined} />
        </div>
      </FilterBar>

      {error && (
        <p id="inbox-error" role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
          {error}
        </p>
      )}
      <p role="status" className="mt-6 text-neutral-300">{copy.count(total)}</p>

      {rows.length > 0 && (
        <ul aria-label={copy.listLabel} data-inbox className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10">
          {rows.map((r) => (
            <li key={r.ref} data-inbox-item={r.ref} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
              <div className="min-w-0">
                <p className="font-semibold">
                  <Link to={`/admin/inbox/${r.ref}`} className="text-spot-300 underline">
                    {r.name ?? r.email}
                  </Link>
                  {r.name && <span className="font-normal [overflow-wrap:anywhere]"> · {r.email}</span>}
                </p>
                <p className="text-sm text-neutral-300 [overflow-wrap:anywhere]">
                  {[copy.kinds[r.kind], r.about, copy.received(r.received), r.assignee ? copy.assignedTo(r.assignee) : null].filter(Boolean).join(" · ")}
                </p>
              </div>
              <p>
                <span className="rounded-full border border-white/20 px-2 py-0.5 text-sm" data-status={r.status}>{copy.statuses[r.status]}</span>
              </p>
            </li>
          ))}
        </ul>
      )}

      <Pager page={page} pages={pages} labels={copy} />
    </AdminPage>
  );
}
