import { featuredIn, type Poster } from "~/content/marketing";

/** A grid of posters (2 columns on phones, 3 on tablets, 6 on wide screens); a poster without art shows 'Coming Soon'. */
export function PosterGrid({ posters, comingSoonLabel = featuredIn.comingSoon }: { posters: readonly Poster[]; comingSoonLabel?: string }) {
  return (
    <ul data-testid="poster-grid" className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-6">
      {posters.map((poster) => (
        <li key={poster.title} data-testid="poster">
          <figure>
            <div className="relative aspect-[2/3] overflow-hidden rounded-xl bg-stage-800 shadow-lg ring-1 ring-white/10">
              {poster.src ? (
                <img src={poster.src} alt="" width={400} height={600} loading="lazy" decoding="async" className="size-full object-cover" />
              ) : (
                <div className="flex size-full items-center justify-center bg-[radial-gradient(circle_at_50%_30%,rgba(248,201,72,0.2),transparent_65%)]">
                  <span className="rounded-full bg-spot-400 px-3 py-1 text-xs font-bold uppercase tracking-wider text-stage-950">{comingSoonLabel}</span>
                </div>
              )}
            </div>
            <figcaption className="mt-3 text-sm">
              <span className="block font-semibold text-white">{poster.title}</span>
              <span className="text-neutral-300">{poster.kind}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
