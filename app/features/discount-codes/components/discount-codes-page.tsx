import { Link, useSearchParams } from "react-router";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { FilterBar } from "~/components/admin/filter-bar";
import { FormRow } from "~/components/admin/form-row";
import { ActionNotice } from "~/components/admin/notice";
import { AdminPage } from "~/components/admin/page-shell";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { discountCodesCopy } from "~/content/discount-codes";
import type { presentDiscountCode } from "../present-discount-code";

const copy = discountCodesCopy.list;
const headers = { code: "Code", where: "Event and tiers", state: "State" };
const SHOWS = ["active", "expired", "all"] as const;

type CodeRow = ReturnType<typeof presentDiscountCode>;

const columns: DataColumn<CodeRow>[] = [
  {
    key: "code",
    header: headers.code,
    rowHeader: true,
    cell: (c) => (
      <>
        <Link to={`/discount-codes/${c.id}`} aria-label={copy.edit(c.code)} className="font-mono text-spot-300 underline">
          {c.code}
        </Link>
        <span className="block text-sm font-normal">
          {c.value} · {c.uses}
        </span>
      </>
    ),
  },
  {
    key: "where",
    header: headers.where,
    cell: (c) => (
      <div className="text-sm text-neutral-300">
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
    ),
  },
  {
    key: "state",
    header: headers.state,
    cell: (c) => (
      <div className="flex flex-wrap items-center gap-2">
        <span className={c.isActive ? "rounded-full bg-spot-400 px-2 py-0.5 text-sm font-semibold text-stage-950" : "rounded-full border border-white/20 px-2 py-0.5 text-sm"}>{c.isActive ? copy.active : copy.off}</span>
        {c.isEarlyBird && <span className="rounded-full bg-amber-300 px-2 py-0.5 text-sm font-semibold text-stage-950">{copy.earlyBird}</span>}
      </div>
    ),
  },
];

/** /discount-codes: the codes (usable, ended or all), with links to make one or a batch, and their CSV. */
export function DiscountCodesPage({ codes, show, deleted }: { codes: CodeRow[]; show: (typeof SHOWS)[number]; deleted: string | null }) {
  const [params] = useSearchParams();
  const csvParams = new URLSearchParams({ show: params.get("show") ?? show });
  const actions = (
    <>
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
    </>
  );
  return (
    <AdminPage title={copy.title} intro={copy.intro} actions={actions}>
      <ActionNotice answer={deleted ? { ok: true, message: deleted } : null} />
      <FilterBar applyLabel={copy.apply} columns={3}>
        <FormRow id="codes-show" label={copy.show}>
          {(control) => (
            <select {...control} name="show" defaultValue={show} className={`${inputClass} sm:min-w-56`}>
              {SHOWS.map((s) => (
                <option key={s} value={s}>
                  {copy.shows[s]}
                </option>
              ))}
            </select>
          )}
        </FormRow>
      </FilterBar>
      <p role="status" className="mt-6 text-neutral-300">
        {copy.count(codes.length)}
      </p>
      <DataTable id="codes" caption={copy.listLabel} columns={columns} rows={codes} rowKey={(c) => c.id} rowProps={(c) => ({ "data-code": c.code })} tableClassName="min-w-[40rem]" className="mt-3" />
    </AdminPage>
  );
}
