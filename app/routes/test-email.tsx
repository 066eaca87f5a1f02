import { useState, type FormEvent } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/test-email";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { adminToolsCopy } from "~/content/admin-tools";
import { site } from "~/content/site";
import { sendTestEmail } from "~/features/admin/send-test-email.server";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { emailSchema } from "~/lib/email-address";
import { siteUrl } from "~/lib/env.server";
import { fieldErrors, type FieldErrors } from "~/lib/form-errors";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = adminToolsCopy.testEmail;

/** Checked in the browser before posting and again by the action. */
const testEmailSchema = z.object({ email: emailSchema });

type ActionAnswer = { ok: true; id: number; to: string } | { ok: false; message?: string; errors?: FieldErrors; email?: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  return data({ smtpConfigured: Boolean(context.app.env.SMTP_URL) }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: ActionAnswer) => data(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: adminToolsCopy.crossSite });
  const typed = (await request.formData()).get("email");
  const parsed = testEmailSchema.safeParse({ email: typeof typed === "string" ? typed : "" });
  if (!parsed.success) return answer(400, { ok: false, errors: fieldErrors(parsed.error), email: typeof typed === "string" ? typed.slice(0, 320) : "" });
  const result = await sendTestEmail({ db: context.app.database.db, mail: context.app.mail, to: parsed.data.email, actor: { userId: viewer.userId, email: viewer.email }, now: context.app.clock.now() });
  if (!result.ok) return answer(500, { ok: false, message: copy.notRendered, email: parsed.data.email });
  context.app.emailWorker.kick();
  return answer(200, { ok: true, id: result.id, to: result.to });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function TestEmailRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { smtpConfigured } = loaderData;
  const submitting = useNavigation().state === "submitting";
  const [browserError, setBrowserError] = useState<string | undefined>();
  const serverError = actionData && !actionData.ok ? actionData.errors?.email : undefined;
  const error = browserError ?? serverError;

  function check(event: FormEvent<HTMLFormElement>) {
    const parsed = testEmailSchema.safeParse({ email: new FormData(event.currentTarget).get("email") ?? "" });
    setBrowserError(parsed.success ? undefined : fieldErrors(parsed.error).email);
    if (!parsed.success) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLInputElement>("input[name=email]")?.focus();
    }
  }

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-neutral-300">{copy.intro}</p>
      <p data-smtp-configured={smtpConfigured} className="mt-4 rounded-xl border border-white/10 bg-stage-900 p-4 text-neutral-100">
        {smtpConfigured ? copy.smtpOn : copy.smtpOff}
      </p>

      <Form method="post" noValidate onSubmit={check} className="mt-8 space-y-4" aria-busy={submitting}>
        <Field
          id="test-email-address"
          name="email"
          type="email"
          label={copy.email}
          hint={copy.emailHint}
          error={error}
          defaultValue={actionData && !actionData.ok ? actionData.email : undefined}
          autoComplete="email"
          spellCheck={false}
          maxLength={320}
          required
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? copy.sending : copy.send}
        </Button>
      </Form>

      {actionData && !actionData.ok && actionData.message && (
        <p role="alert" className="mt-6 rounded-xl border border-rose-300/40 bg-rose-300/10 p-4 font-medium text-rose-200">
          {actionData.message}
        </p>
      )}
      <div role="status" className={actionData?.ok ? "mt-6 rounded-xl border border-spot-400/40 bg-spot-400/10 p-4" : undefined}>
        {actionData?.ok && (
          <>
            <p className="font-semibold">{copy.queued(actionData.to)}</p>
            <p className="mt-2">
              <Link className="font-semibold text-spot-300 underline" to={`/customer-emails?id=${actionData.id}`}>
                {copy.openInOutbox}
              </Link>
            </p>
            <p className="mt-2 text-neutral-300">{smtpConfigured ? copy.smtpOn : copy.smtpOff}</p>
          </>
        )}
      </div>
    </section>
  );
}
