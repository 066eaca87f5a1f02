import { Form, Link, useNavigation } from "react-router";
import { type DataColumn } from "~/components/admin/data-table";
import { OutboxList } from "~/components/admin/outbox-list";
import { AdminPage } from "~/components/admin/page-shell";
import { Button } from "~/components/ui/button";
import { adminToolsCopy } from "~/content/admin-tools";
import { cn } from "~/lib/cn";

const copy = adminToolsCopy.outbox;

/** One email in the outbox list, formatted by the loader. */
export interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string | null;
}

export interface OutboxPageProps {
  statuses: string[];
  status: string;
  problems: string[];
  limit: number;
  emails: OutboxRow[];
  message: { id: number; to: string; subject: string; status: string; template: string; attempts: number; lastError: string | null; createdAt: string | null; sentAt: string | null; text: string; html: string; attachments: string[] } | null;
  actionData: { ok: true; message: string; id: number } | { ok: false; message: string } | undefined;
}

/** The back office's outbox: the last emails (filtered by status), one opened with its text and HTML, and its resend. */
export function OutboxPage({ statuses, status, problems, emails, limit, message, actionData }: OutboxPageProps) {
  const resending = useNavigation().state === "submitting";
  const statusLabel = (value: string) => copy.statuses[value] ?? value;
  const listHref = (id?: number) => {
    const params = new URLSearchParams();
    if (status) params.set("status", status);
    if (id !== undefined) params.set("id", String(id));
    const query = params.toString();
    return query ? `/customer-emails?${query}` : "/customer-emails";
  };
  const columns: DataColumn<OutboxRow>[] = [
    {
      key: "id",
      header: copy.columns.id,
      rowHeader: true,
      cell: (e) => (
        <Link className="text-spot-300 underline" to={listHref(e.id)} aria-label={copy.open(e.id)} aria-current={message?.id === e.id ? "true" : undefined}>
          {e.id}
        </Link>
      ),
    },
    { key: "to", header: copy.columns.to, cell: (e) => e.to },
    { key: "subject", header: copy.columns.subject, cell: (e) => e.subject },
    { key: "status", header: copy.columns.status, cell: (e) => statusLabel(e.status) },
    { key: "attempts", header: copy.columns.attempts, cell: (e) => e.attempts },
    { key: "lastError", header: copy.columns.lastError, cell: (e) => <span className="text-neutral-300">{e.lastError ?? copy.none}</span> },
    { key: "createdAt", header: copy.columns.createdAt, cell: (e) => <span className="whitespace-nowrap">{e.createdAt}</span> },
  ];

  return (
    <AdminPage title={copy.title} intro={copy.intro}>
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

      <OutboxList
        words={copy}
        selectId="outbox-status"
        statusLabel={statusLabel}
        query={{ statuses, status, problems, limit }}
        id="outbox"
        columns={columns}
        rows={emails}
        rowKey={(e) => e.id}
        rowClassName={(e) => cn(message?.id === e.id && "bg-spot-400/10") || undefined}
        tableClassName="min-w-[48rem]"
      />
    </AdminPage>
  );
}
