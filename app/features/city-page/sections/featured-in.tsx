import { PosterGrid } from "~/components/poster-grid";
import { SectionShell } from "~/components/section-shell";
import { featuredIn } from "~/content/marketing";
import type { SectionProps } from "../types";

/** 'Featured In': a grid of posters of projects the choreographer's work appeared in. */
export function FeaturedInSection(_props: SectionProps) {
  return (
    <SectionShell id="featured-in" eyebrow={featuredIn.eyebrow} title={featuredIn.heading} intro={<p>{featuredIn.intro}</p>}>
      <PosterGrid posters={featuredIn.posters} />
    </SectionShell>
  );
}
