import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin-inbox-templates";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { site } from "~/content/site";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { inboxCopy } from "~/features/inbox/inbox-copy";
import { replyTemplateFormSchema } from "~/features/inbox/inbox-schemas";
import { listReplyTemplates } from "~/features/inbox/list-reply-templates.server";
import { saveReplyTemplate } from "~/features/inbox/save-reply-template.server";
import { siteUrl } from "~/lib/env.server";
import { fieldErrors } from "~/lib/form-errors";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = inboxCopy.templates;

type ActionAnswer = { ok: true; key: string; message: string } | { ok: false; key?: string; message?: string; errors?: Record<string, string | undefined> };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const templates = await listReplyTemplates({ db: context.app.database.db });
  return data(
    { templates: templates.map((t) => ({ key: t.key, label: inboxCopy.replyLabels[t.key], subject: t.subject, body: t.body, updatedBy: t.updatedByEmail, updatedAt: formatUtc(t.updatedAt) })) },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: ActionAnswer) => data(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: inboxCopy.item.crossSite });
  const form = Object.fromEntries(await request.formData());
  const parsed = replyTemplateFormSchema.safeParse(form);
  const key = typeof form.key === "string" ? form.key : undefined;
  if (!parsed.success) return answer(400, { ok: false, key, message: inboxCopy.item.badRequest, errors: fieldErrors(parsed.error) });
  const result = await saveReplyTemplate({ db: context.app.database.db, form: parsed.data, actor: { userId: viewer.userId, email: viewer.email }, now: context.app.clock.now() });
  return answer(200, { ok: true, key: parsed.data.key, message: result.changed ? copy.saved(inboxCopy.replyLabels[parsed.data.key]) : copy.unchanged });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminInboxTemplatesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busyKey = navigation.state === "submitting" ? navigation.formData?.get("key") : null;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to="/admin/inbox" className="inline-flex min-h-11 items-center text-spot-300 underline">{inboxCopy.item.back}</Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-neutral-300">{copy.intro}</p>
      <div aria-live="polite">{actionData?.ok && <p className="mt-4 rounded-xl border border-spot-400/40 bg-spot-400/10 p-3 font-semibold">{actionData.message}</p>}</div>
      {actionData && !actionData.ok && actionData.message && (
        <p role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">{actionData.message}</p>
      )}
      {loaderData.templates.map((t) => {
        const errors = actionData && !actionData.ok && actionData.key === t.key ? actionData.errors : undefined;
        return (
          <Form key={`${t.key}-${t.updatedAt ?? ""}`} method="post" data-template={t.key} className="mt-8 space-y-3 rounded-2xl border border-white/10 p-4" aria-labelledby={`template-${t.key}`}>
            <h2 id={`template-${t.key}`} className="text-xl font-bold">{t.label}</h2>
            <p className="text-sm text-neutral-300">{t.updatedBy && t.updatedAt ? copy.lastChanged(t.updatedBy, t.updatedAt) : copy.default}</p>
            <input type="hidden" name="key" value={t.key} />
            <Field id={`${t.key}-subject`} name="subject" label={copy.subject} defaultValue={t.subject} maxLength={200} required error={errors?.subject} />
            <div>
              <label htmlFor={`${t.key}-body`} className="block text-sm font-semibold">{copy.body}</label>
              <textarea id={`${t.key}-body`} name="body" rows={8} maxLength={5000} required defaultValue={t.body} className={inputClass} aria-invalid={errors?.body ? true : undefined} aria-describedby={errors?.body ? `${t.key}-body-error` : undefined} />
              {errors?.body && <p id={`${t.key}-body-error`} className="mt-1 text-sm font-medium text-rose-300">{errors.body}</p>}
            </div>
            <Button type="submit" disabled={busyKey === t.key}>{copy.save}</Button>
          </Form>
        );
      })}
    </section>
  );
}
