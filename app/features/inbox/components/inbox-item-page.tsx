import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "~/components/admin/notice";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { inboxCopy } from "../inbox-copy";
import type { InboxItemActionAnswer, InboxItemView } from "../inbox-item-view";
import { REPLY_TEMPLATE_KEYS } from "../inbox-schemas";

const copy = inboxCopy.item;

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

/** The back office's page of one inbox item: what was sent, its status and assignee, notes, the reply, the sender's other items, history and deletion. */
export function InboxItemPage({ item: o, actionData }: { item: InboxItemView & { replyKey: string }; actionData: InboxItemActionAnswer | undefined }) {
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

      <ActionNotice answer={actionData} />

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
