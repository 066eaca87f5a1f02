import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin-team";
import { isConfirmed } from "~/components/admin/confirm-dialog";
import { irreversibleCopy } from "~/content/irreversible-actions";
import { backOfficeCopy } from "~/content/back-office";
import { site } from "~/content/site";
import { TeamPage } from "~/features/admin/components/team-page";
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
  // Asked first in the confirm dialog (or the box to tick without JavaScript): one click never removes an admin.
  if (!isConfirmed(form)) return answer(400, { ok: false, message: irreversibleCopy.adminRevoke.missing });
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
  return <TeamPage {...loaderData} actionData={actionData} />;
}
