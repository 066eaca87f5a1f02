import { useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import { AdminPage } from "~/components/admin/page-shell";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { eventChangesCopy } from "~/content/event-changes";
import { eventsAdminCopy } from "~/content/events-admin";
import { offerAccessCopy } from "~/content/offer-access";
import { pageEditorCopy } from "~/content/page-editor";
import { reminderEmails } from "~/content/reminder-emails";
import { fieldErrors } from "~/lib/form-errors";
import type { EventEditor } from "../editor-types";
import { eventDetailsSchema, eventFormValues, newPoolSchema, offerSchema, poolSchema } from "../event-form-schema";
import { EventDetailsFields, OfferFields } from "./editor-fields";

const copy = eventsAdminCopy;

/** Which form answered: the event's, one offer's, one pool's or the new pool's. */
type Section = string;
/** The editor's answer: which form it is about, and for a failure the fields' errors and what was typed. */
export type EventEditAnswer = { ok: false; section: Section | null; message: string; errors: Record<string, string>; values?: Record<string, unknown>; stale?: boolean } | { ok: true; section: Section; message: string };

function Answer({ section, actionData, reloadTo }: { section: Section; actionData: EventEditAnswer | undefined; reloadTo: string }) {
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

/** The back office's editor of one event: its details, offers and seat pools (each its own form, checked in the browser first), then links to its page, reminders, access lists and duplicate. */
export function EventEditorPage({ editor, remindersEnabled, actionData }: { editor: EventEditor; remindersEnabled: boolean; actionData: EventEditAnswer | undefined }) {
  const e = copy.editor;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? `${String(navigation.formData?.get("intent"))}:${String(navigation.formData?.get("offerId") ?? navigation.formData?.get("poolId") ?? "")}` : null;
  const [browser, setBrowser] = useState<{ section: Section; errors: Record<string, string> } | null>(null);
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const errorsFor = (section: Section) => ({ ...(failed?.section === section ? failed.errors : {}), ...(browser?.section === section ? browser.errors : {}) });
  const valuesFor = <T extends object>(section: Section, loaded: T): T => (failed?.section === section && failed.values ? { ...loaded, ...(failed.values as Partial<T>) } : loaded);
  const checkWith = (section: Section, schema: z.ZodType) => (event: FormEvent<HTMLFormElement>) => {
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
    <AdminPage width="narrow" back={{ to: "/admin/events", label: e.back }} title={e.title(editor.cityName)}>
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
    </AdminPage>
  );
}
