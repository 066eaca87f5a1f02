import { data, Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/discount-codes";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { discountCodesCopy } from "~/content/discount-codes";
import { site } from "~/content/site";
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
  const { codes, show, deleted } = loaderData;
  const [params] = useSearchParams();
  const csvParams = new URLSearchParams({ show: params.get("show") ?? show });

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-neutral-300">{copy.intro}</p>
      <div aria-live="polite">{deleted && <p className="mt-4 rounded-xl border border-spot-400/40 bg-spot-400/10 p-3 font-semibold">{deleted}</p>}</div>

      <div className="mt-6 flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/discount-codes/new">{copy.create}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/discount-codes/batch">{copy.batch}</Link>
        </Button>
        <Button asChild variant="outline">
          <a href={`/discount-codes/export.csv?${csvParams}`} download>
            {copy.csv}
          </a>
        </Button>
      </div>

      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-auto">
          <label htmlFor="codes-show" className="block text-sm font-semibold">
            {copy.show}
          </label>
          <select id="codes-show" name="show" defaultValue={show} className={`${inputClass} sm:min-w-56`}>
            {(["active", "expired", "all"] as const).map((s) => (
              <option key={s} value={s}>
                {copy.shows[s]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{copy.apply}</Button>
      </Form>

      <p role="status" className="mt-6 text-neutral-300">
        {copy.count(codes.length)}
      </p>
      {codes.length > 0 && (
        <ul aria-label={copy.listLabel} data-codes className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10">
          {codes.map((c) => (
            <li key={c.id} data-code={c.code} className="grid gap-2 p-3 sm:grid-cols-[14rem_1fr_auto] sm:items-start sm:gap-4">
              <div className="min-w-0">
                <p>
                  <Link to={`/discount-codes/${c.id}`} aria-label={copy.edit(c.code)} className="font-mono font-semibold text-spot-300 underline [overflow-wrap:anywhere]">
                    {c.code}
                  </Link>
                </p>
                <p className="text-sm">
                  {c.value} · {c.uses}
                </p>
              </div>
              <div className="min-w-0 text-sm text-neutral-300">
                <p className="text-neutral-100">{c.event ?? copy.anyEvent}</p>
                <p>{c.tiers.length > 0 ? c.tiers.join(", ") : copy.allTiers}</p>
                <p>
                  {c.startsAt || c.endsAt
                    ? [c.startsAt ? copy.from(c.startsAt) : null, c.endsAt ? copy.until(c.endsAt) : null].filter(Boolean).join(" ") + ` (${c.timeZone.replaceAll("_", " ")})`
                    : copy.noWindow}
                </p>
                {c.customerTag && <p>{c.customerTag}</p>}
                {c.sales.length === 0 ? <p>{copy.noSales}</p> : c.sales.map((s) => <p key={s.currency}>{s.text}</p>)}
              </div>
              <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                <span className={c.isActive ? "rounded-full bg-spot-400 px-2 py-0.5 text-sm font-semibold text-stage-950" : "rounded-full border border-white/20 px-2 py-0.5 text-sm"}>
                  {c.isActive ? copy.active : copy.off}
                </span>
                {c.isEarlyBird && <span className="rounded-full bg-amber-300 px-2 py-0.5 text-sm font-semibold text-stage-950">{copy.earlyBird}</span>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
