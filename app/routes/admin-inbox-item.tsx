import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-inbox-item";
import { site } from "~/content/site";
import { parseInboxRef, type InboxRef } from "~/domain/inbox";
import { listAdmins } from "~/features/admin/list-admins.server";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { addInboxNote } from "~/features/inbox/add-inbox-note.server";
import { assignInboxItem } from "~/features/inbox/assign-inbox-item.server";
import { deleteInboxItem } from "~/features/inbox/delete-inbox-item.server";
import { getInboxItem } from "~/features/inbox/get-inbox-item.server";
import { inboxCopy } from "~/features/inbox/inbox-copy";
import { InboxItemPage } from "~/features/inbox/components/inbox-item-page";
import { inboxActionSchema } from "~/features/inbox/inbox-schemas";
import { presentInboxItem, type InboxItemActionAnswer } from "~/features/inbox/inbox-item-view";
import { newReplyKey } from "~/features/inbox/new-reply-key.server";
import { sendInboxReply } from "~/features/inbox/send-inbox-reply.server";
import { setInboxStatus } from "~/features/inbox/set-inbox-status.server";
import { siteUrl } from "~/lib/env.server";
import { fieldErrors } from "~/lib/form-errors";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = inboxCopy.item;

type ActionAnswer = InboxItemActionAnswer;

function refOr404(value: string | undefined): InboxRef {
  const ref = parseInboxRef(value ?? "");
  if (!ref) throw data({ message: copy.notFound }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  return ref;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const ref = refOr404(params.ref);
  const db = context.app.database.db;
  const [item, admins] = await Promise.all([getInboxItem({ db, ref }), listAdmins({ db })]);
  if (!item) throw data({ message: copy.notFound }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  // A new key each time the page is drawn: a double click or a resubmitted form is one reply.
  return data({ ...presentInboxItem(item, admins), replyKey: newReplyKey() }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: ActionAnswer) => data(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: copy.crossSite });
  const ref = refOr404(params.ref);
  const parsed = inboxActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return answer(400, { ok: false, message: copy.badRequest, errors: fieldErrors(parsed.error) });
  const { app } = context;
  const db = app.database.db;
  const actor = { userId: viewer.userId, email: viewer.email };
  const now = app.clock.now();
  const input = parsed.data;
  switch (input.intent) {
    case "status": {
      const result = await setInboxStatus({ db, ref, status: input.status, actor, now });
      if (result.ok) return answer(200, { ok: true, message: result.changed ? copy.statusSaved(inboxCopy.statuses[result.status]) : copy.statusUnchanged });
      if (result.reason === "no_item") return answer(404, { ok: false, message: copy.notFound });
      return answer(422, { ok: false, errors: { status: copy.statusNotAllowed } });
    }
    case "assign": {
      const result = await assignInboxItem({ db, ref, assigneeUserId: input.assignee || null, actor, now });
      if (result.ok) return answer(200, { ok: true, message: copy.assigned(result.assigneeEmail) });
      return result.reason === "no_item" ? answer(404, { ok: false, message: copy.notFound }) : answer(422, { ok: false, errors: { assignee: copy.notAnAdmin } });
    }
    case "note": {
      const result = await addInboxNote({ db, ref, text: input.text, actor, now });
      return result.ok ? answer(200, { ok: true, message: copy.noteAdded }) : answer(404, { ok: false, message: copy.notFound });
    }
    case "reply": {
      const result = await sendInboxReply({
        db,
        mail: app.mail,
        ref,
        templateKey: input.template,
        idempotencyKey: input.key,
        issueCode: input.issueCode ? { percentOff: input.percentOff } : null,
        actor,
        teamTimeZone: app.env.TEAM_TIME_ZONE,
        now,
      });
      if (result.ok) {
        app.emailWorker.kick();
        const message = result.repeated ? copy.replyRepeated : result.code ? copy.replySentWithCode(result.to, result.code) : copy.replySent(result.to);
        return answer(200, { ok: true, message });
      }
      switch (result.reason) {
        case "no_item":
          return answer(404, { ok: false, message: copy.notFound });
        case "code_needs_scholarship_granted":
          return answer(422, { ok: false, errors: { issueCode: copy.codeNeedsScholarship } });
        case "code_not_issued":
          return answer(409, { ok: false, message: copy.codeNotIssued });
        case "render_failed":
          return answer(500, { ok: false, message: copy.renderFailed });
        case "key_used_elsewhere":
          return answer(409, { ok: false, message: copy.keyUsedElsewhere });
        default:
          return result.reason satisfies never;
      }
    }
    case "delete": {
      const result = await deleteInboxItem({ db, ref, everything: input.everything, actor, now });
      if (!result.ok) return answer(404, { ok: false, message: copy.notFound });
      // The item is gone, so its page is too: back to the list, which says what was deleted.
      const d = result.deleted;
      return redirect(`/admin/inbox?deleted=${d.submissions + d.auditions + d.waitlist}&emails=${d.emails}`, { headers: PRIVATE_PAGE_HEADERS });
    }
    default:
      return input satisfies never;
  }
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${inboxCopy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminInboxItemRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <InboxItemPage item={loaderData} actionData={actionData} />;
}
