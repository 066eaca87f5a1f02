import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/customer-emails";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { adminToolsCopy } from "~/content/admin-tools";
import { site } from "~/content/site";
import { formatUtc } from "~/features/admin/format-utc";
import { OUTBOX_LIST_LIMIT, OUTBOX_STATUSES, outboxIdSchema, outboxStatusSchema } from "~/features/admin/outbox-schemas";
import { resendOutboxEmail } from "~/features/admin/resend-outbox-email.server";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { getOutboxMessage } from "~/features/email/get-outbox-message.server";
import { listOutbox } from "~/features/email/list-outbox.server";
import { siteUrl } from "~/lib/env.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";
import { cn } from "~/lib/cn";

const copy = adminToolsCopy.outbox;

type ActionAnswer = { ok: true; message: string; id: number } | { ok: false; message: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const db = context.app.database.db;
  const params = new URL(request.url).searchParams;
  const problems: string[] = [];
  let statusCode = 200;
  const problem = (text: string, code: number) => {
    problems.push(text);
    statusCode = Math.max(statusCode, code);
  };

  const typedStatus = params.get("status") ?? "";
  const status = typedStatus === "" ? undefined : outboxStatusSchema.safeParse(typedStatus);
  if (status && !status.success) problem(copy.invalidStatus(OUTBOX_STATUSES), 400);
  const emails = await listOutbox({ db, status: status?.success ? status.data : undefined, limit: OUTBOX_LIST_LIMIT });

  let message = null;
  const typedId = params.get("id");
  if (typedId !== null) {
    const id = outboxIdSchema.safeParse(typedId);
    const row = id.success ? await getOutboxMessage({ db, id: id.data }) : undefined;
    if (!id.success) problem(copy.invalidId, 400);
    else if (!row) problem(copy.notFound(id.data), 404);
    else
      message = {
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        status: row.status,
        template: row.template,
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: formatUtc(row.createdAt),
        sentAt: formatUtc(row.sentAt),
        text: row.text,
        html: row.html,
        attachments: row.attachments.map((a) => a.filename),
      };
  }

  return data(
    {
      statuses: [...OUTBOX_STATUSES],
      status: status?.success ? status.data : "",
      problems,
      limit: OUTBOX_LIST_LIMIT,
      message,
      emails: emails.map((e) => ({
        id: e.id,
        to: e.toAddress,
        subject: e.subject,
        status: e.status,
        attempts: e.attempts,
        lastError: e.lastError,
        createdAt: formatUtc(e.createdAt),
      })),
    },
    { status: statusCode, headers: PRIVATE_PAGE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: ActionAnswer) => data(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: adminToolsCopy.crossSite });
  const form = await request.formData();
  if (form.get("intent") !== "resend") return answer(400, { ok: false, message: copy.invalidId });
  const id = outboxIdSchema.safeParse(form.get("id"));
  if (!id.success) return answer(400, { ok: false, message: copy.invalidId });
  const result = await resendOutboxEmail({ db: context.app.database.db, id: id.data, actor: { userId: viewer.userId, email: viewer.email }, now: context.app.clock.now() });
  if (result.outcome === "not_found") return answer(404, { ok: false, message: copy.notFound(result.resentId) });
  context.app.emailWorker.kick();
  return answer(200, { ok: true, message: copy.resent(result.to), id: result.id });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function CustomerEmailsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { statuses, status, problems, emails, limit, message } = loaderData;
  const resending = useNavigation().state === "submitting";
  const statusLabel = (value: string) => copy.statuses[value] ?? value;
  const listHref = (id?: number) => {
    const params = new URLSearchParams();
    if (status) params.set("status", status);
    if (id !== undefined) params.set("id", String(id));
    const query = params.toString();
    return query ? `/customer-emails?${query}` : "/customer-emails";
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 max-w-2xl text-neutral-300">{copy.intro}</p>

      {problems.length > 0 && (
        <div role="alert" className="mt-6 rounded-xl border border-rose-300/40 bg-rose-300/10 p-4 font-medium text-rose-200">
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}
      <div role="status" className={cn(actionData && "mt-6 rounded-xl border p-4 font-semibold", actionData?.ok ? "border-spot-400/40 bg-spot-400/10" : actionData && "border-rose-300/40 bg-rose-300/10 text-rose-200")}>
        {actionData && (
          <>
            {actionData.message}
            {actionData.ok && (
              <>
                {" "}
                <Link className="text-spot-300 underline" to={listHref(actionData.id)}>
                  {copy.openCopy}
                </Link>
              </>
            )}
          </>
        )}
      </div>

      {message && (
        <article aria-labelledby="outbox-message-heading" className="mt-8 rounded-2xl border border-white/10 bg-stage-900 p-4 sm:p-6">
          <div className="flex flex-wrap items-baseline justify-between gap-4">
            <h2 id="outbox-message-heading" className="text-xl font-semibold">
              {copy.message.heading(message.id)}
            </h2>
            <Link className="font-semibold text-spot-300 underline" to={listHref()}>
              {copy.message.close}
            </Link>
          </div>
          <dl className="mt-4 divide-y divide-white/10">
            {(
              [
                [copy.message.rows.to, message.to],
                [copy.message.rows.subject, message.subject],
                [copy.message.rows.status, statusLabel(message.status)],
                [copy.message.rows.template, message.template],
                [copy.message.rows.attempts, String(message.attempts)],
                [copy.message.rows.lastError, message.lastError ?? copy.none],
                [copy.message.rows.createdAt, message.createdAt ?? copy.none],
                [copy.message.rows.sentAt, message.sentAt ?? copy.message.notSent],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="flex flex-col gap-1 py-2 sm:flex-row sm:gap-6">
                <dt className="shrink-0 text-neutral-300 sm:w-36">{label}</dt>
                <dd className="font-semibold break-words [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
          {message.attachments.length > 0 && <p className="mt-3 text-sm text-neutral-300">{copy.message.attachments(message.attachments)}</p>}

          <Form method="post" className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="id" value={message.id} />
            <Button type="submit" disabled={resending} aria-describedby="resend-hint">
              {resending ? copy.resending : copy.resend}
            </Button>
            <p id="resend-hint" className="text-sm text-neutral-300">
              {copy.resendHint}
            </p>
          </Form>

          <h3 className="mt-8 text-lg font-semibold">{copy.message.textHeading}</h3>
          <pre className="mt-2 max-h-[32rem] overflow-auto rounded-lg border border-white/10 bg-stage-950 p-4 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]" tabIndex={0}>
            {message.text}
          </pre>

          <h3 className="mt-8 text-lg font-semibold">{copy.message.htmlHeading}</h3>
          <p className="mt-1 text-sm text-neutral-300">{copy.message.htmlNote}</p>
          <iframe sandbox="" srcDoc={message.html} title={copy.message.htmlFrameTitle(message.id)} className="mt-2 h-[32rem] w-full rounded-lg border border-white/10 bg-white" />
        </article>
      )}

      <Form method="get" className="mt-8 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="outbox-status" className="block text-sm font-semibold text-neutral-100">
            {copy.statusLabel}
          </label>
          <select id="outbox-status" name="status" defaultValue={status} className={`${inputClass.replace("w-full", "w-auto")} min-w-48`}>
            <option value="">{copy.allStatuses}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          {copy.filter}
        </Button>
      </Form>

      <p className="mt-6 text-neutral-300">{copy.count(emails.length, limit)}</p>
      {emails.length > 0 && (
        <div role="region" aria-labelledby="outbox-caption" tabIndex={0} className="mt-3 overflow-x-auto rounded-2xl border border-white/10">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption id="outbox-caption" className="sr-only">
              {copy.tableCaption}
            </caption>
            <thead className="bg-stage-900 text-neutral-300">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">{copy.columns.id}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{copy.columns.to}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{copy.columns.subject}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{copy.columns.status}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{copy.columns.attempts}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{copy.columns.lastError}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{copy.columns.createdAt}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/10">
              {emails.map((e) => (
                <tr key={e.id} className={cn(message?.id === e.id && "bg-spot-400/10")}>
                  <th scope="row" className="px-3 py-2 font-semibold">
                    <Link className="text-spot-300 underline" to={listHref(e.id)} aria-label={copy.open(e.id)} aria-current={message?.id === e.id ? "true" : undefined}>
                      {e.id}
                    </Link>
                  </th>
                  <td className="px-3 py-2 [overflow-wrap:anywhere]">{e.to}</td>
                  <td className="px-3 py-2">{e.subject}</td>
                  <td className="px-3 py-2">{statusLabel(e.status)}</td>
                  <td className="px-3 py-2">{e.attempts}</td>
                  <td className="px-3 py-2 text-neutral-300">{e.lastError ?? copy.none}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{e.createdAt}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
