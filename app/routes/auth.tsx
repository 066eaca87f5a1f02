import { data, redirect } from "react-router";
import type { Route } from "./+types/auth";
import { authPageCopy as copy } from "~/content/auth";
import { site } from "~/content/site";
import { safeReturnPath } from "~/features/auth/auth-schemas";
import { AuthPanel, type AuthStep } from "~/features/auth/components/auth-panel";
import { getViewer } from "~/features/auth/get-viewer.server";
import { identityProviders } from "~/lib/env.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const STEPS = new Set(["sign-in", "code", "sign-up", "forgot"]);

/** Signed-in visitors go straight on; everyone else gets the step the link asked for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnPath(url.searchParams.get("redirectTo"));
  const viewer = await getViewer({ auth: context.app.auth, db: context.app.database.db, request });
  if (viewer) throw redirect(returnTo, { headers: PRIVATE_PAGE_HEADERS });
  const mode = url.searchParams.get("mode") ?? "";
  const token = url.searchParams.get("token") ?? "";
  const linkFailed = url.searchParams.get("error") !== null;
  let step: AuthStep = { kind: STEPS.has(mode) ? (mode as "sign-in" | "code" | "sign-up" | "forgot") : "sign-in" };
  let notice: { tone: "error"; text: string } | null = null;
  if (mode === "reset") {
    if (token && !linkFailed && /^[\w-]{8,200}$/.test(token)) step = { kind: "reset", token };
    else {
      step = { kind: "forgot" };
      notice = { tone: "error", text: copy.messages.resetInvalid };
    }
  }
  return data({ step, notice, returnTo, providers: identityProviders(context.app.env) }, { headers: PRIVATE_PAGE_HEADERS });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AuthRoute({ loaderData }: Route.ComponentProps) {
  const { step, notice, returnTo, providers } = loaderData;
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-neutral-300">{copy.intro}</p>
      <AuthPanel key={`${step.kind}:${returnTo}`} initialStep={step} initialNotice={notice} returnTo={returnTo} providers={providers} />
    </section>
  );
}
