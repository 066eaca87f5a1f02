import { data, Form } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { Button } from "~/components/ui/button";
import { recoveryCopy } from "~/content/recovery";
import { site } from "~/content/site";
import { findUnsubscribeAddress, unsubscribeRecoveryEmail } from "~/features/recovery/unsubscribe-recovery-email.server";

const copy = recoveryCopy.unsubscribe;
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "strict-origin" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await findUnsubscribeAddress({ db: context.app.database.db, secret: context.app.secret, token: params.token });
  return data(found.ok ? { ok: true as const, email: found.email } : { ok: false as const }, { status: found.ok ? 200 : 404, headers: PRIVATE });
}

/**
 * RFC 8058 one-click (`List-Unsubscribe=One-Click`, posted by the mail client with no cookies) and
 * the confirm page's button both land here. The signed token is the whole authority, so no origin
 * check: a mail provider's POST comes from elsewhere by design, and all it can do is stop reminders.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  const result = await unsubscribeRecoveryEmail({ db: context.app.database.db, secret: context.app.secret, token: params.token, oneClick, now: context.app.clock.now() });
  return data(result.ok ? { ok: true as const, email: result.email } : { ok: false as const }, { status: result.ok ? 200 : 404, headers: PRIVATE });
}

export function headers() {
  return PRIVATE;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData ?? null;
  if (!loaderData.ok || (answer && !answer.ok)) {
    return (
      <section className="mx-auto max-w-xl px-6 py-20" data-unsubscribe="invalid">
        <h1 className="text-3xl font-bold">{copy.title}</h1>
        <p role="alert" className="mt-4 text-neutral-200">
          {copy.invalid}
        </p>
      </section>
    );
  }
  if (answer?.ok) {
    return (
      <section className="mx-auto max-w-xl px-6 py-20" data-unsubscribe="done">
        <h1 className="text-3xl font-bold">{copy.title}</h1>
        <p role="status" className="mt-4 text-lg">
          {copy.done(answer.email)}
        </p>
        <p className="mt-3 text-neutral-300">{copy.doneNote}</p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl px-6 py-20" data-unsubscribe="confirm">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-neutral-200">{copy.confirm(loaderData.email)}</p>
      {/* A plain form: works without JavaScript. */}
      <Form method="post" reloadDocument className="mt-8">
        <input type="hidden" name="source" value="link" />
        <Button type="submit">{copy.button}</Button>
      </Form>
    </section>
  );
}
