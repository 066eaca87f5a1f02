import { Clapperboard, Info, Send } from "lucide-react";
import { Link } from "react-router";
import { SectionShell } from "~/components/section-shell";
import { Button } from "~/components/ui/button";
import { demoReel } from "~/content/marketing";
import type { SectionProps } from "../types";

/** The cinematic demo reel add-on: by application only (nothing is bought here); the form lives on the talent page. */
export function DemoReelSection(_props: SectionProps) {
  return (
    <SectionShell id="demo-reel" eyebrow={demoReel.eyebrow} title={demoReel.heading} intro={<p>{demoReel.intro}</p>}>
      <div className="mx-auto max-w-4xl overflow-hidden rounded-3xl border border-white/10 bg-linear-to-br from-stage-800 to-stage-900">
        <div className="grid gap-8 p-6 sm:p-8 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
          <span aria-hidden className="inline-flex size-16 items-center justify-center rounded-2xl bg-rose-cue/15 text-rose-cue">
            <Clapperboard className="size-8" />
          </span>
          <div className="min-w-0">
            <h3 className="font-display text-2xl font-bold">What you get</h3>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-neutral-200 marker:text-spot-400">
              {demoReel.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <p className="mt-6 flex gap-3 rounded-xl bg-white/5 p-4 text-neutral-200">
              <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-spot-400" />
              {demoReel.howItWorks}
            </p>
            <Button asChild size="lg" className="mt-6">
              <Link to={demoReel.href} data-cta="demo-reel">
                <Send aria-hidden className="size-5" />
                {demoReel.button}
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </SectionShell>
  );
}
