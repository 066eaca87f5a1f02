import { data } from "react-router";
import type { Route } from "./+types/discount-codes-batch";
import { discountCodesCopy } from "~/content/discount-codes";
import { site } from "~/content/site";
import { DiscountCodeBatchPage } from "~/features/discount-codes/components/discount-code-batch-page";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { describeRefusal } from "~/features/discount-codes/describe-refusal";
import { discountBatchFormSchema, discountFormValues } from "~/features/discount-codes/discount-code-schema";
import { generateDiscountCodes } from "~/features/discount-codes/generate-discount-codes.server";
import { listCodeChoices } from "~/features/discount-codes/list-code-choices.server";
import { siteUrl } from "~/lib/env.server";
import { fieldErrors } from "~/lib/form-errors";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = discountCodesCopy;

type Answer = { ok: true; prefix: string; codes: string[] } | { ok: false; message: string; errors: Record<string, string>; values: Record<string, unknown> };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  return data({ events: await listCodeChoices({ db: context.app.database.db }), teamTimeZone: context.app.env.TEAM_TIME_ZONE }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: Answer) => data<Answer>(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: copy.refusals.crossSite, errors: {}, values: {} });
  const values = discountFormValues(await request.formData());
  const parsed = discountBatchFormSchema.safeParse(values);
  if (!parsed.success) return answer(400, { ok: false, message: copy.refusals.fixFields, errors: fieldErrors(parsed.error), values });
  const result = await generateDiscountCodes({
    db: context.app.database.db,
    form: parsed.data,
    actor: { userId: viewer.userId, email: viewer.email },
    teamTimeZone: context.app.env.TEAM_TIME_ZONE,
    now: context.app.clock.now(),
  });
  if (!result.ok) {
    const { field, message } = describeRefusal(result);
    return answer(result.reason === "event_not_found" ? 404 : 409, { ok: false, message, errors: field ? { [field]: message } : {}, values });
  }
  return answer(201, { ok: true, prefix: result.prefix, codes: result.codes });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.batch.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function DiscountCodeBatchRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DiscountCodeBatchPage {...loaderData} actionData={actionData} />;
}
