import { ledgerWords } from "~/content/ledger-words";

const words = ledgerWords.overview;

/** One period's sales on the overview: orders, then per currency gross, refunds, net and the provider's fees. */
export type SalesView = { orders: number; money: Array<{ currency: string; gross: string; refunds: string; net: string; fees: string | null }> };

export function SalesCard({ title, figure }: { title: string; figure: SalesView }) {
  return (
    <div className="rounded-2xl border border-white/10 bg-stage-900 p-4">
      <h3 className="text-sm font-semibold text-neutral-300">{title}</h3>
      <p className="mt-1 text-lg font-bold">{words.ordersCount(figure.orders)}</p>
      {figure.money.length === 0 ? (
        <p className="mt-1 text-neutral-300">{words.noMoney}</p>
      ) : (
        figure.money.map((m) => (
          <dl key={m.currency} data-sales-currency={m.currency} className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 border-t border-white/10 pt-2 first-of-type:border-t-0 first-of-type:pt-0">
            <dt className="text-neutral-300">{words.gross}</dt>
            <dd data-gross className="text-right tabular-nums">{m.gross}</dd>
            <dt className="text-neutral-300">{words.refunds}</dt>
            <dd data-refunds className="text-right tabular-nums">{m.refunds}</dd>
            <dt className="font-semibold">{words.net}</dt>
            <dd data-net className="text-right text-lg font-bold tabular-nums">{m.net}</dd>
            {m.fees !== null && (
              <>
                <dt className="text-neutral-300">{words.fees}</dt>
                <dd data-fees className="text-right tabular-nums">{m.fees}</dd>
              </>
            )}
          </dl>
        ))
      )}
    </div>
  );
}
