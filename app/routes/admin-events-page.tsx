import { data, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin-events-page";
import { pageEditorCopy } from "~/content/page-editor";
import { site } from "~/content/site";
import { pageConfigSchema } from "~/domain/page-config";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { loadMentorshipCohorts } from "~/features/programs/load-mentorship-cohort.server";
import { getCityPage } from "~/features/catalog/get-city-page.server";
import { CityPage } from "~/features/city-page/components/city-page";
import { PageEditorForm, type PageSaveAnswer } from "~/features/events-admin/components/page-editor-form";
import { getPageEditor } from "~/features/events-admin/get-page-editor.server";
import { updateEventPage } from "~/features/events-admin/update-event-page.server";
import { siteUrl } from "~/lib/env.server";
import { fieldPathErrors } from "~/lib/form-errors";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = pageEditorCopy;
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const saveSchema = z.object({ intent: z.literal("save"), version: z.coerce.number().int().nonnegative(), config: z.string().min(2).max(500_000) });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const id = idSchema.safeParse(params.id);
  const db = context.app.database.db;
  const editor = id.success ? await getPageEditor({ db, eventId: id.data }) : null;
  if (!editor) throw data({ message: copy.notFound }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  const now = context.app.clock.now();
  // The preview draws the public page's own components with the event's offers as priced now.
  const preview = await getCityPage({ db, slug: editor.slug, now });
  const cohorts = preview ? await loadMentorshipCohorts({ db, now, tierKeys: preview.event.page.pricing.mentorshipTiers }) : null;
  return data(
    { editor, preview: preview && cohorts ? { event: preview.event, tiers: preview.tiers, ...cohorts } : null, nowIso: now.toISOString() },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: PageSaveAnswer) => data<PageSaveAnswer>(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: copy.crossSite, errors: {} });
  const id = idSchema.safeParse(params.id);
  const form = saveSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!id.success || !form.success) return answer(400, { ok: false, message: copy.badRequest, errors: {} });
  let draft: unknown;
  try {
    draft = JSON.parse(form.data.config);
  } catch {
    return answer(400, { ok: false, message: copy.badRequest, errors: {} });
  }
  const page = pageConfigSchema.safeParse(draft);
  if (!page.success) return answer(400, { ok: false, message: copy.fixFields, errors: fieldPathErrors(page.error) });
  const result = await updateEventPage({
    db: context.app.database.db,
    eventId: id.data,
    version: form.data.version,
    page: page.data,
    actor: { userId: viewer.userId, email: viewer.email },
    now: context.app.clock.now(),
  });
  if (result.ok) return answer(200, { ok: true, message: result.changed ? copy.saved : copy.unchanged });
  switch (result.reason) {
    case "not_found":
      return answer(404, { ok: false, message: copy.notFound, errors: {} });
    case "stale":
      return answer(409, { ok: false, message: copy.stale, errors: {}, stale: true });
    case "tiers_not_sold":
      return answer(400, { ok: false, message: copy.fixFields, errors: Object.fromEntries(result.unsold.map((u) => [u.path, copy.tierNotSold(u.tierKey)])) });
    default:
      return result satisfies never;
  }
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${copy.title(loaded?.editor.cityName ?? "")} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function EventPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { editor, preview, nowIso } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to={`/admin/events/${editor.id}`} className="text-spot-300 underline">
          {copy.back(editor.cityName)}
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold [overflow-wrap:anywhere]">{copy.title(editor.cityName)}</h1>
      <p className="mt-2 max-w-3xl text-neutral-300">{copy.intro}</p>
      <p className="mt-2 text-neutral-300">
        <a href={`/${editor.slug}`} className="text-spot-300 underline">
          /{editor.slug}
        </a>{" "}
        · <span data-version={editor.version}>{copy.versionNote(editor.version)}</span>
      </p>
      {/* A new version (a save) starts the form again from what is stored. */}
      <PageEditorForm
        key={editor.version}
        editor={editor}
        answer={actionData}
        renderPreview={preview ? (page) => <CityPage event={{ ...preview.event, page }} tiers={preview.tiers} nowIso={nowIso} cohort={preview.cohort} tierCohorts={preview.tierCohorts} /> : null}
      />
    </section>
  );
}
