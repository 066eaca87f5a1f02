import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/discount-codes-edit";
import { isConfirmed } from "~/components/admin/confirm-dialog";
import { irreversibleCopy } from "~/content/irreversible-actions";
import { discountCodesCopy } from "~/content/discount-codes";
import { site } from "~/content/site";
import { DiscountCodeEditPage } from "~/features/discount-codes/components/discount-code-edit-page";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import type { CodeFieldValues } from "~/features/discount-codes/components/discount-code-fields";
import { deleteDiscountCode } from "~/features/discount-codes/delete-discount-code.server";
import { describeRefusal } from "~/features/discount-codes/describe-refusal";
import { discountCodeFormSchema, discountFormValues } from "~/features/discount-codes/discount-code-schema";
import { findDiscountCode } from "~/features/discount-codes/find-discount-code.server";
import { listCodeChoices } from "~/features/discount-codes/list-code-choices.server";
import { setDiscountCodeActive } from "~/features/discount-codes/set-discount-code-active.server";
import { updateDiscountCode } from "~/features/discount-codes/update-discount-code.server";
import { zonedFromInstant } from "~/features/discount-codes/zoned-time";
import { siteUrl } from "~/lib/env.server";
import { fieldErrors } from "~/lib/form-errors";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = discountCodesCopy;
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const intentSchema = z.enum(["save", "deactivate", "activate", "delete"]);

type Failure = { ok: false; message: string; errors: Record<string, string>; values?: Record<string, unknown> };
type Success = { ok: true; message: string };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const id = idSchema.safeParse(params.id);
  const db = context.app.database.db;
  const code = id.success ? await findDiscountCode({ db, id: id.data }) : null;
  if (!code) throw data({ message: copy.refusals.not_found }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  const teamTimeZone = context.app.env.TEAM_TIME_ZONE;
  const zone = code.timeZone ?? teamTimeZone;
  const values: CodeFieldValues = {
    code: code.code,
    discountType: code.discountType,
    value: code.discountType === "percentage" ? String(code.percentOff) : ((code.amountMinor ?? 0) / 100).toFixed(2),
    eventId: code.eventId === null ? "" : String(code.eventId),
    eligibleTiers: code.eligibleTiers,
    startsAt: code.startsAt ? zonedFromInstant(code.startsAt, zone) : "",
    endsAt: code.endsAt ? zonedFromInstant(code.endsAt, zone) : "",
    maxUses: code.maxUses === null ? "" : String(code.maxUses),
    description: code.description,
    customerTag: code.customerTag ?? "",
    isEarlyBird: code.isEarlyBird,
  };
  return data(
    { id: code.id, code: code.code, isActive: code.isActive, usesCount: code.usesCount, values, events: await listCodeChoices({ db }), teamTimeZone },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: Failure | Success) => data<Failure | Success>(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: copy.refusals.crossSite, errors: {} });
  const id = idSchema.safeParse(params.id);
  const form = await request.formData();
  const intent = intentSchema.safeParse(form.get("intent"));
  if (!id.success || !intent.success) return answer(400, { ok: false, message: copy.refusals.badRequest, errors: {} });
  const db = context.app.database.db;
  const actor = { userId: viewer.userId, email: viewer.email };
  const now = context.app.clock.now();
  const refused = (result: Parameters<typeof describeRefusal>[0], values?: Record<string, unknown>) => {
    const { field, message } = describeRefusal(result);
    const status = result.reason === "not_found" || result.reason === "event_not_found" ? 404 : 409;
    return answer(status, { ok: false, message, errors: field ? { [field]: message } : {}, values });
  };

  switch (intent.data) {
    case "save": {
      const values = discountFormValues(form);
      const parsed = discountCodeFormSchema.safeParse(values);
      if (!parsed.success) return answer(400, { ok: false, message: copy.refusals.fixFields, errors: fieldErrors(parsed.error), values });
      const result = await updateDiscountCode({ db, id: id.data, form: parsed.data, actor, teamTimeZone: context.app.env.TEAM_TIME_ZONE, now });
      if (!result.ok) return refused(result, values);
      return answer(200, { ok: true, message: result.changed ? copy.form.saved(result.code) : copy.form.unchanged });
    }
    case "deactivate":
    case "activate": {
      const isActive = intent.data === "activate";
      const result = await setDiscountCodeActive({ db, id: id.data, isActive, actor, now });
      if (!result.ok) return refused(result);
      return answer(200, { ok: true, message: isActive ? copy.form.activated(result.code) : copy.form.deactivated(result.code) });
    }
    case "delete": {
      // Asked first in the confirm dialog (or the box to tick without JavaScript): one click never deletes a code.
      if (!isConfirmed(form)) return answer(400, { ok: false, message: irreversibleCopy.discountCodeDelete.missing, errors: {} });
      const result = await deleteDiscountCode({ db, id: id.data, actor, now });
      if (!result.ok) return refused(result);
      throw redirect(`/discount-codes?deleted=${encodeURIComponent(result.code)}`, { headers: PRIVATE_PAGE_HEADERS });
    }
  }
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${copy.form.editTitle(loaded?.code ?? "")} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function EditDiscountCodeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DiscountCodeEditPage {...loaderData} actionData={actionData} />;
}
