import { data, Form, Link, useNavigation } from "react-router";
import { useState } from "react";
import { z } from "zod";
import type { Route } from "./+types/admin-events-edit";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { eventChangesCopy } from "~/content/event-changes";
import { eventsAdminCopy } from "~/content/events-admin";
import { offerAccessCopy } from "~/content/offer-access";
import { pageEditorCopy } from "~/content/page-editor";
import { reminderEmails } from "~/content/reminder-emails";
import { site } from "~/content/site";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { EventDetailsFields, OfferFields } from "~/features/events-admin/components/editor-fields";
import { addSeatPool } from "~/features/events-admin/add-seat-pool.server";
import { describeEditRefusal } from "~/features/events-admin/describe-edit-refusal";
import { eventDetailsSchema, eventFormValues, newPoolSchema, offerSchema, poolSchema } from "~/features/events-admin/event-form-schema";
import { getEventEditor } from "~/features/events-admin/get-event-editor.server";
import type { EventEditRefusal } from "~/features/events-admin/types";
import { updateEventDetails } from "~/features/events-admin/update-event-details.server";
import { updateEventOffer } from "~/features/events-admin/update-event-offer.server";
import { updateSeatPool } from "~/features/events-admin/update-seat-pool.server";
import { loadReminderEvent } from "~/features/reminders/load-reminder-event.server";
import { siteUrl } from "~/lib/env.server";
import { fieldErrors } from "~/lib/form-errors";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = eventsAdminCopy;
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const intentSchema = z.enum(["save_event", "save_offer", "save_pool", "add_pool"]);

/** Which form answered: the event's, one offer's, one pool's or the new pool's. */
type Section = string;
type Failure = { ok: false; section: Section | null; message: string; errors: Record<string, string>; values?: Record<string, unknown>; stale?: boolean };
type Success = { ok: true; section: Section; message: string };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const id = idSchema.safeParse(params.id);
  const editor = id.success ? await getEventEditor({ db: context.app.database.db, eventId: id.data, now: context.app.clock.now() }) : null;
  if (!editor) throw data({ message: copy.refusals.not_found }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  const reminders = await loadReminderEvent({ db: context.app.database.db, eventId: editor.id });
  return data({ editor, remindersEnabled: reminders?.remindersEnabled ?? true }, { headers: PRIVATE_PAGE_HEADERS });
}

/** The status of each refusal; the words are describeEditRefusal's. */
function refusalStatus(refusal: EventEditRefusal): number {
  switch (refusal.reason) {
    case "not_found":
    case "offer_not_found":
    case "pool_not_found":
      return 404;
    case "stale":
    case "slug_taken":
    case "venue_not_found":
    case "pool_key_taken":
    case "below_taken":
    case "dates_need_notice":
      return 409;
    case "rule":
    case "bad_time":
      return 400;
    default:
      return refusal satisfies never;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: Failure | Success) => data<Failure | Success>(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, section: null, message: copy.refusals.crossSite, errors: {} });
  const id = idSchema.safeParse(params.id);
  const form = await request.formData();
  const intent = intentSchema.safeParse(form.get("intent"));
  if (!id.success || !intent.success) return answer(400, { ok: false, section: null, message: copy.refusals.badRequest, errors: {} });
  const db = context.app.database.db;
  const actor = { userId: viewer.userId, email: viewer.email };
  const now = context.app.clock.now();
  const eventId = id.data;
  const values = eventFormValues(form);
  const invalid = (section: Section, error: z.ZodError) => answer(400, { ok: false, section, message: copy.refusals.fixFields, errors: fieldErrors(error), values });
  const refused = (section: Section, refusal: EventEditRefusal) => {
    const { field, message } = describeEditRefusal(refusal);
    return answer(refusalStatus(refusal), { ok: false, section, message, errors: field ? { [field]: message } : {}, values, stale: refusal.reason === "stale" });
  };

  switch (intent.data) {
    case "save_event": {
      const parsed = eventDetailsSchema.safeParse(values);
      if (!parsed.success) return invalid("event", parsed.error);
      const result = await updateEventDetails({ db, eventId, form: parsed.data, actor, now });
      if (!result.ok) return refused("event", result);
      return answer(200, { ok: true, section: "event", message: result.changed ? copy.saved.event : copy.saved.unchanged });
    }
    case "save_offer": {
      const section = `offer-${String(values.offerId ?? "")}`;
      const parsed = offerSchema.safeParse(values);
      if (!parsed.success) return invalid(section, parsed.error);
      const result = await updateEventOffer({ db, eventId, form: parsed.data, actor, now });
      if (!result.ok) return refused(section, result);
      return answer(200, { ok: true, section, message: result.changed ? copy.saved.offer(result.label) : copy.saved.unchanged });
    }
    case "save_pool": {
      const section = `pool-${String(values.poolId ?? "")}`;
      const parsed = poolSchema.safeParse(values);
      if (!parsed.success) return invalid(section, parsed.error);
      const result = await updateSeatPool({ db, eventId, form: parsed.data, actor, now });
      if (!result.ok) return refused(section, result);
      return answer(200, { ok: true, section, message: result.changed ? copy.saved.pool(result.key) : copy.saved.unchanged });
    }
    case "add_pool": {
      const parsed = newPoolSchema.safeParse(values);
      if (!parsed.success) return invalid("new-pool", parsed.error);
      const result = await addSeatPool({ db, eventId, form: parsed.data, actor, now });
      if (!result.ok) return refused("new-pool", result);
      return answer(200, { ok: true, section: "new-pool", message: copy.saved.poolAdded(result.key) });
    }
  }
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${copy.editor.title(loaded?.editor.cityName ?? "")} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

function Answer({ section, actionData, reloadTo }: { section: Section; actionData: Failure | Success | undefined; reloadTo: string }) {
  if (!actionData || actionData.section !== section) return null;
  if (actionData.ok)
    return (
      <p role="status" className="rounded-xl border border-spot-400/40 bg-spot-400/10 p-3 font-semibold">
        {actionData.message}
      </p>
    );
  return (
    <div role="alert" className="rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
      <p>{actionData.message}</p>
      {actionData.stale && (
        <p className="mt-2">
          <a href={reloadTo} className="font-semibold text-white underline">
            {copy.refusals.reload}
          </a>
        </p>
      )}
    </div>
  );
}

export default function EditEventRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { editor, remindersEnabled } = loaderData;
  const e = copy.editor;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? `${String(navigation.formData?.get("intent"))}:${String(navigation.formData?.get("offerId") ?? navigation.formData?.get("poolId") ?? "")}` : null;
  const [browser, setBrowser] = useState<{ section: Section; errors: Record<string, string> } | null>(null);
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const errorsFor = (section: Section) => ({ ...(failed?.section === section ? failed.errors : {}), ...(browser?.section === section ? browser.errors : {}) });
  const valuesFor = <T extends object>(section: Section, loaded: T): T => (failed?.section === section && failed.values ? { ...loaded, ...(failed.values as Partial<T>) } : loaded);
  const checkWith = (section: Section, schema: z.ZodType) => (event: React.FormEvent<HTMLFormElement>) => {
    const parsed = schema.safeParse(eventFormValues(new FormData(event.currentTarget)));
    setBrowser(parsed.success ? null : { section, errors: fieldErrors(parsed.error) });
    if (!parsed.success) event.preventDefault();
  };
  const browserAnswer = (section: Section) =>
    browser?.section === section ? (
      <p role="alert" className="rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
        {copy.refusals.fixFields}
      </p>
    ) : null;
  const formKey = `${editor.version}-${failed ? "failed" : "ok"}`;
  const checkboxValues = (values: Record<string, unknown>) => ({ ...values, listedOnTour: values.listedOnTour === "on" || values.listedOnTour === true, hasPage: values.hasPage === "on" || values.hasPage === true });
  const eventValues = failed?.section === "event" && failed.values ? { ...editor.values, ...checkboxValues(failed.values) } : editor.values;

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to="/admin/events" className="text-spot-300 underline">
          {e.back}
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold [overflow-wrap:anywhere]">{e.title(editor.cityName)}</h1>
      <p className="mt-2 text-neutral-300">
        <a href={`/${editor.slug}`} className="text-spot-300 underline">
          {e.view}
        </a>{" "}
        · <span data-version={editor.version}>{e.versionNote(editor.version)}</span>
      </p>
      {editor.isCancelled && <p className="mt-3 font-semibold text-amber-200">{e.cancelled}</p>}
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
        <Link to={`/admin/events/${editor.id}/date-change`} className="text-spot-300 underline">
          {eventChangesCopy.editorLinks.dateChange}
        </Link>
        <Link to={`/admin/events/${editor.id}/cancel`} className="text-spot-300 underline" data-cancel-link>
          {editor.isCancelled ? eventChangesCopy.cancel.progressHeading : eventChangesCopy.editorLinks.cancel}
        </Link>
      </p>
      {failed && failed.section === null && (
        <p role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
          {failed.message}
        </p>
      )}

      <h2 className="mt-10 text-2xl font-bold">{e.detailsHeading}</h2>
      <Form key={`event-${formKey}`} method="post" noValidate className="mt-4 space-y-4" onSubmit={checkWith("event", eventDetailsSchema)} aria-label={e.detailsHeading}>
        <input type="hidden" name="intent" value="save_event" />
        <input type="hidden" name="version" value={editor.version} />
        {browserAnswer("event")}
        <Answer section="event" actionData={actionData} reloadTo={`/admin/events/${editor.id}`} />
        <EventDetailsFields editor={editor} values={eventValues as typeof editor.values} errors={errorsFor("event")} />
        <Button type="submit" disabled={busy === "save_event:"}>
          {busy === "save_event:" ? e.saving : e.saveEvent}
        </Button>
      </Form>

      <h2 className="mt-12 text-2xl font-bold">{e.offersHeading}</h2>
      <p className="mt-2 text-neutral-300">{e.offersIntro(editor.currency, editor.timeZone)}</p>
      <div className="mt-4 space-y-3">
        {editor.offers.map((offer) => {
          const section = `offer-${offer.id}`;
          const open = actionData?.section === section || browser?.section === section;
          const failedValues = failed?.section === section && failed.values ? failed.values : null;
          const values = failedValues
            ? {
                ...offer.values,
                ...(failedValues as Partial<typeof offer.values>),
                inCart: failedValues.inCart === "on",
                soldOut: failedValues.soldOut === "on",
              }
            : offer.values;
          return (
            <details key={`${section}-${formKey}`} open={open} className="rounded-2xl border border-white/10 p-3" data-offer={offer.tierKey}>
              <summary className="min-h-11 cursor-pointer py-2 font-semibold">
                {offer.label} · {editor.currency} {offer.values.price}
              </summary>
              <Form method="post" noValidate className="mt-3 space-y-4" onSubmit={checkWith(section, offerSchema)} aria-label={offer.label}>
                <input type="hidden" name="intent" value="save_offer" />
                <input type="hidden" name="version" value={editor.version} />
                <input type="hidden" name="offerId" value={offer.id} />
                {browserAnswer(section)}
                <Answer section={section} actionData={actionData} reloadTo={`/admin/events/${editor.id}`} />
                <OfferFields editor={editor} offer={offer} values={values} errors={errorsFor(section)} />
                <Button type="submit" disabled={busy === `save_offer:${offer.id}`}>
                  {busy === `save_offer:${offer.id}` ? e.saving : e.saveOffer(offer.label)}
                </Button>
              </Form>
            </details>
          );
        })}
      </div>

      <h2 className="mt-12 text-2xl font-bold">{e.poolsHeading}</h2>
      <p className="mt-2 text-neutral-300">{e.poolsIntro}</p>
      <div className="mt-4 space-y-3">
        {editor.pools.map((pool) => {
          const section = `pool-${pool.id}`;
          const value = valuesFor(section, { capacity: pool.capacity === null ? "" : String(pool.capacity) });
          return (
            <Form key={`${section}-${formKey}`} method="post" noValidate className="space-y-3 rounded-2xl border border-white/10 p-3" onSubmit={checkWith(section, poolSchema)} aria-label={pool.key} data-pool={pool.key}>
              <input type="hidden" name="intent" value="save_pool" />
              <input type="hidden" name="version" value={editor.version} />
              <input type="hidden" name="poolId" value={pool.id} />
              <p className="font-semibold">{pool.key}</p>
              <p className="text-sm text-neutral-300">
                {e.poolTaken(pool.taken)} {pool.tiers.length > 0 ? e.poolTiers(pool.tiers.join(", ")) : e.poolUnused}
              </p>
              {browserAnswer(section)}
              <Answer section={section} actionData={actionData} reloadTo={`/admin/events/${editor.id}`} />
              <Field id={`${section}-capacity`} name="capacity" type="number" min={1} label={e.poolCapacity(pool.key)} error={errorsFor(section).capacity} defaultValue={String(value.capacity)} />
              <Button type="submit" disabled={busy === `save_pool:${pool.id}`}>
                {busy === `save_pool:${pool.id}` ? e.saving : e.savePool(pool.key)}
              </Button>
            </Form>
          );
        })}
        <Form key={`new-pool-${formKey}`} method="post" noValidate className="space-y-3 rounded-2xl border border-white/10 p-3" onSubmit={checkWith("new-pool", newPoolSchema)} aria-label={e.newPoolHeading}>
          <input type="hidden" name="intent" value="add_pool" />
          <input type="hidden" name="version" value={editor.version} />
          <h3 className="font-semibold">{e.newPoolHeading}</h3>
          {browserAnswer("new-pool")}
          <Answer section="new-pool" actionData={actionData} reloadTo={`/admin/events/${editor.id}`} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="new-pool-key" name="key" label={e.newPoolKey} hint={e.newPoolKeyHint} error={errorsFor("new-pool").key} defaultValue={String(valuesFor("new-pool", { key: "" }).key)} maxLength={40} autoComplete="off" required />
            <Field id="new-pool-capacity" name="capacity" type="number" min={1} label={e.newPoolCapacity} error={errorsFor("new-pool").capacity} defaultValue={String(valuesFor("new-pool", { capacity: "" }).capacity)} />
          </div>
          <Button type="submit" variant="outline" disabled={busy === "add_pool:"}>
            {e.addPool}
          </Button>
        </Form>
      </div>

      <h2 className="mt-12 text-2xl font-bold">{pageEditorCopy.editorHeading}</h2>
      <p className="mt-2 text-neutral-300">{pageEditorCopy.editorIntro}</p>
      <p className="mt-3">
        <Button asChild variant="outline">
          <Link to={`/admin/events/${editor.id}/page`}>{pageEditorCopy.linkFromEditor}</Link>
        </Button>
      </p>

      <h2 className="mt-12 text-2xl font-bold">{reminderEmails.admin.editorHeading}</h2>
      <p className="mt-2 text-neutral-300">{reminderEmails.admin.editorIntro}</p>
      <Form method="post" action={`/admin/events/${editor.id}/reminders`} className="mt-3 flex flex-wrap items-center gap-3">
        <p className="font-semibold" data-reminders-state={remindersEnabled ? "on" : "off"}>
          {reminderEmails.admin.state(remindersEnabled)}
        </p>
        <input type="hidden" name="intent" value="reminders" />
        <input type="hidden" name="enabled" value={remindersEnabled ? "off" : "on"} />
        <Button type="submit" variant="outline">
          {remindersEnabled ? reminderEmails.admin.turnOff : reminderEmails.admin.turnOn}
        </Button>
        <Button asChild variant="outline">
          <Link to={`/admin/events/${editor.id}/reminders`}>{reminderEmails.admin.linkFromEditor}</Link>
        </Button>
      </Form>

      <h2 className="mt-12 text-2xl font-bold">{offerAccessCopy.editorHeading}</h2>
      <p className="mt-2 text-neutral-300">{offerAccessCopy.editorIntro}</p>
      <p className="mt-3">
        <Button asChild variant="outline">
          <Link to={`/admin/events/${editor.id}/access`}>{offerAccessCopy.linkFromEditor}</Link>
        </Button>
      </p>

      <h2 className="mt-12 text-2xl font-bold">{e.duplicateHeading}</h2>
      <p className="mt-2 text-neutral-300">{e.duplicateIntro}</p>
      <p className="mt-3">
        <Button asChild variant="outline">
          <Link to={`/admin/events/${editor.id}/duplicate`}>{e.duplicateLink}</Link>
        </Button>
      </p>
    </section>
  );
}
