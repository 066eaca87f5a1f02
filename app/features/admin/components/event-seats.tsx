import { backOfficeCopy } from "~/content/back-office";

const copy = backOfficeCopy.overview;

/** One upcoming event's seat pools, as the overview lists them. */
export interface EventSeatsView {
  id: number;
  slug: string;
  cityName: string;
  dateText: string;
  pools: Array<{ key: string; tiers: string[]; capacity: number | null; taken: number; left: number | null }>;
}

/** Each upcoming event's seats: a small table per event (pool, taken, capacity, left), two side by side on a wide screen. */
export function EventSeats({ upcoming }: { upcoming: readonly EventSeatsView[] }) {
  return (
    <div className="mt-3 grid gap-4 lg:grid-cols-2">
      {upcoming.map((event) => (
        <div key={event.id} data-event-seats={event.slug} className="rounded-2xl border border-white/10 p-3">
          <h3 className="font-bold">
            {event.cityName} <span className="font-normal text-neutral-300">· {event.dateText}</span>
          </h3>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">{`${copy.seats}: ${event.cityName}`}</caption>
            <thead className="text-neutral-300">
              <tr>
                <th scope="col" className="py-1 pr-2 font-semibold">
                  {copy.poolColumns.pool}
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-semibold">
                  {copy.poolColumns.taken}
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-semibold">
                  {copy.poolColumns.capacity}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {copy.poolColumns.left}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/10">
              {event.pools.map((pool) => (
                <tr key={pool.key}>
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {pool.tiers.join(", ") || pool.key}
                  </th>
                  <td className="py-1 pr-2 text-right tabular-nums">{pool.taken}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">{pool.capacity ?? copy.unlimited}</td>
                  <td className="py-1 text-right font-semibold tabular-nums">{pool.left ?? copy.unlimited}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
