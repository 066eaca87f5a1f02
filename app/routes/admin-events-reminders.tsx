import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin-events-reminders";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { reminderEmails } from "~/content/reminder-emails";
import { site } from "~/content/site";
import { REMINDER_KINDS } from "~/domain/event-reminders";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { getReminderPreview } from "~/features/reminders/get-reminder-preview.server";
import { setEventReminders } from "~/features/reminders/set-event-reminders.server";
import { setEventWhatToBring } from "~/features/reminders/set-event-what-to-bring.server";
import { siteUrl } from "~/lib/env.server";
import { cn } from "~/lib/cn";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = reminderEmails.admin;
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const kindSchema = z.enum(REMINDER_KINDS).catch("week_before");
const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("reminders"), enabled: z.enum(["on", "off"]) }),
  z.object({ intent: z.literal("what_to_bring"), items: z.string().max(10_000) }),
]);
const itemsSchema = z.array(z.string().max(200)).max(20);

type Answer = { ok: boolean; message: string };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const id = idSchema.safeParse(params.id);
  const kind = kindSchema.parse(new URL(request.url).searchParams.get("kind") ?? undefined);
  const preview = id.success
    ? await getReminderPreview({ db: context.app.database.db, eventId: id.data, kind, siteUrl: siteUrl(context.app.env), now: context.app.clock.now(), mail: context.app.mail })
    : null;
  if (!preview) throw data({ message: copy.notFound }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  return data({ preview }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: Answer) => data(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: copy.crossSite });
  const id = idSchema.safeParse(params.id);
  const form = Object.fromEntries(await request.formData());
  const parsed = actionSchema.safeParse(form);
  if (!id.success || !parsed.success) return answer(400, { ok: false, message: copy.badRequest });
  const db = context.app.database.db;
  const actor = { userId: viewer.userId, email: viewer.email };
  const now = context.app.clock.now();
  if (parsed.data.intent === "reminders") {
    const enabled = parsed.data.enabled === "on";
    const result = await setEventReminders({ db, eventId: id.data, enabled, actor, now });
    if (!result.ok) return answer(404, { ok: false, message: copy.notFound });
    return answer(200, { ok: true, message: enabled ? copy.turnedOn : copy.turnedOff });
  }
  const items = itemsSchema.safeParse(
    parsed.data.items
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  );
  if (!items.success) return answer(400, { ok: false, message: copy.tooLong });
  const result = await setEventWhatToBring({ db, eventId: id.data, items: items.data, actor, now });
  if (!result.ok) return answer(404, { ok: false, message: copy.notFound });
  return answer(200, { ok: true, message: copy.saved });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const cityName = loaded && "preview" in loaded ? loaded.preview.event.cityName : "";
  return [{ title: `${copy.title(cityName)} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminEventRemindersRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { event, dueAt, kind, email } = loaderData.preview;
  const answer = actionData as Answer | undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to={`/admin/events/${event.id}`} className="text-spot-300 underline">
          {copy.back(event.cityName)}
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold [overflow-wrap:anywhere]">{copy.title(event.cityName)}</h1>
      <p className="mt-2 text-neutral-300">{copy.intro}</p>
      {answer && (
        <p role={answer.ok ? "status" : "alert"} className="mt-4 rounded-xl border border-white/20 p-3 font-medium">
          {answer.message}
        </p>
      )}

      <Form method="post" className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-white/10 p-4">
        <p className="font-semibold" data-reminders-state={event.remindersEnabled ? "on" : "off"}>
          {copy.state(event.remindersEnabled)}
        </p>
        <input type="hidden" name="intent" value="reminders" />
        <input type="hidden" name="enabled" value={event.remindersEnabled ? "off" : "on"} />
        <Button type="submit" variant="outline">
          {event.remindersEnabled ? copy.turnOff : copy.turnOn}
        </Button>
      </Form>
      {event.isCancelled && <p className="mt-3 font-semibold text-amber-200">{copy.cancelled}</p>}
      {event.online && <p className="mt-3 font-semibold text-amber-200">{copy.online}</p>}

      <h2 className="mt-8 text-xl font-bold">{copy.schedule}</h2>
      {dueAt ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-reminder-due>
          {REMINDER_KINDS.map((k) => (
            <div key={k} className="contents">
              <dt className="text-neutral-300">{copy.dueAt[k]}</dt>
              <dd className="[overflow-wrap:anywhere]">
                {dueAt[k]} ({event.timeZone})
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-neutral-300">{copy.noDate}</p>
      )}

      <h2 className="mt-8 text-xl font-bold">{copy.whatToBringHeading}</h2>
      <Form method="post" className="mt-2 space-y-3">
        <input type="hidden" name="intent" value="what_to_bring" />
        <label htmlFor="what-to-bring" className="block text-sm text-neutral-300">
          {copy.whatToBringHint}
        </label>
        <textarea id="what-to-bring" name="items" rows={5} defaultValue={event.whatToBring.join("\n")} className={inputClass} />
        <Button type="submit">{copy.saveWhatToBring}</Button>
      </Form>

      <h2 className="mt-8 text-xl font-bold">{copy.kindLabel}</h2>
      <nav aria-label={copy.kindLabel} className="mt-2 flex flex-wrap gap-2">
        {REMINDER_KINDS.map((k) => (
          <Link
            key={k}
            to={`?kind=${k}`}
            aria-current={k === kind ? "page" : undefined}
            className={cn("inline-flex min-h-11 items-center rounded-full border px-4 font-semibold", k === kind ? "border-spot-400 bg-spot-400/10 text-spot-300" : "border-white/20 text-neutral-100")}
          >
            {copy.kinds[k]}
          </Link>
        ))}
      </nav>
      {email && (
        <>
          <p className="mt-4 text-sm text-neutral-300">{copy.subjectLabel}</p>
          <p className="font-semibold [overflow-wrap:anywhere]" data-reminder-subject>
            {email.subject}
          </p>
          <iframe
            sandbox=""
            srcDoc={email.html}
            title={copy.frameTitle(copy.kinds[kind])}
            data-reminder-preview={kind}
            className="mt-3 h-[48rem] w-full rounded-lg border border-white/10 bg-white"
          />
        </>
      )}
    </section>
  );
}
