import { SectionShell } from "~/components/section-shell";
import { videoIds, watchWork } from "~/content/marketing";
import { LazyVideo } from "../components/lazy-video";
import type { SectionProps } from "../types";

/** 'Watch the work': a video of finished choreography, loaded only when played. */
export function WatchWorkSection(_props: SectionProps) {
  return (
    <SectionShell id="watch-work" eyebrow={watchWork.eyebrow} title={watchWork.heading} intro={<p>{watchWork.intro}</p>}>
      <LazyVideo videoId={videoIds.watchWork} title={watchWork.videoTitle} posterSrc={watchWork.posterSrc} className="mx-auto max-w-4xl" />
    </SectionShell>
  );
}
