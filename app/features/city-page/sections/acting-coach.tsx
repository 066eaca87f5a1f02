import { ArrowRight, Gift } from "lucide-react";
import { Link } from "react-router";
import { CoachProfile } from "~/components/coach-profile";
import { SectionShell } from "~/components/section-shell";
import { Button } from "~/components/ui/button";
import { actingCoach } from "~/content/marketing";
import type { ActingCoachLayout } from "~/domain/page-config";
import { cn } from "~/lib/cn";
import type { SectionProps } from "../types";

/**
 * The Acting for Dancers coach, with a biography dialog. Two layouts, chosen by the event's page
 * configuration: a card ('default') or the coach over a looping, drawn 'film' background ('video-background').
 */
export function ActingCoachSection({ event }: SectionProps) {
  const layout = event.page.actingCoach.layout;
  const videoBackground = layout === "video-background";
  // The extended 'What to Expect' lists promise a free month of the program with the ticket.
  const includesFreeMonth = event.page.whatToExpect !== "base";
  return (
    <SectionShell
      id="acting-coach"
      eyebrow={actingCoach.eyebrow}
      title={actingCoach.heading}
      intro={<p>{actingCoach.intro}</p>}
      className={cn(videoBackground && "relative isolate overflow-hidden")}
    >
      {videoBackground && <FilmLoopBackground />}
      <div data-testid="acting-coach" data-layout={layout satisfies ActingCoachLayout}>
        <CoachCard videoBackground={videoBackground} includesFreeMonth={includesFreeMonth} />
      </div>
    </SectionShell>
  );
}

function CoachCard({ videoBackground, includesFreeMonth }: { videoBackground: boolean; includesFreeMonth: boolean }) {
  return (
    <CoachProfile
      coach={actingCoach.coach}
      readBio={actingCoach.readBio}
      className={videoBackground ? "border-white/15 bg-stage-950/75 shadow-2xl backdrop-blur-sm" : undefined}
      extra={
        includesFreeMonth && (
          <p className="mt-4 inline-flex items-start gap-2 rounded-xl border border-spot-400/30 bg-spot-400/10 px-3 py-2 text-sm font-medium text-spot-300">
            <Gift aria-hidden className="mt-0.5 size-4 shrink-0" />
            {actingCoach.freeMonth}
          </p>
        )
      }
      actions={
        <Button asChild variant="ghost">
          <Link to={actingCoach.programLink.href}>
            {actingCoach.programLink.label}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </Button>
      }
    />
  );
}

/**
 * A muted, decorative 'video' drawn with CSS: slow sweeping stage lights over a film frame.
 * No media is loaded; it only moves when the visitor has not asked for reduced motion.
 */
function FilmLoopBackground() {
  return (
    <div aria-hidden data-testid="film-loop" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden bg-stage-950">
      {/* Two slow, counter-rotating light sweeps. */}
      <div className="absolute -inset-1/2 bg-[conic-gradient(from_20deg,transparent_0deg,rgba(248,201,72,0.34)_12deg,transparent_30deg,transparent_175deg,rgba(255,93,143,0.3)_188deg,transparent_206deg)] will-change-transform motion-safe:animate-spin motion-safe:[animation-duration:24s]" />
      <div className="absolute -inset-1/2 bg-[conic-gradient(from_120deg,transparent_0deg,rgba(255,224,138,0.22)_9deg,transparent_24deg,transparent_200deg,rgba(248,201,72,0.2)_212deg,transparent_230deg)] will-change-transform motion-safe:animate-spin motion-safe:[animation-direction:reverse] motion-safe:[animation-duration:36s]" />
      {/* Breathing haze. */}
      <div className="absolute left-1/4 top-1/3 size-72 rounded-full bg-rose-cue/25 blur-3xl motion-safe:animate-pulse motion-safe:[animation-duration:5s]" />
      <div className="absolute bottom-1/4 right-1/5 size-80 rounded-full bg-spot-400/20 blur-3xl motion-safe:animate-pulse motion-safe:[animation-delay:2.5s] motion-safe:[animation-duration:6s]" />
      {/* Scan lines and a soft vignette, like a projected frame. */}
      <div className="absolute inset-0 bg-[repeating-linear-gradient(0deg,rgba(255,255,255,0.04)_0px,rgba(255,255,255,0.04)_1px,transparent_1px,transparent_4px)]" />
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,transparent_45%,rgba(9,8,13,0.7)_100%)]" />
      {/* Film perforations along the top and bottom edges, and a recording light. */}
      <div className="absolute inset-x-0 top-0 h-5 bg-[repeating-linear-gradient(90deg,rgba(255,255,255,0.14)_0px,rgba(255,255,255,0.14)_16px,transparent_16px,transparent_36px)] bg-[length:36px_10px] bg-center bg-repeat-x" />
      <div className="absolute inset-x-0 bottom-0 h-5 bg-[repeating-linear-gradient(90deg,rgba(255,255,255,0.14)_0px,rgba(255,255,255,0.14)_16px,transparent_16px,transparent_36px)] bg-[length:36px_10px] bg-center bg-repeat-x" />
      <span className="absolute right-6 top-9 size-3 rounded-full bg-rose-cue shadow-[0_0_12px_rgba(255,93,143,0.8)] motion-safe:animate-pulse" />
    </div>
  );
}
