import { data } from "react-router";
import type { Route } from "./+types/discount-codes";
import { discountCodesCopy } from "~/content/discount-codes";
import { site } from "~/content/site";
import { DiscountCodesPage } from "~/features/discount-codes/components/discount-codes-page";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { discountCodeFilterSchema } from "~/features/discount-codes/discount-code-schema";
import { listDiscountCodes } from "~/features/discount-codes/list-discount-codes.server";
import { presentDiscountCode } from "~/features/discount-codes/present-discount-code";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const copy = discountCodesCopy.list;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const url = new URL(request.url);
  const { show } = discountCodeFilterSchema.parse(Object.fromEntries(url.searchParams));
  const rows = await listDiscountCodes({ db: context.app.database.db, show, now: context.app.clock.now() });
  const deleted = url.searchParams.get("deleted");
  return data(
    { show, deleted: deleted ? discountCodesCopy.form.deleted(deleted.slice(0, 40)) : null, codes: rows.map((r) => presentDiscountCode(r, context.app.env.TEAM_TIME_ZONE)) },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function DiscountCodesRoute({ loaderData }: Route.ComponentProps) {
  return <DiscountCodesPage {...loaderData} />;
}
