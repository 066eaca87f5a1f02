import { eventChangesCopy } from "~/content/event-changes";
import type { DateChangePage } from "../event-change-views";

const copy = eventChangesCopy.dateChange;

/** One date change: its email progress and who answered what, times in the event's zone. */
export function DateChangeTable({ change }: { change: DateChangePage["changes"][number] }) {
  return (
    <article className="mt-6 rounded-2xl border border-white/10 p-4" data-date-change={change.id} aria-labelledby={`change-${change.id}`}>
      <h3 id={`change-${change.id}`} className="font-semibold [overflow-wrap:anywhere]">
        {copy.change(change.from, change.to, change.actorEmail, change.createdAt)}
      </h3>
      {change.job && (
        <p className="mt-1 text-sm text-neutral-300" aria-live="polite" data-job-status={change.job.status}>
          {copy.emailProgress(change.job.queued, change.job.total)}
        </p>
      )}
      {change.rows.length === 0 ? (
        <p className="mt-2 text-neutral-300">{copy.noBuyers}</p>
      ) : (
        <div role="region" aria-label={copy.change(change.from, change.to, change.actorEmail, change.createdAt)} tabIndex={0} className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead>
              <tr className="border-b border-white/10">
                {Object.values(copy.columns).map((c) => (
                  <th key={c} scope="col" className="py-2 pr-3">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {change.rows.map((r) => (
                <tr key={r.orderNumber} className="border-b border-white/5" data-answer={r.answer}>
                  <td className="py-2 pr-3">
                    <a href={`/admin/orders/${r.orderNumber}`} className="text-spot-300 underline">
                      {r.orderNumber}
                    </a>
                  </td>
                  <td className="py-2 pr-3 [overflow-wrap:anywhere]">{r.buyerEmail}</td>
                  <td className="py-2 pr-3">{r.emailedAt ?? copy.notYet}</td>
                  <td className="py-2 pr-3">{r.respondBy ?? copy.notYet}</td>
                  <td className="py-2 pr-3">
                    {copy.answers[r.answer]}
                    {r.creditCode ? ` (${r.creditCode})` : ""}
                  </td>
                  <td className="py-2 pr-3">{r.answeredAt ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
