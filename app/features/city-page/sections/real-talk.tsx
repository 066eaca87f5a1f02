import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { SectionShell } from "~/components/section-shell";
import { Button } from "~/components/ui/button";
import { realTalkCopy } from "~/content/city-sections";
import { AUDITION_TIER } from "~/domain/tiers";
import { scrollToFirst } from "~/lib/scroll";
import { anchors, type SectionProps } from "../types";
import { useRevealOnce } from "./use-reveal-once";


/** 'Real talk about the audition': every room is an audition, scholarships, remote submissions, and registration. */
export function RealTalkSection({ tiers }: SectionProps) {
  const reveal = useRevealOnce<HTMLDivElement>();
  const registerTargets = [anchors.tier(AUDITION_TIER), anchors.pricing];
  const fallback = tiers[AUDITION_TIER] ? registerTargets[0] : anchors.pricing;
  return (
    <SectionShell id="real-talk" eyebrow={realTalkCopy.eyebrow} title={realTalkCopy.title}>
      <div
        ref={reveal}
        data-testid="real-talk-card"
        className="mx-auto max-w-3xl rounded-3xl border border-spot-400/30 bg-gradient-to-br from-stage-800 to-stage-900 p-6 text-lg text-neutral-200 data-[reveal=hidden]:translate-y-8 data-[reveal=hidden]:opacity-0 motion-safe:data-[reveal=shown]:transition motion-safe:data-[reveal=shown]:duration-700 motion-safe:data-[reveal=shown]:ease-out sm:p-10"
      >
        {realTalkCopy.paragraphs.map((p) => (
          <p key={p} className="mt-4 first:mt-0">
            {p}
          </p>
        ))}
        <p className="mt-4">
          <Link to="/scholarship" className="inline-flex items-center gap-1 rounded font-semibold text-spot-300 underline underline-offset-4 hover:text-spot-400">
            {realTalkCopy.scholarshipLink}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </p>
        <p className="mt-6">
          {realTalkCopy.cannotAttend}{" "}
          <Link to="/submit-talent" className="inline-flex items-center gap-1 rounded font-semibold text-spot-300 underline underline-offset-4 hover:text-spot-400">
            {realTalkCopy.submitLink}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </p>
        <div className="mt-8 flex justify-center">
          <Button asChild size="none" className="min-h-13 px-6 py-3 text-center text-base sm:px-8">
            <a
              href={`#${fallback}`}
              data-action="open-audition"
              onClick={(e) => {
                if (scrollToFirst(registerTargets)) e.preventDefault();
              }}
            >
              {realTalkCopy.register}
            </a>
          </Button>
        </div>
      </div>
    </SectionShell>
  );
}
