import { data, redirect } from "react-router";
import type { Route } from "./+types/discount-codes-new";
import { discountCodesCopy } from "~/content/discount-codes";
import { site } from "~/content/site";
import { DiscountCodeNewPage } from "~/features/discount-codes/components/discount-code-new-page";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { createDiscountCode } from "~/features/discount-codes/create-discount-code.server";
import { describeRefusal } from "~/features/discount-codes/describe-refusal";
import { discountCodeFormSchema, discountFormValues } from "~/features/discount-codes/discount-code-schema";
import { listCodeChoices } from "~/features/discount-codes/list-code-choices.server";
import { siteUrl } from "~/lib/env.server";
import { fieldErrors } from "~/lib/form-errors";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = discountCodesCopy;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const events = await listCodeChoices({ db: context.app.database.db });
  return data({ events, teamTimeZone: context.app.env.TEAM_TIME_ZONE }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: { message?: string; errors: Record<string, string>; values: Record<string, unknown> }) =>
    data({ ok: false as const, ...body }, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { message: copy.refusals.crossSite, errors: {}, values: {} });
  const values = discountFormValues(await request.formData());
  const parsed = discountCodeFormSchema.safeParse(values);
  if (!parsed.success) return answer(400, { message: copy.refusals.fixFields, errors: fieldErrors(parsed.error), values });
  const result = await createDiscountCode({
    db: context.app.database.db,
    form: parsed.data,
    actor: { userId: viewer.userId, email: viewer.email },
    teamTimeZone: context.app.env.TEAM_TIME_ZONE,
    now: context.app.clock.now(),
  });
  if (!result.ok) {
    const { field, message } = describeRefusal(result);
    return answer(result.reason === "not_found" || result.reason === "event_not_found" ? 404 : 409, { message, errors: field ? { [field]: message } : {}, values });
  }
  throw redirect(`/discount-codes/${result.id}?done=created`, { headers: PRIVATE_PAGE_HEADERS });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.form.newTitle} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function NewDiscountCodeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DiscountCodeNewPage {...loaderData} refusal={actionData} />;
}
