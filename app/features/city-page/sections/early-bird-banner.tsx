import { Clock, Tag } from "lucide-react";
import { SectionShell } from "~/components/section-shell";
import { earlyBirdCopy as copy } from "~/content/city-sections";
import { formatMoney } from "~/domain/money";
import { Countdown, useTickingNow } from "../components/countdown";
import { earlyBirdOffers, formatDeadline, timeLeft } from "../early-bird";
import type { SectionProps } from "../types";

/** Early-bird offer (a discount code of the event) with its code, before and after prices and a countdown; nothing once the window has closed. */
export function EarlyBirdBannerSection({ event, tiers, nowIso }: SectionProps) {
  const earlyBird = event.earlyBird;
  const endsAtMs = earlyBird ? Date.parse(earlyBird.endsAt) : Number.NEGATIVE_INFINITY;
  const now = useTickingNow(nowIso, endsAtMs);
  if (!earlyBird) return null;
  const left = timeLeft(endsAtMs, now);
  const offers = earlyBirdOffers(earlyBird, tiers);
  if (!left || offers.length === 0) return null;

  return (
    <SectionShell
      id="early-bird"
      eyebrow={copy.eyebrow}
      title={copy.headline(earlyBird.percentOff, offers.map((o) => o.label))}
      compact
      className="bg-[radial-gradient(ellipse_at_top,rgba(248,201,72,0.16),transparent_70%)]"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-8 text-center">
        <p className="flex flex-wrap items-center justify-center gap-3 text-neutral-200">
          <Tag aria-hidden className="size-5 text-spot-400" />
          {copy.useCode}
          <code className="rounded-lg border border-dashed border-spot-400 bg-stage-900 px-3 py-1 font-mono text-lg font-bold tracking-wider text-spot-300">
            {earlyBird.code}
          </code>
        </p>

        <ul className="grid w-full gap-4 sm:grid-cols-2">
          {offers.map((o) => (
            <li key={o.key} className="rounded-2xl border border-white/10 bg-stage-900 p-5">
              <h3 className="font-bold text-white">{o.label}</h3>
              <p className="mt-2 flex flex-wrap items-baseline justify-center gap-x-3">
                <span className="sr-only">{copy.was} </span>
                <s className="text-lg text-neutral-300">{formatMoney(o.before)}</s>
                <span className="font-display text-3xl font-black text-spot-300">{formatMoney(o.after)}</span>
              </p>
              <p className="mt-1 text-sm font-semibold text-rose-cue">
                {copy.save} {formatMoney(o.saving)}
              </p>
            </li>
          ))}
        </ul>

        <Countdown id="early-bird-countdown" label={copy.endsIn} left={left} />
        <p className="flex items-center gap-2 text-sm text-neutral-300">
          <Clock aria-hidden className="size-4" />
          {copy.endsAt(formatDeadline(new Date(endsAtMs), event.timeZone))}
        </p>
      </div>
    </SectionShell>
  );
}
