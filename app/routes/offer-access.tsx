import { data, Link } from "react-router";
import type { Route } from "./+types/offer-access";
import { offerAccessLinkCopy } from "~/content/offer-access-link";
import { site } from "~/content/site";
import { grantOfferAccess } from "~/features/offer-access/grant-offer-access.server";
import { siteUrl } from "~/lib/env.server";

const copy = offerAccessLinkCopy.page;
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };

/** An emailed access link: the address is proved and this browser may buy the studio's offers with it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { app } = context;
  const result = await grantOfferAccess({ db: app.database.db, secret: app.secret, token: params.token, now: app.clock.now(), secure: siteUrl(app.env).startsWith("https:") });
  if (!result.ok) return data({ ok: false as const, reason: result.reason }, { status: result.reason === "expired" ? 410 : 404, headers: PRIVATE });
  const { cookie, ...shown } = result;
  return data(shown, { headers: { ...PRIVATE, "Set-Cookie": cookie } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(PRIVATE);
  const cookie = loaderHeaders.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return headers;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }, { name: "description", content: copy.metaDescription }];
}

export default function OfferAccessRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ok) {
    return (
      <section className="mx-auto max-w-xl px-6 py-20 text-center" data-offer-access-link={loaderData.reason}>
        <h1 className="text-3xl font-bold">{copy.invalidTitle}</h1>
        <p className="mt-4 text-neutral-300">{loaderData.reason === "expired" ? copy.expired : copy.invalid}</p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl px-6 py-16" data-offer-access-link="granted">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-neutral-200">{copy.granted(loaderData.email, loaderData.cityName)}</p>
      <p className="mt-8">
        <Link to={`/${loaderData.eventSlug}`} className="font-semibold underline">
          {copy.toEvent(loaderData.cityName)}
        </Link>
      </p>
    </section>
  );
}
