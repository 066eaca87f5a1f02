import { data, Form, Link, useNavigation } from "react-router";
import { useState } from "react";
import type { Route } from "./+types/discount-codes-batch";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { discountCodesCopy } from "~/content/discount-codes";
import { site } from "~/content/site";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { DiscountCodeFields, fieldValuesFrom } from "~/features/discount-codes/components/discount-code-fields";
import { describeRefusal } from "~/features/discount-codes/describe-refusal";
import { BATCH_MAX_COUNT, BATCH_PREFIX_MAX_LENGTH, discountBatchFormSchema, discountFormValues } from "~/features/discount-codes/discount-code-schema";
import { generateDiscountCodes } from "~/features/discount-codes/generate-discount-codes.server";
import { listCodeChoices } from "~/features/discount-codes/list-code-choices.server";
import { siteUrl } from "~/lib/env.server";
import { fieldErrors } from "~/lib/form-errors";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = discountCodesCopy;

type Answer = { ok: true; prefix: string; codes: string[] } | { ok: false; message: string; errors: Record<string, string>; values: Record<string, unknown> };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  return data({ events: await listCodeChoices({ db: context.app.database.db }), teamTimeZone: context.app.env.TEAM_TIME_ZONE }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: Answer) => data<Answer>(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: copy.refusals.crossSite, errors: {}, values: {} });
  const values = discountFormValues(await request.formData());
  const parsed = discountBatchFormSchema.safeParse(values);
  if (!parsed.success) return answer(400, { ok: false, message: copy.refusals.fixFields, errors: fieldErrors(parsed.error), values });
  const result = await generateDiscountCodes({
    db: context.app.database.db,
    form: parsed.data,
    actor: { userId: viewer.userId, email: viewer.email },
    teamTimeZone: context.app.env.TEAM_TIME_ZONE,
    now: context.app.clock.now(),
  });
  if (!result.ok) {
    const { field, message } = describeRefusal(result);
    return answer(result.reason === "event_not_found" ? 404 : 409, { ok: false, message, errors: field ? { [field]: message } : {}, values });
  }
  return answer(201, { ok: true, prefix: result.prefix, codes: result.codes });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.batch.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function DiscountCodeBatchRoute({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [browserErrors, setBrowserErrors] = useState<Record<string, string>>({});
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const made = actionData?.ok ? actionData : undefined;
  const errors = { ...(failed?.errors ?? {}), ...browserErrors };
  const message = Object.keys(browserErrors).length > 0 ? copy.refusals.fixFields : failed?.message;
  const typed = (name: string) => (typeof failed?.values[name] === "string" ? (failed.values[name] as string) : undefined);

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to="/discount-codes" className="text-spot-300 underline">
          {copy.form.back}
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold">{copy.batch.title}</h1>
      <p className="mt-3 text-neutral-300">{copy.batch.intro}</p>
      <div aria-live="polite" className="mt-4">
        {made && (
          <div className="rounded-xl border border-spot-400/40 bg-spot-400/10 p-3">
            <p className="font-semibold">{copy.batch.generated(made.codes.length, made.prefix)}</p>
            <p className="mt-2">
              <a href={`/discount-codes/export.csv?show=all&prefix=${encodeURIComponent(`${made.prefix}-`)}`} download className="text-spot-300 underline">
                {copy.batch.download}
              </a>
            </p>
            <ul aria-label={copy.batch.codesLabel} data-batch-codes className="mt-2 grid grid-cols-1 gap-1 font-mono text-sm sm:grid-cols-2">
              {made.codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {message && (
        <p role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
          {message}
        </p>
      )}
      <Form
        method="post"
        noValidate
        className="mt-6 space-y-6"
        aria-busy={busy}
        onSubmit={(event) => {
          const parsed = discountBatchFormSchema.safeParse(discountFormValues(new FormData(event.currentTarget)));
          setBrowserErrors(parsed.success ? {} : fieldErrors(parsed.error));
          if (!parsed.success) event.preventDefault();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="batch-prefix"
            name="prefix"
            label={copy.batch.prefix}
            hint={copy.batch.prefixHint}
            error={errors.prefix}
            defaultValue={typed("prefix")}
            maxLength={BATCH_PREFIX_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <Field
            id="batch-count"
            name="count"
            label={copy.batch.count}
            error={errors.count}
            defaultValue={typed("count") ?? "10"}
            inputMode="numeric"
            max={BATCH_MAX_COUNT}
            autoComplete="off"
            required
          />
        </div>
        <DiscountCodeFields idPrefix="batch" batch events={loaderData.events} teamTimeZone={loaderData.teamTimeZone} errors={errors} values={fieldValuesFrom(failed?.values)} />
        <Button type="submit" disabled={busy}>
          {busy ? copy.batch.generating : copy.batch.generate}
        </Button>
      </Form>
    </section>
  );
}
