import { creditsCopy, type Credit } from "~/content/city-sections";
import { cn } from "~/lib/cn";

/** A grid of production credits; an item without artwork shows a 'Coming Soon' badge. Used by the city page and the program pages. */
export function CreditsGrid({ items, className }: { items: readonly Credit[]; className?: string }) {
  return (
    <ul
      className={cn(
        "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4",
        items.length % 5 === 0 ? "lg:grid-cols-5" : items.length % 4 === 0 ? "lg:grid-cols-4" : "lg:grid-cols-3",
        className,
      )}
    >
      {items.map((item) => (
        <li
          key={item.title}
          className="relative flex flex-col items-center justify-center rounded-2xl border border-white/10 bg-stage-900 p-3 text-center"
        >
          {item.image ? (
            <img
              src={item.image.src}
              width={item.image.width}
              height={item.image.height}
              alt={item.title}
              loading="lazy"
              decoding="async"
              className="h-auto w-full max-w-60"
            />
          ) : (
            <div className="flex aspect-[2/1] w-full max-w-60 flex-col items-center justify-center gap-1.5 rounded-xl border border-dashed py-2 sm:gap-2 border-white/20">
              <span className="px-2 font-display text-base font-bold leading-tight text-white sm:text-lg">{item.title}</span>
              <span className="rounded-full bg-rose-cue px-2 py-0.5 text-[0.6875rem] font-bold uppercase tracking-wider text-stage-950">
                {creditsCopy.comingSoon}
              </span>
            </div>
          )}
          <p className="mt-2 text-xs font-medium uppercase tracking-wider text-neutral-300">{item.kind}</p>
        </li>
      ))}
    </ul>
  );
}
