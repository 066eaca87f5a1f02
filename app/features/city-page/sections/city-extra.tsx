import { Check } from "lucide-react";
import { SectionShell } from "~/components/section-shell";
import type { SectionProps } from "../types";

/** The extra section a few stops show: the event's own copy from its page configuration; nothing without it. */
export function CityExtraSection({ event }: SectionProps) {
  const extra = event.page.cityExtra;
  if (!extra) return null;
  return (
    <SectionShell id="city-extra" eyebrow={extra.eyebrow} title={extra.heading} intro={<p>{extra.body}</p>}>
      <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
        {extra.highlights.map((highlight) => (
          <li key={highlight} className="flex gap-3 rounded-2xl border border-white/10 bg-stage-900 p-5">
            <span aria-hidden className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-spot-400 text-stage-950">
              <Check className="size-4" strokeWidth={3} />
            </span>
            <span className="text-neutral-200">{highlight}</span>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
