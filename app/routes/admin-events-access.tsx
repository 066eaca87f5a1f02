import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin-events-access";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { offerAccessCopy as copy } from "~/content/offer-access";
import { site } from "~/content/site";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { listOfferAccess, parseAddressList, setOfferAccess } from "~/features/events-admin/offer-access.server";
import { siteUrl } from "~/lib/env.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const formSchema = z.object({ offerId: idSchema, emails: z.string().max(60_000).default("") });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const id = idSchema.safeParse(params.id);
  const found = id.success ? await listOfferAccess({ db: context.app.database.db, eventId: id.data }) : null;
  if (!found || !id.success) throw data({ message: copy.notFound }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  return data({ id: id.data, ...found }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: { ok: boolean; message: string }) => data(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: copy.crossSite });
  const id = idSchema.safeParse(params.id);
  const form = await request.formData();
  const file = form.get("file");
  const uploaded = file instanceof File && file.size > 0 ? await file.text() : "";
  const parsed = formSchema.safeParse({ offerId: form.get("offerId"), emails: `${String(form.get("emails") ?? "")}\n${uploaded}` });
  if (!id.success || !parsed.success) return answer(400, { ok: false, message: copy.notFound });
  const list = parseAddressList(parsed.data.emails);
  if (list.invalid.length > 0) return answer(400, { ok: false, message: copy.invalid(list.invalid) });
  const result = await setOfferAccess({ db: context.app.database.db, eventId: id.data, offerId: parsed.data.offerId, emails: list.emails, actor: { userId: viewer.userId, email: viewer.email }, now: context.app.clock.now() });
  if (!result.ok) return answer(404, { ok: false, message: copy.notFound });
  return answer(200, { ok: true, message: copy.saved(result.tierKey, result.count) });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${copy.title(loaded && "cityName" in loaded ? loaded.cityName : "")} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminEventAccessRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to={`/admin/events/${loaderData.id}`} className="text-spot-300 underline">
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold [overflow-wrap:anywhere]">{copy.title(loaderData.cityName)}</h1>
      <p className="mt-2 text-neutral-300">{copy.intro}</p>
      {actionData && (
        <p role={actionData.ok ? "status" : "alert"} className="mt-4 rounded-xl border border-white/20 p-3 font-medium">
          {actionData.message}
        </p>
      )}
      <ul className="mt-6 space-y-6">
        {loaderData.offers.map((o) => (
          <li key={o.offerId} className="rounded-2xl border border-white/10 bg-stage-900 p-4" data-offer-access={o.tierKey}>
            <h2 className="text-lg font-semibold">{o.label}</h2>
            <p className="text-sm text-neutral-300">{o.emails ? copy.restricted(o.emails.length) : copy.open}</p>
            <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3">
              <input type="hidden" name="offerId" value={o.offerId} />
              <label htmlFor={`emails-${o.offerId}`} className="block text-sm font-medium">
                {copy.paste(o.label)}
              </label>
              <textarea id={`emails-${o.offerId}`} name="emails" rows={4} defaultValue={(o.emails ?? []).join("\n")} className={inputClass} />
              <label htmlFor={`file-${o.offerId}`} className="block text-sm font-medium">
                {copy.upload(o.label)}
              </label>
              <input id={`file-${o.offerId}`} type="file" name="file" accept=".txt,.csv,text/plain,text/csv" className="block w-full text-sm" />
              <Button type="submit">{copy.save}</Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
