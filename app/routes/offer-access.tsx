import { data, Form, Link } from "react-router";
import type { Route } from "./+types/offer-access";
import { Button } from "~/components/ui/button";
import { offerAccessLinkCopy } from "~/content/offer-access-link";
import { site } from "~/content/site";
import { grantOfferAccess } from "~/features/offer-access/grant-offer-access.server";
import { readOfferAccessLink } from "~/features/offer-access/read-offer-access-link.server";
import { siteUrl } from "~/lib/env.server";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = offerAccessLinkCopy.page;
/** Personal and behind a token: never cached or indexed; its path is never sent as a Referer. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "strict-origin" };
const refusedStatus = (reason: "invalid" | "expired") => (reason === "expired" ? 410 : 404);

/** An emailed access link opened: it only shows what it would confirm. Mail scanners open links, so a GET changes nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { app } = context;
  const link = await readOfferAccessLink({ db: app.database.db, secret: app.secret, token: params.token, now: app.clock.now() });
  if (!link.ok) return data({ ok: false as const, reason: link.reason }, { status: refusedStatus(link.reason), headers: PRIVATE });
  return data({ ok: true as const, email: link.email, cityName: link.cityName }, { headers: PRIVATE });
}

/** The confirm button: the address is proved and this browser may buy the studio's offers with it. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { app } = context;
  if (isCrossSiteRequest(request, [new URL(siteUrl(app.env)).origin])) return data({ ok: false as const, reason: "cross_site" as const }, { status: 403, headers: PRIVATE });
  const result = await grantOfferAccess({ db: app.database.db, secret: app.secret, token: params.token, now: app.clock.now(), secure: siteUrl(app.env).startsWith("https:") });
  if (!result.ok) return data({ ok: false as const, reason: result.reason }, { status: refusedStatus(result.reason), headers: PRIVATE });
  const { cookie, ...shown } = result;
  return data(shown, { headers: { ...PRIVATE, "Set-Cookie": cookie } });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta() {
  return [{ title: `${copy.confirmTitle} | ${site.name}` }, { name: "robots", content: "noindex" }, { name: "description", content: copy.metaDescription }];
}

export default function OfferAccessRoute({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData ?? null;
  if (answer?.ok) {
    return (
      <section className="mx-auto max-w-xl px-6 py-16" data-offer-access-link="granted">
        <h1 className="text-3xl font-bold">{copy.title}</h1>
        <p role="status" className="mt-4 text-neutral-200 [overflow-wrap:anywhere]">
          {copy.granted(answer.email, answer.cityName)}
        </p>
        <p className="mt-8">
          <Link to={`/${answer.eventSlug}`} className="font-semibold underline">
            {copy.toEvent(answer.cityName)}
          </Link>
        </p>
      </section>
    );
  }
  const refused = !loaderData.ok ? loaderData.reason : answer && answer.reason !== "cross_site" ? answer.reason : null;
  if (refused || !loaderData.ok) {
    return (
      <section className="mx-auto max-w-xl px-6 py-20 text-center" data-offer-access-link={refused ?? "invalid"}>
        <h1 className="text-3xl font-bold">{copy.invalidTitle}</h1>
        <p className="mt-4 text-neutral-300">{refused === "expired" ? copy.expired : copy.invalid}</p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl px-6 py-16" data-offer-access-link="confirm">
      <h1 className="text-3xl font-bold">{copy.confirmTitle}</h1>
      <p className="mt-4 text-neutral-200 [overflow-wrap:anywhere]">{copy.confirm(loaderData.email, loaderData.cityName)}</p>
      {answer?.reason === "cross_site" && (
        <p role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
          {copy.crossSite}
        </p>
      )}
      {/* A plain form: works before (and without) JavaScript, and the answer sets the cookie on the page itself. */}
      <Form method="post" reloadDocument className="mt-8">
        <Button type="submit" className="w-full whitespace-normal text-center sm:w-auto">
          {copy.button}
        </Button>
      </Form>
    </section>
  );
}
