import { useState } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { discountCodesCopy } from "~/content/discount-codes";

const copy = discountCodesCopy.form;

export interface EventChoice {
  id: number;
  cityName: string;
  dateText: string;
  currency: string;
  timeZone: string;
  tiers: Array<{ key: string; label: string }>;
}

export interface CodeFieldValues {
  code?: string;
  discountType?: string;
  value?: string;
  eventId?: string;
  eligibleTiers?: string[];
  startsAt?: string;
  endsAt?: string;
  maxUses?: string;
  description?: string;
  customerTag?: string;
  isEarlyBird?: boolean;
}

const fieldError = (errors: Record<string, string>, name: string) => errors[name];

function ErrorText({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-rose-300">
      {message}
    </p>
  ) : null;
}

/**
 * The fields of a code (and of a batch, without the code, the maximum and the early-bird flag): the
 * event chosen decides the tiers offered, the currency of a fixed amount and the window's time zone.
 */
export function DiscountCodeFields({
  idPrefix,
  values,
  errors,
  events,
  teamTimeZone,
  batch = false,
}: {
  idPrefix: string;
  values: CodeFieldValues;
  errors: Record<string, string>;
  events: EventChoice[];
  teamTimeZone: string;
  batch?: boolean;
}) {
  const [eventId, setEventId] = useState(values.eventId ?? "");
  const event = events.find((e) => String(e.id) === eventId);
  const zone = event?.timeZone ?? teamTimeZone;
  const id = (name: string) => `${idPrefix}-${name}`;
  const invalid = (name: string) => (fieldError(errors, name) ? true : undefined);
  const describedBy = (name: string, hint: boolean) =>
    [fieldError(errors, name) ? `${id(name)}-error` : null, hint ? `${id(name)}-hint` : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {!batch && (
        <Field
          id={id("code")}
          name="code"
          label={copy.code}
          hint={copy.codeHint}
          error={fieldError(errors, "code")}
          defaultValue={values.code}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          required
          className="sm:col-span-2"
        />
      )}
      <fieldset className="sm:col-span-2" aria-describedby={describedBy("discountType", false)}>
        <legend className="text-sm font-semibold text-neutral-100">{copy.kind}</legend>
        <div className="mt-1.5 flex flex-wrap gap-4">
          {(["percentage", "fixed"] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="discountType" value={kind} defaultChecked={(values.discountType ?? "percentage") === kind} className="size-5 accent-spot-400" />
              {copy.kinds[kind]}
            </label>
          ))}
        </div>
        <ErrorText id={`${id("discountType")}-error`} message={fieldError(errors, "discountType")} />
      </fieldset>
      <Field
        id={id("value")}
        name="value"
        label={event ? `${copy.value} (% or ${event.currency})` : copy.value}
        hint={copy.valueHint}
        error={fieldError(errors, "value")}
        defaultValue={values.value}
        inputMode="decimal"
        autoComplete="off"
        required
      />
      <div>
        <label htmlFor={id("eventId")} className="block text-sm font-semibold text-neutral-100">
          {copy.event}
        </label>
        <select
          id={id("eventId")}
          name="eventId"
          value={eventId}
          onChange={(e) => setEventId(e.target.value)}
          aria-invalid={invalid("eventId")}
          aria-describedby={describedBy("eventId", true)}
          className={inputClass}
        >
          <option value="">{copy.anyEvent}</option>
          {events.map((e) => (
            <option key={e.id} value={e.id}>{`${e.cityName} · ${e.dateText} · ${e.currency}`}</option>
          ))}
        </select>
        {!fieldError(errors, "eventId") && (
          <p id={`${id("eventId")}-hint`} className="mt-1 text-sm text-neutral-300">
            {copy.eventHint}
          </p>
        )}
        <ErrorText id={`${id("eventId")}-error`} message={fieldError(errors, "eventId")} />
      </div>
      <fieldset className="sm:col-span-2" aria-describedby={describedBy("eligibleTiers", true)}>
        <legend className="text-sm font-semibold text-neutral-100">{copy.tiers}</legend>
        <p id={`${id("eligibleTiers")}-hint`} className="mt-1 text-sm text-neutral-300">
          {copy.tiersHint}
        </p>
        <div className="mt-1.5 grid gap-1 sm:grid-cols-2">
          {(event?.tiers ?? []).map((t) => (
            <label key={`${eventId}-${t.key}`} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="eligibleTiers" value={t.key} defaultChecked={values.eligibleTiers?.includes(t.key)} className="size-5 accent-spot-400" />
              {t.label}
            </label>
          ))}
        </div>
        <ErrorText id={`${id("eligibleTiers")}-error`} message={fieldError(errors, "eligibleTiers")} />
      </fieldset>
      <p id={id("window-hint")} className="text-sm text-neutral-300 sm:col-span-2">
        {copy.windowHint(zone)}
      </p>
      <Field id={id("startsAt")} name="startsAt" type="datetime-local" label={copy.startsAt} error={fieldError(errors, "startsAt")} defaultValue={values.startsAt} />
      <Field id={id("endsAt")} name="endsAt" type="datetime-local" label={copy.endsAt} error={fieldError(errors, "endsAt")} defaultValue={values.endsAt} />
      {!batch && (
        <Field
          id={id("maxUses")}
          name="maxUses"
          label={copy.maxUses}
          hint={copy.maxUsesHint}
          error={fieldError(errors, "maxUses")}
          defaultValue={values.maxUses}
          inputMode="numeric"
          autoComplete="off"
        />
      )}
      <Field
        id={id("customerTag")}
        name="customerTag"
        label={copy.customerTag}
        hint={copy.customerTagHint}
        error={fieldError(errors, "customerTag")}
        defaultValue={values.customerTag}
        maxLength={60}
        autoComplete="off"
      />
      <Field
        id={id("description")}
        name="description"
        label={copy.description}
        hint={copy.descriptionHint}
        error={fieldError(errors, "description")}
        defaultValue={values.description}
        maxLength={200}
        autoComplete="off"
        className="sm:col-span-2"
      />
      {!batch && (
        <div className="sm:col-span-2">
          <label className="flex min-h-11 items-start gap-2">
            <input
              type="checkbox"
              name="isEarlyBird"
              defaultChecked={values.isEarlyBird}
              aria-invalid={invalid("isEarlyBird")}
              aria-describedby={fieldError(errors, "isEarlyBird") ? `${id("isEarlyBird")}-error` : undefined}
              className="mt-0.5 size-5 shrink-0 accent-spot-400"
            />
            <span>{copy.earlyBird}</span>
          </label>
          <ErrorText id={`${id("isEarlyBird")}-error`} message={fieldError(errors, "isEarlyBird")} />
        </div>
      )}
    </div>
  );
}

/** What the team typed, as the action echoed it back after a refusal. */
export function fieldValuesFrom(values: Record<string, unknown> | undefined): CodeFieldValues {
  const text = (name: string) => (typeof values?.[name] === "string" ? (values[name] as string) : undefined);
  const tiers = values?.eligibleTiers;
  return {
    code: text("code"),
    discountType: text("discountType"),
    value: text("value"),
    eventId: text("eventId"),
    eligibleTiers: Array.isArray(tiers) ? tiers.filter((t): t is string => typeof t === "string") : undefined,
    startsAt: text("startsAt"),
    endsAt: text("endsAt"),
    maxUses: text("maxUses"),
    description: text("description"),
    customerTag: text("customerTag"),
    isEarlyBird: values?.isEarlyBird === "on",
  };
}
