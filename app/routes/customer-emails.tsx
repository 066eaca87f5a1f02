import { data } from "react-router";
import type { Route } from "./+types/customer-emails";
import { adminToolsCopy } from "~/content/admin-tools";
import { site } from "~/content/site";
import { OutboxPage } from "~/features/admin/components/outbox-page";
import { formatUtc } from "~/features/admin/format-utc";
import { OUTBOX_LIST_LIMIT, OUTBOX_STATUSES, outboxIdSchema, outboxStatusSchema } from "~/features/admin/outbox-schemas";
import { resendOutboxEmail } from "~/features/admin/resend-outbox-email.server";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { getOutboxMessage } from "~/features/email/get-outbox-message.server";
import { listOutbox } from "~/features/email/list-outbox.server";
import { siteUrl } from "~/lib/env.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

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
  if (!result.ok) return answer(404, { ok: false, message: copy.notFound(result.resentId) });
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
  return <OutboxPage {...loaderData} actionData={actionData} />;
}
