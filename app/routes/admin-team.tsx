import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin-team";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { backOfficeCopy } from "~/content/back-office";
import { site } from "~/content/site";
import { formatUtc } from "~/features/admin/format-utc";
import { grantRole } from "~/features/admin/grant-role.server";
import { listAdmins } from "~/features/admin/list-admins.server";
import { revokeRole } from "~/features/admin/revoke-role.server";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { emailSchema } from "~/lib/email-address";
import { siteUrl } from "~/lib/env.server";
import { fieldErrors } from "~/lib/form-errors";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = backOfficeCopy.team;

/** One schema for both buttons on the page; the browser checks the grant form with the same one. */
const grantSchema = z.object({ intent: z.literal("grant"), email: emailSchema });
const teamActionSchema = z.discriminatedUnion("intent", [grantSchema, z.object({ intent: z.literal("revoke"), userId: z.string().min(1).max(200) })]);

type ActionAnswer = { ok: true; message: string } | { ok: false; message?: string; emailError?: string; email?: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context.app);
  const admins = await listAdmins({ db: context.app.database.db });
  return data(
    { me: viewer.userId, admins: admins.map((a) => ({ ...a, since: formatUtc(a.since) })) },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: ActionAnswer) => data(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: copy.crossSite });
  const form = Object.fromEntries(await request.formData());
  const parsed = teamActionSchema.safeParse(form);
  if (!parsed.success) {
    const typed = typeof form.email === "string" ? form.email.slice(0, 320) : "";
    return form.intent === "grant" ? answer(400, { ok: false, emailError: fieldErrors(parsed.error).email, email: typed }) : answer(400, { ok: false, message: copy.badRequest });
  }
  const db = context.app.database.db;
  const actor = { userId: viewer.userId, email: viewer.email };
  if (parsed.data.intent === "grant") {
    const result = await grantRole({ db, email: parsed.data.email, role: "admin", actor, now: context.app.clock.now() });
    if (!result.ok) return answer(404, { ok: false, emailError: copy.noAccount(result.email), email: parsed.data.email });
    return answer(200, { ok: true, message: result.alreadyHad ? copy.alreadyAdmin(parsed.data.email.toLowerCase()) : copy.granted(parsed.data.email.toLowerCase()) });
  }
  const result = await revokeRole({ db, userId: parsed.data.userId, role: "admin", actor, now: context.app.clock.now() });
  if (result.ok) return answer(200, { ok: true, message: copy.revoked(result.email) });
  switch (result.reason) {
    case "last_admin":
      return answer(409, { ok: false, message: copy.lastAdmin });
    case "not_admin":
      return answer(404, { ok: false, message: copy.notAdmin });
    default:
      return result.reason satisfies never;
  }
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminTeamRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { me, admins } = loaderData;
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const failed = actionData && !actionData.ok ? actionData : undefined;

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-neutral-300">{copy.intro}</p>

      <div aria-live="polite" className="mt-4">
        {actionData?.ok && <p className="rounded-xl border border-spot-400/40 bg-spot-400/10 p-3 font-semibold">{actionData.message}</p>}
      </div>
      {failed?.message && (
        <p role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
          {failed.message}
        </p>
      )}

      <ul data-admins aria-label={copy.listCaption} className="mt-6 divide-y divide-white/10 rounded-2xl border border-white/10">
        {admins.map((a) => (
          <li key={a.userId} data-admin={a.email} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="min-w-0">
              <p className="font-semibold">
                {a.name} {a.userId === me && <span className="font-normal text-neutral-300">{copy.you}</span>}
              </p>
              <p className="text-neutral-200 [overflow-wrap:anywhere]">{a.email}</p>
              <p className="text-sm text-neutral-400">
                {copy.columns.since}: {a.since} · {copy.columns.twoStep}: {a.twoFactorEnabled ? copy.twoStepOn : copy.twoStepOff}
              </p>
            </div>
            <Form
              method="post"
              onSubmit={(event) => {
                if (!window.confirm(copy.confirmRevoke(a.email))) event.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="revoke" />
              <input type="hidden" name="userId" value={a.userId} />
              <Button type="submit" variant="outline" aria-label={copy.revoke(a.email)} disabled={busyIntent === "revoke"}>
                {copy.revokeShort}
              </Button>
            </Form>
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-xl font-bold">{copy.grantHeading}</h2>
      <Form method="post" noValidate className="mt-4 space-y-4" aria-busy={busyIntent === "grant"}>
        <input type="hidden" name="intent" value="grant" />
        <Field
          id="team-grant-email"
          name="email"
          type="email"
          label={copy.email}
          hint={copy.emailHint}
          error={failed?.emailError}
          defaultValue={failed?.email}
          autoComplete="off"
          spellCheck={false}
          maxLength={320}
          required
        />
        <Button type="submit" disabled={busyIntent === "grant"}>
          {busyIntent === "grant" ? copy.granting : copy.grant}
        </Button>
      </Form>
    </section>
  );
}
