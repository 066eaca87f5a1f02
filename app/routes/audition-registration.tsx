import { data } from "react-router";
import type { Route } from "./+types/audition-registration";
import { site } from "~/content/site";
import { auditionCopy } from "~/features/auditions/audition-copy";
import { getAuditionRegistration } from "~/features/auditions/get-audition-registration.server";

/** A registration as stored, behind the signed link its address was emailed. Never cached: it is personal. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const registration = await getAuditionRegistration({ db: context.app.database.db, secret: context.app.secret, token: params.token });
  const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  if (!registration) throw data(null, { status: 404, headers });
  return data({ registration }, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta() {
  return [{ title: `${auditionCopy.review.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center">
      <h1 className="text-3xl font-bold">{auditionCopy.review.title}</h1>
      <p className="mt-4 text-neutral-300">{auditionCopy.review.invalid}</p>
      <a className="mt-6 inline-block font-semibold text-spot-300 underline" href={`mailto:${site.contactEmail}`}>
        {site.contactEmail}
      </a>
    </section>
  );
}

export default function AuditionRegistrationRoute({ loaderData }: Route.ComponentProps) {
  const r = loaderData.registration;
  const rows: Array<[string, string]> = [
    ["Audition", `${r.cityName} · ${r.dateText}`],
    ["Dancer", r.fullName],
    ["Email", r.email],
    ["Phone", r.phone],
    ["Age", `${r.age} (${r.ageGroupLabel})`],
    ...(r.parentName ? ([["Parent or guardian", r.parentName]] as Array<[string, string]>) : []),
  ];
  return (
    <section className="mx-auto max-w-xl px-6 py-16">
      <h1 className="text-3xl font-bold">{auditionCopy.review.title}</h1>
      <dl data-audition-registration className="mt-8 divide-y divide-white/10 rounded-2xl border border-white/10 bg-stage-900 px-6">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between">
            <dt className="text-neutral-300">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-neutral-300">
        {auditionCopy.review.change}{" "}
        <a className="font-semibold text-spot-300 underline" href={`mailto:${site.contactEmail}`}>
          {site.contactEmail}
        </a>
      </p>
    </section>
  );
}
