import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin-events-edit";
import { eventsAdminCopy } from "~/content/events-admin";
import { site } from "~/content/site";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { addSeatPool } from "~/features/events-admin/add-seat-pool.server";
import { EventEditorPage, type EventEditAnswer } from "~/features/events-admin/components/event-editor-page";
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
type Failure = Extract<EventEditAnswer, { ok: false }>;
type Success = Extract<EventEditAnswer, { ok: true }>;

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

export default function EditEventRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <EventEditorPage editor={loaderData.editor} remindersEnabled={loaderData.remindersEnabled} actionData={actionData} />;
}
