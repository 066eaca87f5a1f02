import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { SectionShell } from "~/components/section-shell";
import { countdownDeadline, deadlineCountdowns } from "~/content/city-sections";
import { Countdown, useTickingNow } from "../components/countdown";
import { formatDeadline, timeLeft } from "../early-bird";
import type { SectionProps } from "../types";

/** A countdown to a deadline from the page configuration, ticking each second; nothing once it has passed. */
export function DeadlineCountdownSection({ event, nowIso }: SectionProps) {
  const config = event.page.countdown;
  const endsAtMs = config ? Date.parse(config.endsAt) : Number.NEGATIVE_INFINITY;
  const now = useTickingNow(nowIso, endsAtMs);
  const copy = config ? deadlineCountdowns[config.key] : undefined;
  const left = timeLeft(endsAtMs, now);
  if (!config || !copy || !left || event.isCancelled) return null;
  return (
    <SectionShell id="countdown" eyebrow={copy.eyebrow} title={copy.title} intro={copy.text} compact className="bg-stage-900">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
        <Countdown id="deadline-countdown" label={copy.endsIn} left={left} />
        <p className="flex items-center gap-2 text-sm text-neutral-300">
          <Clock aria-hidden className="size-4" />
          {countdownDeadline(formatDeadline(new Date(endsAtMs), event.timeZone))}
        </p>
        <Link
          to={copy.link.href}
          className="inline-flex items-center gap-1 rounded font-semibold text-spot-300 underline underline-offset-4 hover:text-spot-400"
        >
          {copy.link.label}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </SectionShell>
  );
}
