import { data, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin-events-duplicate";
import { CheckedForm } from "~/components/admin/checked-form";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { eventsAdminCopy } from "~/content/events-admin";
import { site } from "~/content/site";
import { CURRENCIES } from "~/domain/money";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { Checkbox } from "~/features/events-admin/components/editor-fields";
import { describeEditRefusal } from "~/features/events-admin/describe-edit-refusal";
import { duplicateEvent } from "~/features/events-admin/duplicate-event.server";
import { duplicateSchema, eventFormValues } from "~/features/events-admin/event-form-schema";
import { getEventEditor } from "~/features/events-admin/get-event-editor.server";
import { siteUrl } from "~/lib/env.server";
import { fieldErrors } from "~/lib/form-errors";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = eventsAdminCopy;
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
type Failure = { ok: false; message: string; errors: Record<string, string>; values?: Record<string, unknown> };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const id = idSchema.safeParse(params.id);
  const editor = id.success ? await getEventEditor({ db: context.app.database.db, eventId: id.data, now: context.app.clock.now() }) : null;
  if (!editor) throw data({ message: copy.refusals.not_found }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  return data(
    { id: editor.id, cityName: editor.cityName, currency: editor.currency, timeZone: editor.timeZone, listedOnTour: editor.values.listedOnTour },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: Failure) => data<Failure>(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: copy.refusals.crossSite, errors: {} });
  const id = idSchema.safeParse(params.id);
  if (!id.success) return answer(400, { ok: false, message: copy.refusals.badRequest, errors: {} });
  const values = eventFormValues(await request.formData());
  const parsed = duplicateSchema.safeParse(values);
  if (!parsed.success) return answer(400, { ok: false, message: copy.refusals.fixFields, errors: fieldErrors(parsed.error), values });
  const result = await duplicateEvent({ db: context.app.database.db, sourceId: id.data, form: parsed.data, actor: { userId: viewer.userId, email: viewer.email }, now: context.app.clock.now() });
  if (!result.ok) {
    const { field, message } = describeEditRefusal(result);
    const status = result.reason === "not_found" ? 404 : 409;
    return answer(status, { ok: false, message, errors: field ? { [field]: message } : {}, values });
  }
  throw redirect(`/admin/events/${result.eventId}?created=1`, { headers: PRIVATE_PAGE_HEADERS });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${copy.duplicate.title(loaded?.cityName ?? "")} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function DuplicateEventRoute({ loaderData, actionData }: Route.ComponentProps) {
  const e = copy.editor;
  const navigation = useNavigation();
  const values = (actionData?.values ?? {}) as Record<string, string | undefined>;
  const busy = navigation.state === "submitting";
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to={`/admin/events/${loaderData.id}`} className="text-spot-300 underline">
          {e.title(loaderData.cityName)}
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold [overflow-wrap:anywhere]">{copy.duplicate.title(loaderData.cityName)}</h1>
      <p className="mt-2 text-neutral-300">{copy.duplicate.intro}</p>
      <CheckedForm schema={duplicateSchema} values={eventFormValues} refusal={actionData} fixFieldsMessage={copy.refusals.fixFields} busy={busy} className="mt-6 grid gap-4 sm:grid-cols-2">
        {(errors) => (
          <>
            <Field id="dup-cityName" name="cityName" label={e.cityName} hint={e.cityNameHint} error={errors.cityName} defaultValue={values.cityName} maxLength={80} required />
            <Field id="dup-slug" name="slug" label={e.slug} hint={e.slugHint} error={errors.slug} defaultValue={values.slug} maxLength={60} autoComplete="off" spellCheck={false} required />
            <Field id="dup-dateText" name="dateText" label={e.dateText} hint={e.dateTextHint} error={errors.dateText} defaultValue={values.dateText} maxLength={80} required />
            <Field id="dup-timeZone" name="timeZone" label={e.timeZone} hint={e.timeZoneHint} error={errors.timeZone} defaultValue={values.timeZone ?? loaderData.timeZone} autoComplete="off" spellCheck={false} required />
            <Field id="dup-startsOn" name="startsOn" type="date" label={e.startsOn} error={errors.startsOn} defaultValue={values.startsOn} />
            <Field id="dup-endsOn" name="endsOn" type="date" label={e.endsOn} error={errors.endsOn} defaultValue={values.endsOn} />
            <div>
              <label htmlFor="dup-currency" className="block text-sm font-semibold text-neutral-100">
                {e.currency}
              </label>
              <select
                id="dup-currency"
                name="currency"
                defaultValue={values.currency ?? loaderData.currency}
                aria-describedby={errors.currency ? "dup-currency-error dup-currency-hint" : "dup-currency-hint"}
                aria-invalid={errors.currency ? true : undefined}
                className={inputClass}
              >
                {CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
              <p id="dup-currency-hint" className="mt-1 text-sm text-neutral-300">
                {copy.duplicate.currencyHint}
              </p>
              {errors.currency && (
                <p id="dup-currency-error" className="mt-1 text-sm font-medium text-rose-300">
                  {errors.currency}
                </p>
              )}
            </div>
            <div className="sm:col-span-2">
              <Checkbox id="dup-listedOnTour" name="listedOnTour" label={e.listedOnTour} defaultChecked={values.listedOnTour === undefined ? loaderData.listedOnTour : values.listedOnTour === "on"} />
            </div>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={busy}>
                {busy ? copy.duplicate.creating : copy.duplicate.submit}
              </Button>
            </div>
          </>
        )}
      </CheckedForm>
    </section>
  );
}
