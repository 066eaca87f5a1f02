import { SectionShell } from "~/components/section-shell";
import { promoVideoCopy } from "~/content/city-sections";
import { LazyVideo } from "../components/lazy-video";
import type { SectionProps } from "../types";

/** The promo video: a poster until the visitor presses play; nothing from the video host loads before. */
export function PromoVideoSection({ event }: SectionProps) {
  const videoId = event.page.promoVideoId;
  if (!videoId) return null;
  return (
    <SectionShell id="promo-video" eyebrow={promoVideoCopy.eyebrow} title={promoVideoCopy.title} intro={promoVideoCopy.intro}>
      <LazyVideo videoId={videoId} title={promoVideoCopy.videoTitle} className="mx-auto max-w-4xl" />
    </SectionShell>
  );
}
