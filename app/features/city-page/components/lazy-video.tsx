import { Play, Volume2, VolumeX } from "lucide-react";
import { useRef, useState } from "react";
import { cn } from "~/lib/cn";

export interface LazyVideoProps {
  /** Video id at the host. */
  videoId: string;
  /** Accessible name of the video, e.g. 'Promo video: On-Camera Dance Intensive'. */
  title: string;
  /** Optional poster artwork (a shipped file); a drawn stage gradient is shown otherwise. */
  posterSrc?: string;
  className?: string;
}

/** Privacy-enhanced embed address: no cookies, and nothing is requested until the visitor presses play. */
export function embedUrl(videoId: string): string {
  const params = new URLSearchParams({ autoplay: "1", mute: "0", playsinline: "1", rel: "0", enablejsapi: "1" });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params}`;
}

/**
 * A poster with a play button. Only a click loads the player, which then plays with sound;
 * a toggle mutes and unmutes it through the player's message interface.
 */
export function LazyVideo({ videoId, title, posterSrc, className }: LazyVideoProps) {
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  const toggleMute = () => {
    const next = !muted;
    frame.current?.contentWindow?.postMessage(
      JSON.stringify({ event: "command", func: next ? "mute" : "unMute", args: [] }),
      "*",
    );
    setMuted(next);
  };

  return (
    <div className={cn("relative aspect-video w-full overflow-hidden rounded-2xl bg-stage-800 ring-1 ring-white/10", className)}>
      {playing ? (
        <>
          <iframe
            ref={frame}
            src={embedUrl(videoId)}
            title={title}
            className="absolute inset-0 size-full"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
          <button
            type="button"
            onClick={toggleMute}
            aria-pressed={muted}
            className="absolute bottom-3 right-3 inline-flex items-center gap-2 rounded-full bg-black/70 px-3 py-2 text-sm font-semibold text-white hover:bg-black/90"
          >
            {muted ? <VolumeX aria-hidden className="size-4" /> : <Volume2 aria-hidden className="size-4" />}
            {muted ? "Unmute" : "Mute"}
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex size-full items-center justify-center"
        >
          {posterSrc ? (
            <img src={posterSrc} alt="" width={1280} height={720} loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
          ) : (
            <span aria-hidden className="absolute inset-0 bg-[radial-gradient(circle_at_30%_30%,rgba(248,201,72,0.35),transparent_55%),radial-gradient(circle_at_75%_70%,rgba(255,93,143,0.3),transparent_55%)]" />
          )}
          <span className="relative inline-flex size-20 items-center justify-center rounded-full bg-spot-400 text-stage-950 shadow-xl transition group-hover:scale-105">
            <Play aria-hidden className="ml-1 size-9" fill="currentColor" />
          </span>
          <span className="sr-only">Play {title}</span>
        </button>
      )}
    </div>
  );
}
