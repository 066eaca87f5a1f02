import { SectionShell } from "~/components/section-shell";
import { onCameraClassVideo, videoIds } from "~/content/marketing";
import { LazyVideo } from "../components/lazy-video";
import type { SectionProps } from "../types";

/** A look inside the on-camera class: a video that loads only when played, and what the class teaches. */
export function OnCameraClassVideoSection(_props: SectionProps) {
  const copy = onCameraClassVideo;
  return (
    <SectionShell id="on-camera-class" eyebrow={copy.eyebrow} title={copy.heading} intro={<p>{copy.intro}</p>}>
      <LazyVideo videoId={videoIds.onCameraClass} title={copy.videoTitle} posterSrc={copy.posterSrc} className="mx-auto max-w-4xl" />
      <ul className="mx-auto mt-10 grid max-w-4xl gap-4 sm:grid-cols-3">
        {copy.points.map((point, i) => (
          <li key={point.title} className="rounded-2xl border border-white/10 bg-stage-900 p-5">
            <p aria-hidden className="font-display text-3xl font-black text-spot-400">
              {String(i + 1).padStart(2, "0")}
            </p>
            <h3 className="mt-2 text-lg font-bold">{point.title}</h3>
            <p className="mt-1 text-neutral-300">{point.text}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
