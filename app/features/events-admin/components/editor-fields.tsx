import { useState, type ReactNode } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { eventsAdminCopy } from "~/content/events-admin";
import type { EditorOffer, EventEditor } from "../editor-types";

const copy = eventsAdminCopy.editor;
type Errors = Record<string, string>;

function ErrorText({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-rose-300">
      {message}
    </p>
  ) : null;
}

export function Checkbox({ id, name, label, defaultChecked, value }: { id: string; name: string; label: ReactNode; defaultChecked: boolean; value?: string }) {
  return (
    <label htmlFor={id} className="flex min-h-11 items-center gap-2">
      <input id={id} type="checkbox" name={name} value={value ?? "on"} defaultChecked={defaultChecked} className="size-5 shrink-0 accent-spot-400" />
      <span>{label}</span>
    </label>
  );
}

function Select({ id, name, label, error, defaultValue, children, onChange }: { id: string; name: string; label: string; error?: string; defaultValue?: string; children: ReactNode; onChange?: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-neutral-100">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      >
        {children}
      </select>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

/** The event's own fields and its venue (pick one, create one, or none). */
export function EventDetailsFields({ editor, values, errors }: { editor: EventEditor; values: EventEditor["values"] & { venueName?: string; venueAddress?: string; venueNotes?: string }; errors: Errors }) {
  const [venue, setVenue] = useState(values.venue);
  const id = (name: string) => `event-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={id("cityName")} name="cityName" label={copy.cityName} hint={copy.cityNameHint} error={errors.cityName} defaultValue={values.cityName} maxLength={80} required />
      <Field id={id("slug")} name="slug" label={copy.slug} hint={copy.slugHint} error={errors.slug} defaultValue={values.slug} maxLength={60} autoComplete="off" spellCheck={false} required />
      <Field id={id("dateText")} name="dateText" label={copy.dateText} hint={copy.dateTextHint} error={errors.dateText} defaultValue={values.dateText} maxLength={80} required />
      <Field id={id("timeZone")} name="timeZone" label={copy.timeZone} hint={copy.timeZoneHint} error={errors.timeZone} defaultValue={values.timeZone} autoComplete="off" spellCheck={false} required />
      <Field id={id("startsOn")} name="startsOn" type="date" label={copy.startsOn} error={errors.startsOn} defaultValue={values.startsOn} />
      <Field id={id("endsOn")} name="endsOn" type="date" label={copy.endsOn} error={errors.endsOn} defaultValue={values.endsOn} />
      <div>
        <p className="text-sm font-semibold text-neutral-100">{copy.currency}</p>
        <p className="mt-1.5 font-semibold">{editor.currency}</p>
        <p className="mt-1 text-sm text-neutral-300">{copy.currencyFixed}</p>
      </div>
      <div className="space-y-1 sm:col-span-2">
        <Checkbox id={id("listedOnTour")} name="listedOnTour" label={copy.listedOnTour} defaultChecked={values.listedOnTour} />
        <Checkbox id={id("hasPage")} name="hasPage" label={copy.hasPage} defaultChecked={values.hasPage} />
      </div>
      <fieldset className="grid gap-4 rounded-xl border border-white/10 p-3 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 font-semibold">
          {copy.venueHeading} <span className="font-normal text-neutral-300">({copy.venueIn(values.timeZone)})</span>
        </legend>
        <div className="sm:col-span-2">
          <Select id={id("venue")} name="venue" label={copy.venue} error={errors.venue} defaultValue={values.venue} onChange={setVenue}>
            <option value="">{copy.noVenue}</option>
            {editor.venues.map((v) => (
              <option key={v.id} value={String(v.id)}>
                {v.address ? `${v.name} · ${v.address}` : v.name}
              </option>
            ))}
            <option value="new">{copy.newVenue}</option>
          </Select>
        </div>
        {venue === "new" && (
          <>
            <Field id={id("venueName")} name="venueName" label={copy.venueName} error={errors.venueName} defaultValue={values.venueName} maxLength={120} required />
            <Field id={id("venueAddress")} name="venueAddress" label={copy.venueAddress} error={errors.venueAddress} defaultValue={values.venueAddress} maxLength={200} />
            <div className="sm:col-span-2">
              <label htmlFor={id("venueNotes")} className="block text-sm font-semibold text-neutral-100">
                {copy.venueNotes}
              </label>
              <textarea id={id("venueNotes")} name="venueNotes" defaultValue={values.venueNotes} maxLength={500} rows={2} className={inputClass} />
            </div>
          </>
        )}
      </fieldset>
    </div>
  );
}

/** One offer's fields: price, window, limits, pool, flags and its rules between the event's other tiers. */
export function OfferFields({ editor, offer, values, errors }: { editor: EventEditor; offer: EditorOffer; values: EditorOffer["values"]; errors: Errors }) {
  const id = (name: string) => `offer-${offer.id}-${name}`;
  const others = editor.offers.filter((o) => o.tierKey !== offer.tierKey);
  const ruleGroup = (name: "requiresOneOf" | "excludes", legend: string) => (
    <fieldset aria-describedby={errors[name] ? `${id(name)}-error` : undefined}>
      <legend className="text-sm font-semibold text-neutral-100">{legend}</legend>
      <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
        {others.map((o) => (
          <Checkbox key={o.tierKey} id={id(`${name}-${o.tierKey}`)} name={name} value={o.tierKey} label={o.label} defaultChecked={values[name].includes(o.tierKey)} />
        ))}
      </div>
      <ErrorText id={`${id(name)}-error`} message={errors[name]} />
    </fieldset>
  );
  const tierOptions = (
    <>
      <option value="">{copy.none}</option>
      {others.map((o) => (
        <option key={o.tierKey} value={o.tierKey}>
          {o.label}
        </option>
      ))}
    </>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={id("price")} name="price" label={copy.price(editor.currency)} error={errors.price} defaultValue={values.price} inputMode="decimal" autoComplete="off" required />
      <Field id={id("compareAt")} name="compareAt" label={copy.compareAt(editor.currency)} hint={copy.compareAtHint} error={errors.compareAt} defaultValue={values.compareAt} inputMode="decimal" autoComplete="off" />
      <Field id={id("salesStartAt")} name="salesStartAt" type="datetime-local" label={`${copy.salesStartAt} (${editor.timeZone})`} error={errors.salesStartAt} defaultValue={values.salesStartAt} />
      <Field id={id("salesEndAt")} name="salesEndAt" type="datetime-local" label={`${copy.salesEndAt} (${editor.timeZone})`} error={errors.salesEndAt} defaultValue={values.salesEndAt} />
      <Field id={id("maxPerOrder")} name="maxPerOrder" type="number" min={1} max={100} label={copy.maxPerOrder} error={errors.maxPerOrder} defaultValue={values.maxPerOrder} required />
      <Select id={id("poolId")} name="poolId" label={copy.pool} error={errors.poolId} defaultValue={values.poolId}>
        <option value="">{copy.noPool}</option>
        {editor.pools.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.key}
          </option>
        ))}
      </Select>
      <div className="space-y-1 sm:col-span-2">
        <Checkbox id={id("inCart")} name="inCart" label={copy.inCart} defaultChecked={values.inCart} />
        <Checkbox id={id("soldOut")} name="soldOut" label={copy.soldOut} defaultChecked={values.soldOut} />
      </div>
      {others.length > 0 && (
        <fieldset className="grid gap-4 rounded-xl border border-white/10 p-3 sm:col-span-2 sm:grid-cols-2">
          <legend className="px-1 font-semibold">{copy.rulesHeading}</legend>
          <div className="sm:col-span-2">{ruleGroup("requiresOneOf", copy.requiresOneOf)}</div>
          <div className="sm:col-span-2">{ruleGroup("excludes", copy.excludes)}</div>
          <Select id={id("suggestsBeforeCheckout")} name="suggestsBeforeCheckout" label={copy.suggests} error={errors.suggestsBeforeCheckout} defaultValue={values.suggestsBeforeCheckout}>
            {tierOptions}
          </Select>
          <Select id={id("upgradeToTier")} name="upgradeToTier" label={copy.upgradeTo} error={errors.upgradeToTier} defaultValue={values.upgradeToTier}>
            {tierOptions}
          </Select>
          <Field id={id("upgradePrice")} name="upgradePrice" label={copy.upgradePrice(editor.currency)} error={errors.upgradePrice} defaultValue={values.upgradePrice} inputMode="decimal" autoComplete="off" />
        </fieldset>
      )}
    </div>
  );
}
