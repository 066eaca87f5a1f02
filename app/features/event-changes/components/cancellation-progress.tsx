import { cancellationRefundProblemWords, eventChangesCopy } from "~/content/event-changes";
import type { CancellationPage } from "../event-change-views";

const copy = eventChangesCopy.cancel;

type Cancellation = NonNullable<CancellationPage["cancellation"]>;

/** The cancellation's job: emails queued, orders settled (a progress bar), and where each paid order's refund stands. */
export function CancellationProgress({ cancellation }: { cancellation: Cancellation }) {
  const job = cancellation.job;
  const refunds = job?.progress.refunds;
  const total = cancellation.orders.length;
  const settled = cancellation.orders.filter((o) => o.refund !== "pending").length;
  const emails = job?.progress.emails ?? { queued: 0, total: 0 };
  const retrying = job?.status === "queued" && job.lastError;
  return (
    <section aria-labelledby="cancel-progress" className="mt-8" data-job-status={job?.status ?? "none"}>
      <h2 id="cancel-progress" className="text-2xl font-bold">
        {copy.progressHeading}
      </h2>
      <p className="mt-2 text-neutral-300">{copy.jobStatus[job?.status ?? "queued"]}</p>
      {retrying && <p className="mt-2 text-amber-200">{copy.retrying(job.lastError ?? "")}</p>}
      <div role="progressbar" aria-label={copy.refunds(settled, total)} aria-valuemin={0} aria-valuemax={total} aria-valuenow={settled} className="mt-3 h-3 w-full overflow-hidden rounded-full bg-white/10">
        <div className="h-full bg-spot-400" style={{ width: `${total > 0 ? Math.round((settled / total) * 100) : 100}%` }} />
      </div>
      <p className="mt-2" aria-live="polite" data-counts>
        {copy.refunds(settled, total)} · {copy.emails(emails.queued, emails.total)}
        {refunds && refunds.attention > 0 ? ` · ${copy.refundStatus.attention}: ${refunds.attention}` : ""}
      </p>
      <h3 className="mt-6 text-xl font-semibold">{copy.ordersHeading}</h3>
      {cancellation.orders.length === 0 ? (
        <p className="mt-2 text-neutral-300">{copy.noOrders}</p>
      ) : (
        <div role="region" aria-label={copy.ordersHeading} tabIndex={0} className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead>
              <tr className="border-b border-white/10">
                {Object.values(copy.orderColumns).map((c) => (
                  <th key={c} scope="col" className="py-2 pr-3">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cancellation.orders.map((o) => (
                <tr key={o.number} className="border-b border-white/5" data-refund={o.refund}>
                  <td className="py-2 pr-3">
                    <a href={`/admin/orders/${o.number}`} className="text-spot-300 underline">
                      {o.number}
                    </a>
                  </td>
                  <td className="py-2 pr-3 [overflow-wrap:anywhere]">{o.buyerEmail}</td>
                  <td className="py-2 pr-3">{o.amount}</td>
                  <td className="py-2 pr-3">{copy.refundStatus[o.refund]}</td>
                  <td className="py-2 pr-3 [overflow-wrap:anywhere]">{o.problem ? cancellationRefundProblemWords(o.problem) : (o.note ?? "")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
