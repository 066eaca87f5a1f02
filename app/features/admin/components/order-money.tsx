import { EmptyState } from "~/components/admin/empty-state";
import { ledgerWords } from "~/content/ledger-words";
import { ResolveFlagForm } from "./resolve-flag-form";

const words = ledgerWords.order;

export type OrderMoneyView = { paid: string; back: string; credited: string | null; left: string; pending: string | null; fee: string | null };
export type OrderLedgerRowView = { id: number; when: string | null; kind: string; detail: string | null; amount: string; by: string; ref: string | null; flagged: string | null; resolution: string | null };

/** What was paid, what went back, what is left: the ledger's figures, then every row that moved the order's money. */
export function OrderMoney({ money, ledger, flagError }: { money: OrderMoneyView; ledger: OrderLedgerRowView[]; flagError: (id: number) => string | undefined }) {
  const flagged = ledger.filter((e) => e.flagged).length;
  const open = ledger.filter((e) => e.flagged && !e.resolution).length;
  return (
    <section aria-labelledby="order-money-heading" data-order-money className="mt-10">
      <h2 id="order-money-heading" className="text-xl font-bold">{words.heading}</h2>
      <p className="mt-1 text-sm text-neutral-300">{words.intro}</p>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-2xl border border-white/10 p-3">
        <dt className="text-neutral-300">{words.paid}</dt>
        <dd data-money-paid className="text-right tabular-nums">{money.paid}</dd>
        <dt className="text-neutral-300">{words.back}</dt>
        <dd data-money-back className="text-right tabular-nums">{money.back}</dd>
        {money.credited && (
          <>
            <dt className="text-neutral-300">{words.credited}</dt>
            <dd data-money-credited className="text-right tabular-nums">{money.credited}</dd>
          </>
        )}
        <dt className="font-semibold">{words.left}</dt>
        <dd data-money-left className="text-right font-bold tabular-nums">{money.left}</dd>
        {money.pending && (
          <>
            <dt className="text-neutral-300">{words.pending}</dt>
            <dd data-money-pending className="text-right tabular-nums">{money.pending}</dd>
          </>
        )}
        {money.fee && (
          <>
            <dt className="text-neutral-300">{words.fee}</dt>
            <dd data-money-fee className="text-right tabular-nums">{money.fee}</dd>
          </>
        )}
      </dl>
      {flagged > 0 && (
        <p role="note" className="mt-3 rounded-xl border border-amber-300/40 bg-amber-300/10 p-3 text-amber-100">{words.flaggedCount(flagged)}{open > 0 && ` ${words.flaggedOpen(open)}`}</p>
      )}
      {ledger.length === 0 ? (
        <EmptyState>{words.noRows}</EmptyState>
      ) : (
        <>
          <h3 id="order-ledger-heading" className="mt-4 font-semibold">{words.rowsCaption}</h3>
          <ul aria-labelledby="order-ledger-heading" data-order-ledger className="mt-2 divide-y divide-white/10 rounded-2xl border border-white/10">
            {ledger.map((e) => (
              <li key={e.id} data-ledger-row data-flagged={e.flagged ? "true" : undefined} className={`p-3 [overflow-wrap:anywhere] ${e.flagged ? "bg-amber-300/10" : ""}`}>
                <p className="flex flex-wrap justify-between gap-2">
                  <span className="font-semibold">
                    {e.kind}
                    {e.detail && <span className="font-normal text-neutral-300"> · {e.detail}</span>}
                  </span>
                  <span className={`font-semibold tabular-nums ${e.flagged ? "line-through decoration-amber-300" : ""}`}>{e.amount}</span>
                </p>
                <p className="text-sm text-neutral-400">
                  {[e.when, words.by(e.by), e.ref ? words.ref(e.ref) : null].filter(Boolean).join(" · ")}
                </p>
                {e.flagged && (
                  <p className="mt-1 text-sm font-semibold text-amber-200">
                    {words.flagged}: {e.flagged}
                  </p>
                )}
                {e.flagged &&
                  (e.resolution ? (
                    <p data-flag-resolution className="mt-1 text-sm text-neutral-200">{e.resolution}</p>
                  ) : (
                    <ResolveFlagForm entryId={e.id} subject={`${e.kind} ${e.amount}`} error={flagError(e.id)} />
                  ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
