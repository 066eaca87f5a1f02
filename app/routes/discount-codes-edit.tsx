import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { useState } from "react";
import { z } from "zod";
import type { Route } from "./+types/discount-codes-edit";
import { Button } from "~/components/ui/button";
import { discountCodesCopy } from "~/content/discount-codes";
import { site } from "~/content/site";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { DiscountCodeFields, fieldValuesFrom, type CodeFieldValues } from "~/features/discount-codes/components/discount-code-fields";
import { deleteDiscountCode } from "~/features/discount-codes/delete-discount-code.server";
import { describeRefusal } from "~/features/discount-codes/describe-refusal";
import { discountCodeFormSchema, discountFormValues } from "~/features/discount-codes/discount-code-schema";
import { findDiscountCode } from "~/features/discount-codes/find-discount-code.server";
import { listCodeChoices } from "~/features/discount-codes/list-code-choices.server";
import { setDiscountCodeActive } from "~/features/discount-codes/set-discount-code-active.server";
import { updateDiscountCode } from "~/features/discount-codes/update-discount-code.server";
import { zonedFromInstant } from "~/features/discount-codes/zoned-time";
import { siteUrl } from "~/lib/env.server";
import { fieldErrors } from "~/lib/form-errors";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = discountCodesCopy;
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const intentSchema = z.enum(["save", "deactivate", "activate", "delete"]);

type Failure = { ok: false; message: string; errors: Record<string, string>; values?: Record<string, unknown> };
type Success = { ok: true; message: string };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const id = idSchema.safeParse(params.id);
  const db = context.app.database.db;
  const code = id.success ? await findDiscountCode({ db, id: id.data }) : null;
  if (!code) throw data({ message: copy.refusals.not_found }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  const teamTimeZone = context.app.env.TEAM_TIME_ZONE;
  const zone = code.timeZone ?? teamTimeZone;
  const values: CodeFieldValues = {
    code: code.code,
    discountType: code.discountType,
    value: code.discountType === "percentage" ? String(code.percentOff) : ((code.amountMinor ?? 0) / 100).toFixed(2),
    eventId: code.eventId === null ? "" : String(code.eventId),
    eligibleTiers: code.eligibleTiers,
    startsAt: code.startsAt ? zonedFromInstant(code.startsAt, zone) : "",
    endsAt: code.endsAt ? zonedFromInstant(code.endsAt, zone) : "",
    maxUses: code.maxUses === null ? "" : String(code.maxUses),
    description: code.description,
    customerTag: code.customerTag ?? "",
    isEarlyBird: code.isEarlyBird,
  };
  return data(
    { id: code.id, code: code.code, isActive: code.isActive, usesCount: code.usesCount, values, events: await listCodeChoices({ db }), teamTimeZone },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: Failure | Success) => data<Failure | Success>(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: copy.refusals.crossSite, errors: {} });
  const id = idSchema.safeParse(params.id);
  const form = await request.formData();
  const intent = intentSchema.safeParse(form.get("intent"));
  if (!id.success || !intent.success) return answer(400, { ok: false, message: copy.refusals.badRequest, errors: {} });
  const db = context.app.database.db;
  const actor = { userId: viewer.userId, email: viewer.email };
  const now = context.app.clock.now();
  const refused = (result: Parameters<typeof describeRefusal>[0], values?: Record<string, unknown>) => {
    const { field, message } = describeRefusal(result);
    const status = result.reason === "not_found" || result.reason === "event_not_found" ? 404 : 409;
    return answer(status, { ok: false, message, errors: field ? { [field]: message } : {}, values });
  };

  switch (intent.data) {
    case "save": {
      const values = discountFormValues(form);
      const parsed = discountCodeFormSchema.safeParse(values);
      if (!parsed.success) return answer(400, { ok: false, message: copy.refusals.fixFields, errors: fieldErrors(parsed.error), values });
      const result = await updateDiscountCode({ db, id: id.data, form: parsed.data, actor, teamTimeZone: context.app.env.TEAM_TIME_ZONE, now });
      if (!result.ok) return refused(result, values);
      return answer(200, { ok: true, message: result.changed ? copy.form.saved(result.code) : copy.form.unchanged });
    }
    case "deactivate":
    case "activate": {
      const isActive = intent.data === "activate";
      const result = await setDiscountCodeActive({ db, id: id.data, isActive, actor, now });
      if (!result.ok) return refused(result);
      return answer(200, { ok: true, message: isActive ? copy.form.activated(result.code) : copy.form.deactivated(result.code) });
    }
    case "delete": {
      const result = await deleteDiscountCode({ db, id: id.data, actor, now });
      if (!result.ok) return refused(result);
      throw redirect(`/discount-codes?deleted=${encodeURIComponent(result.code)}`, { headers: PRIVATE_PAGE_HEADERS });
    }
  }
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${copy.form.editTitle(loaded?.code ?? "")} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function EditDiscountCodeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [params] = useSearchParams();
  const [browserErrors, setBrowserErrors] = useState<Record<string, string>>({});
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const errors = { ...(failed?.errors ?? {}), ...browserErrors };
  const values = failed?.values ? fieldValuesFrom(failed.values) : loaderData.values;
  const message = Object.keys(browserErrors).length > 0 ? copy.refusals.fixFields : failed?.message;
  const done = actionData?.ok ? actionData.message : params.get("done") === "created" ? copy.form.created(loaderData.code) : null;

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to="/discount-codes" className="text-spot-300 underline">
          {copy.form.back}
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold [overflow-wrap:anywhere]">{copy.form.editTitle(loaderData.code)}</h1>
      <p className="mt-2 text-neutral-300">{copy.form.state(loaderData.isActive, loaderData.usesCount)}</p>
      <div aria-live="polite" className="mt-4">
        {done && <p className="rounded-xl border border-spot-400/40 bg-spot-400/10 p-3 font-semibold">{done}</p>}
      </div>
      {message && (
        <p role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
          {message}
        </p>
      )}
      <Form
        key={JSON.stringify(loaderData.values)}
        method="post"
        noValidate
        className="mt-6 space-y-6"
        aria-busy={busyIntent === "save"}
        onSubmit={(event) => {
          const parsed = discountCodeFormSchema.safeParse(discountFormValues(new FormData(event.currentTarget)));
          const found = parsed.success ? {} : fieldErrors(parsed.error);
          setBrowserErrors(found);
          if (!parsed.success) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="save" />
        <DiscountCodeFields idPrefix="code" events={loaderData.events} teamTimeZone={loaderData.teamTimeZone} errors={errors} values={values} />
        <Button type="submit" disabled={busyIntent === "save"}>
          {busyIntent === "save" ? copy.form.saving : copy.form.save}
        </Button>
      </Form>

      <h2 className="mt-10 text-xl font-bold">{copy.form.dangerHeading}</h2>
      <p className="mt-2 text-neutral-300">{copy.form.dangerHint}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value={loaderData.isActive ? "deactivate" : "activate"} />
          <Button type="submit" variant="outline" disabled={busyIntent === "deactivate" || busyIntent === "activate"}>
            {loaderData.isActive ? copy.form.deactivate : copy.form.activate}
          </Button>
        </Form>
        <Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(copy.form.confirmDelete(loaderData.code))) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="outline" disabled={busyIntent === "delete"}>
            {copy.form.delete}
          </Button>
        </Form>
      </div>
    </section>
  );
}
