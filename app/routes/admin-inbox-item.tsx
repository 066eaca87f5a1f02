import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-inbox-item";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { site } from "~/content/site";
import { parseInboxRef, safeHttpUrl, statusesFor, type InboxRef } from "~/domain/inbox";
import { formatUtc } from "~/features/admin/format-utc";
import { listAdmins } from "~/features/admin/list-admins.server";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { addInboxNote } from "~/features/inbox/add-inbox-note.server";
import { assignInboxItem } from "~/features/inbox/assign-inbox-item.server";
import { deleteInboxItem } from "~/features/inbox/delete-inbox-item.server";
import { getInboxItem } from "~/features/inbox/get-inbox-item.server";
import { inboxCopy } from "~/features/inbox/inbox-copy";
import { inboxActionSchema, REPLY_TEMPLATE_KEYS } from "~/features/inbox/inbox-schemas";
import { newReplyKey } from "~/features/inbox/new-reply-key.server";
import { sendInboxReply } from "~/features/inbox/send-inbox-reply.server";
import { setInboxStatus } from "~/features/inbox/set-inbox-status.server";
import { siteUrl } from "~/lib/env.server";
import { fieldErrors } from "~/lib/form-errors";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = inboxCopy.item;

type ActionAnswer = { ok: true; message: string } | { ok: false; message?: string; errors?: Record<string, string | undefined> };

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
  return data(
    {
      ref: item.ref,
      kind: item.kind,
      name: item.name,
      email: item.email,
      about: item.eventLabel ?? item.opportunityTitle,
      received: formatUtc(item.createdAt) ?? "",
      status: item.status,
      statuses: [...statusesFor(item.kind)],
      assigneeUserId: item.assigneeUserId,
      admins: admins.map((a) => ({ userId: a.userId, email: a.email, name: a.name })),
      fields: item.fields.map((f) => ({ key: f.key, label: copy.fieldLabels[f.key] ?? f.key, value: f.value, href: safeHttpUrl(f.value) })),
      waitlist: item.waitlist && { position: item.waitlist.position, offers: item.waitlist.offers.map((o) => ({ status: o.status, expiresAt: formatUtc(o.expiresAt) ?? "" })) },
      notes: item.notes.map((n) => ({ id: n.id, author: n.authorEmail, text: n.text, createdAt: formatUtc(n.createdAt) ?? "" })),
      replies: item.replies.map((r) => ({ id: r.id, template: r.templateKey, by: r.actorEmail, createdAt: formatUtc(r.createdAt) ?? "", code: r.discountCode, outboxId: r.outboxId, subject: r.subject, emailStatus: r.emailStatus })),
      history: item.history.map((h) => ({ id: h.id, by: h.actorEmail, action: h.action, details: h.details, createdAt: formatUtc(h.createdAt) ?? "" })),
      others: item.others.map((o) => ({ ref: `${o.source}-${o.id}`, kind: o.kind, about: o.eventLabel ?? o.opportunityTitle, status: o.status, received: formatUtc(o.createdAt) ?? "" })),
      // A new key each time the page is drawn: a double click or a resubmitted form is one reply.
      replyKey: newReplyKey(),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
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

function Notice({ answer }: { answer: ActionAnswer | undefined }) {
  return (
    <>
      <div aria-live="polite" className="mt-4">
        {answer?.ok && <p data-notice className="rounded-xl border border-spot-400/40 bg-spot-400/10 p-3 font-semibold">{answer.message}</p>}
      </div>
      {answer && !answer.ok && answer.message && (
        <p role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">{answer.message}</p>
      )}
    </>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? <p id={id} className="mt-1 text-sm font-medium text-rose-300">{message}</p> : null;
}

function ReplyForm({ replyKey, errors, busy, kind }: { replyKey: string; errors?: Record<string, string | undefined>; busy: boolean; kind: string }) {
  const [template, setTemplate] = useState<string>(kind === "scholarship" ? "scholarship_granted" : kind === "audition" ? "callback_invitation" : "thank_you");
  return (
    <Form method="post" data-reply-form className="mt-3 space-y-4 rounded-2xl border border-white/10 p-4" aria-busy={busy}>
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="key" value={replyKey} />
      <div>
        <label htmlFor="reply-template" className="block text-sm font-semibold">{copy.replyTemplate}</label>
        <select id="reply-template" name="template" value={template} onChange={(e) => setTemplate(e.target.value)} className={inputClass} aria-invalid={errors?.template ? true : undefined} aria-describedby={errors?.template ? "reply-template-error" : undefined}>
          {REPLY_TEMPLATE_KEYS.map((k) => (
            <option key={k} value={k}>{inboxCopy.replyLabels[k]}</option>
          ))}
        </select>
        <FieldError id="reply-template-error" message={errors?.template} />
      </div>
      {template === "scholarship_granted" && (
        <fieldset className="space-y-3">
          <legend className="sr-only">{copy.issueCode}</legend>
          <label className="flex min-h-11 items-center gap-3">
            <input type="checkbox" name="issueCode" className="size-5" aria-describedby={errors?.issueCode ? "reply-code-error" : undefined} />
            {copy.issueCode}
          </label>
          <FieldError id="reply-code-error" message={errors?.issueCode} />
          <Field id="reply-percent" name="percentOff" type="number" min={1} max={100} step={1} defaultValue={100} inputMode="numeric" label={copy.percentOff} error={errors?.percentOff} />
        </fieldset>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>{busy ? copy.sending : copy.send}</Button>
        <Link to="/admin/inbox/templates" className="inline-flex min-h-11 items-center text-spot-300 underline">{copy.editTemplates}</Link>
      </div>
    </Form>
  );
}

export default function AdminInboxItemRoute({ loaderData, actionData }: Route.ComponentProps) {
  const o = loaderData;
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const errors = actionData && !actionData.ok ? actionData.errors : undefined;
  const kindLabel = inboxCopy.kinds[o.kind];
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to="/admin/inbox" className="inline-flex min-h-11 items-center text-spot-300 underline">{copy.back}</Link>
      </p>
      <h1 className="mt-3 text-2xl font-bold [overflow-wrap:anywhere] sm:text-3xl">{copy.title(kindLabel, o.name ?? o.email)}</h1>
      <p className="mt-2 flex flex-wrap gap-2 text-sm text-neutral-300">
        <span className="rounded-full border border-white/20 px-2 py-0.5" data-item-status={o.status}>{inboxCopy.statuses[o.status]}</span>
        <span>{inboxCopy.received(o.received)}</span>
        {o.about && <span>{`${copy.forWhat}: ${o.about}`}</span>}
      </p>

      <Notice answer={actionData} />

      <>
          <h2 className="mt-8 text-xl font-bold">{copy.sent}</h2>
          <p className="mt-1 text-sm text-neutral-300">{copy.linkNote}</p>
          <dl data-sent-fields className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[minmax(8rem,auto)_1fr]">
            {o.fields.map((f, i) => (
              <div key={`${f.key}-${i}`} className="contents">
                <dt className="text-neutral-300">{f.label}</dt>
                <dd className="mb-2 min-w-0 whitespace-pre-wrap [overflow-wrap:anywhere] sm:mb-0">
                  {f.href ? (
                    <a href={f.href} target="_blank" rel="noopener noreferrer" className="text-spot-300 underline">
                      {f.value}
                      <span className="sr-only"> {copy.opensInNewTab}</span>
                    </a>
                  ) : (
                    f.value || copy.none
                  )}
                </dd>
              </div>
            ))}
          </dl>

          {o.waitlist && (
            <div data-waitlist className="mt-4">
              {o.waitlist.position !== null && <p>{copy.waitlistPosition(o.waitlist.position)}</p>}
              <h3 className="mt-3 font-semibold">{copy.offersHeading}</h3>
              {o.waitlist.offers.length === 0 ? <p className="text-neutral-300">{copy.noOffers}</p> : o.waitlist.offers.map((w, i) => <p key={i}>{copy.offer(w.status, w.expiresAt)}</p>)}
            </div>
          )}

          <h2 className="mt-10 text-xl font-bold">{copy.work}</h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="status" />
              <label htmlFor="item-status" className="block text-sm font-semibold">{copy.status}</label>
              <select id="item-status" name="status" defaultValue={o.status} key={o.status} className={inputClass} aria-invalid={errors?.status ? true : undefined} aria-describedby={errors?.status ? "item-status-error" : undefined}>
                {o.statuses.map((s) => (
                  <option key={s} value={s}>{inboxCopy.statuses[s]}</option>
                ))}
              </select>
              <FieldError id="item-status-error" message={errors?.status} />
              <Button type="submit" variant="outline" disabled={busyIntent === "status"}>{copy.setStatus}</Button>
            </Form>
            <Form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="assign" />
              <label htmlFor="item-assignee" className="block text-sm font-semibold">{copy.assignee}</label>
              <select id="item-assignee" name="assignee" defaultValue={o.assigneeUserId ?? ""} key={o.assigneeUserId ?? ""} className={inputClass} aria-invalid={errors?.assignee ? true : undefined} aria-describedby={errors?.assignee ? "item-assignee-error" : undefined}>
                <option value="">{copy.nobody}</option>
                {o.admins.map((a) => (
                  <option key={a.userId} value={a.userId}>{`${a.name} (${a.email})`}</option>
                ))}
              </select>
              <FieldError id="item-assignee-error" message={errors?.assignee} />
              <Button type="submit" variant="outline" disabled={busyIntent === "assign"}>{copy.assign}</Button>
            </Form>
          </div>

          <h3 className="mt-8 text-lg font-bold">{copy.notes}</h3>
          {o.notes.length === 0 ? (
            <p className="mt-2 text-neutral-300">{copy.noNotes}</p>
          ) : (
            <ul data-notes className="mt-2 divide-y divide-white/10 rounded-2xl border border-white/10">
              {o.notes.map((n) => (
                <li key={n.id} className="p-3">
                  <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{n.text}</p>
                  <p className="text-sm text-neutral-300">{`${n.author} · ${n.createdAt}`}</p>
                </li>
              ))}
            </ul>
          )}
          <Form method="post" className="mt-3 space-y-2" key={o.notes.length}>
            <input type="hidden" name="intent" value="note" />
            <label htmlFor="item-note" className="block text-sm font-semibold">{copy.noteLabel}</label>
            <textarea id="item-note" name="text" rows={3} maxLength={4000} required className={inputClass} aria-invalid={errors?.text ? true : undefined} aria-describedby={errors?.text ? "item-note-error" : undefined} />
            <FieldError id="item-note-error" message={errors?.text} />
            <Button type="submit" variant="outline" disabled={busyIntent === "note"}>{copy.addNote}</Button>
          </Form>

          <h2 className="mt-10 text-xl font-bold">{copy.reply}</h2>
          <p className="mt-1 text-sm text-neutral-300 [overflow-wrap:anywhere]">{copy.replyTo(o.email)}</p>
          <ReplyForm key={o.replyKey} replyKey={o.replyKey} errors={errors} busy={busyIntent === "reply"} kind={o.kind} />

          <h3 className="mt-8 text-lg font-bold">{copy.replies}</h3>
          {o.replies.length === 0 ? (
            <p className="mt-2 text-neutral-300">{copy.noReplies}</p>
          ) : (
            <ul data-replies className="mt-2 divide-y divide-white/10 rounded-2xl border border-white/10">
              {o.replies.map((r) => (
                <li key={r.id} className="p-3" data-reply={r.template}>
                  <p className="font-semibold">{copy.replyLine(inboxCopy.replyLabels[r.template], r.by, r.createdAt)}</p>
                  <p className="text-sm text-neutral-300 [overflow-wrap:anywhere]">
                    {[r.subject, r.emailStatus, r.code ? copy.replyCode(r.code) : null].filter(Boolean).join(" · ")}
                    {r.outboxId !== null && (
                      <>
                        {" · "}
                        <Link to={`/customer-emails?id=${r.outboxId}`} className="text-spot-300 underline">#{r.outboxId}</Link>
                      </>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          )}

          <h2 className="mt-10 text-xl font-bold">{copy.others}</h2>
          {o.others.length === 0 ? (
            <p className="mt-2 text-neutral-300">{copy.noOthers}</p>
          ) : (
            <ul data-others className="mt-2 divide-y divide-white/10 rounded-2xl border border-white/10">
              {o.others.map((x) => (
                <li key={x.ref} className="p-3">
                  <Link to={`/admin/inbox/${x.ref}`} className="text-spot-300 underline">{inboxCopy.kinds[x.kind]}</Link>
                  <span className="text-sm text-neutral-300"> · {[x.about, inboxCopy.statuses[x.status], x.received].filter(Boolean).join(" · ")}</span>
                </li>
              ))}
            </ul>
          )}

          <h2 className="mt-10 text-xl font-bold">{copy.history}</h2>
          {o.history.length === 0 ? (
            <p className="mt-2 text-neutral-300">{copy.noHistory}</p>
          ) : (
            <ul data-history className="mt-2 space-y-1">
              {o.history.map((h) => (
                <li key={h.id} className="text-sm [overflow-wrap:anywhere]">
                  {`${h.createdAt} · ${h.by} · ${copy.actions[h.action] ?? h.action}${describeChange(h.details)}`}
                </li>
              ))}
            </ul>
          )}

          <h2 className="mt-10 text-xl font-bold">{copy.deleteHeading}</h2>
          <p className="mt-1 text-sm text-neutral-300">{copy.deleteIntro}</p>
          <Form method="post" className="mt-3 space-y-3 rounded-2xl border border-rose-300/30 p-4">
            <input type="hidden" name="intent" value="delete" />
            <label className="flex min-h-11 items-center gap-3">
              <input type="checkbox" name="everything" className="size-5" />
              {copy.deleteEverything}
            </label>
            <Field id="delete-confirm" name="confirm" label={copy.deleteConfirm} error={errors?.confirm} autoComplete="off" required />
            <Button type="submit" variant="outline" disabled={busyIntent === "delete"}>{copy.delete}</Button>
          </Form>
      </>
    </section>
  );
}

/** What a history entry changed, in a few words: `: new → shortlisted`. */
function describeChange(details: Record<string, unknown>): string {
  const before = details.before as Record<string, unknown> | null | undefined;
  const after = details.after as Record<string, unknown> | null | undefined;
  if (before && after && "status" in after) return `: ${String(before.status)} → ${String(after.status)}`;
  if (before && after && "assignee" in after) return `: ${String(before.assignee ?? "—")} → ${String(after.assignee ?? "—")}`;
  if (after && "template" in after) return `: ${inboxCopy.replyLabels[after.template as keyof typeof inboxCopy.replyLabels] ?? String(after.template)}${after.discountCode ? ` (${String(after.discountCode)})` : ""}`;
  return "";
}
