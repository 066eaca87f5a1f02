import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin-send-recovery-emails";
import { recoveryCopy } from "~/content/recovery";
import { site } from "~/content/site";
import { isCalendarDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { addDays, startOfDayInZone } from "~/domain/zoned-day";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { listAbandonedDrafts } from "~/features/recovery/abandoned-rule.server";
import { SendRecoveryPage } from "~/features/recovery/components/send-recovery-page";
import { listRecoveryJobViews } from "~/features/recovery/get-recovery-job-view.server";
import { listRecoveryEvents } from "~/features/recovery/list-recovery-events.server";
import { tierLabels } from "~/features/recovery/tier-labels.server";
import { renderRecoveryEmail } from "~/features/recovery/recovery-emails.server";
import { isRecoveryScheduleOn, setRecoverySchedule } from "~/features/recovery/recovery-schedule-setting.server";
import { startRecoverySend } from "~/features/recovery/start-recovery-send.server";
import { siteUrl } from "~/lib/env.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = recoveryCopy.send;
const PAGE_SIZE = 50;

const day = z
  .string()
  .refine((v) => isCalendarDate(v))
  .optional()
  .catch(undefined);
const id = z.coerce.number().int().positive().max(2_147_483_647);
/** The filter, from the address (the list) or the form (select all matching): one schema for both. */
const filterSchema = z.object({ event: id.optional().catch(undefined), from: day, to: day });
const sendSchema = filterSchema.extend({ intent: z.literal("send"), selectAll: z.literal("1").optional(), draftId: z.array(id).max(PAGE_SIZE).default([]) });
const scheduleSchema = z.object({ intent: z.literal("schedule"), on: z.enum(["true", "false"]) });
const actionSchema = z.discriminatedUnion("intent", [sendSchema, scheduleSchema]);

type ActionAnswer = { ok: true; message: string } | { ok: false; message: string };

function instants(filter: z.infer<typeof filterSchema>, timeZone: string) {
  return {
    eventId: filter.event,
    from: filter.from ? startOfDayInZone(filter.from, timeZone) : undefined,
    to: filter.to ? startOfDayInZone(addDays(filter.to, 1), timeZone) : undefined,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const { app } = context;
  const db = app.database.db;
  const url = new URL(request.url);
  const filter = filterSchema.parse(Object.fromEntries(url.searchParams));
  const previewId = id.safeParse(url.searchParams.get("preview")).data;
  const now = app.clock.now();
  const range = instants(filter, app.env.TEAM_TIME_ZONE);
  const [{ rows, total }, eventList, jobs, scheduleOn] = await Promise.all([
    listAbandonedDrafts(db, { now, holdMinutes: app.env.ORDER_HOLD_MINUTES, ...range, limit: PAGE_SIZE }),
    listRecoveryEvents(db),
    listRecoveryJobViews(db),
    isRecoveryScheduleOn(db),
  ]);
  const labels = await tierLabels(db, [...new Set(rows.flatMap((r) => r.lines.map((l) => l.tierKey)))]);
  const carts = rows.map((r) => ({
    id: r.id,
    buyerEmail: r.buyerEmail,
    buyerName: r.buyerName,
    event: `${r.cityName} · ${r.dateText}`,
    lines: r.lines.map((l) => `${l.quantity} × ${labels.get(l.tierKey) ?? l.tierKey}`).join(", "),
    value: formatMoney({ amountMinor: r.valueMinor, currency: r.currency }),
    left: formatUtc(r.updatedAt),
    status: r.status,
    emailedAt: formatUtc(r.lastEmailedAt),
  }));
  let preview: { to: string; subject: string; html: string } | null = null;
  if (previewId !== undefined) {
    const [draft] = (await listAbandonedDrafts(db, { now, holdMinutes: app.env.ORDER_HOLD_MINUTES, ids: [previewId], includeRecovered: true })).rows;
    const email = draft ? await renderRecoveryEmail({ db, draft, mail: app.mail, secret: app.secret, siteUrl: siteUrl(app.env), now }) : null;
    if (email) preview = { to: email.to, subject: email.subject, html: email.html };
  }
  return data({ carts, total, events: eventList, jobs, scheduleOn, preview, filter }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const { app } = context;
  const answer = (status: number, body: ActionAnswer) => data(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(app.env)).origin])) return answer(403, { ok: false, message: copy.crossSite });
  const form = await request.formData();
  const fields = { ...Object.fromEntries(form), draftId: form.getAll("draftId") };
  const parsed = actionSchema.safeParse(fields);
  if (!parsed.success) return answer(400, { ok: false, message: copy.badRequest });
  const db = app.database.db;
  const actor = { userId: viewer.userId, email: viewer.email };
  const now = app.clock.now();
  if (parsed.data.intent === "schedule") {
    const on = parsed.data.on === "true";
    await setRecoverySchedule({ db, on, actor, now });
    if (on) app.jobs.kick();
    return answer(200, { ok: true, message: copy.scheduleSaved(on) });
  }
  const send = parsed.data;
  const selection = send.selectAll ? { kind: "filter" as const, ...instants(send, app.env.TEAM_TIME_ZONE) } : { kind: "ids" as const, draftIds: send.draftId };
  const result = await startRecoverySend({ db, selection, actor, now, holdMinutes: app.env.ORDER_HOLD_MINUTES });
  if (!result.ok) {
    switch (result.reason) {
      case "nothing_selected":
        return answer(400, { ok: false, message: copy.nothingSelected });
      default:
        return result.reason satisfies never;
    }
  }
  app.jobs.kick();
  return answer(200, { ok: true, message: copy.queued(result.count) });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminSendRecoveryEmailsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SendRecoveryPage {...loaderData} actionData={actionData} />;
}
