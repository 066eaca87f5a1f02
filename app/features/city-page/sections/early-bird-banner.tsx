import { Clock, Tag } from "lucide-react";
import { useEffect, useState } from "react";
import { earlyBirdCopy as copy } from "~/content/city-sections";
import { formatMoney } from "~/domain/money";
import { SectionShell } from "../components/section-shell";
import { earlyBirdOffers, formatDeadline, pad2, timeLeft, type TimeLeft } from "../early-bird";
import type { SectionProps } from "../types";

const TICK_MS = 1000;

/**
 * The business clock in the browser: starts at the server's `nowIso` (so the hydrated markup
 * matches the server's) and then advances with real elapsed time, every second, until `stopAtMs`.
 */
function useTickingNow(nowIso: string, stopAtMs: number): number {
  const [tick, setTick] = useState<{ from: string; at: number } | null>(null);
  useEffect(() => {
    if (Date.parse(nowIso) >= stopAtMs) return;
    const offset = Date.parse(nowIso) - Date.now();
    const id = window.setInterval(() => {
      const at = Date.now() + offset;
      setTick({ from: nowIso, at });
      if (at >= stopAtMs) window.clearInterval(id);
    }, TICK_MS);
    return () => window.clearInterval(id);
  }, [nowIso, stopAtMs]);
  return tick && tick.from === nowIso ? tick.at : Date.parse(nowIso);
}

/** Early-bird offer with its code, before and after prices and a countdown; nothing once the window has closed. */
export function EarlyBirdBannerSection({ event, tiers, nowIso }: SectionProps) {
  const earlyBird = event.page.earlyBird;
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
      className="bg-[radial-gradient(ellipse_at_top,rgba(248,201,72,0.16),transparent_70%)] py-12 sm:py-14"
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

        <Countdown left={left} />
        <p className="flex items-center gap-2 text-sm text-neutral-300">
          <Clock aria-hidden className="size-4" />
          {copy.endsAt(formatDeadline(new Date(endsAtMs), event.timeZone))}
        </p>
      </div>
    </SectionShell>
  );
}

function Countdown({ left }: { left: TimeLeft }) {
  const units = [
    ["days", String(left.days)],
    ["hours", pad2(left.hours)],
    ["minutes", pad2(left.minutes)],
    ["seconds", pad2(left.seconds)],
  ] as const;
  return (
    <div className="w-full">
      <p id="early-bird-countdown-label" className="text-sm font-semibold uppercase tracking-[0.2em] text-neutral-300">
        {copy.endsIn}
      </p>
      {/* A timer is never announced as it ticks; the deadline below is the static alternative. */}
      <div
        role="timer"
        aria-live="off"
        aria-atomic="true"
        aria-labelledby="early-bird-countdown-label"
        className="mx-auto mt-3 grid max-w-md grid-cols-4 gap-2 sm:gap-3"
      >
        {units.map(([unit, value]) => (
          <div key={unit} className="rounded-xl bg-stage-800 px-1 py-3 ring-1 ring-white/10">
            <span data-unit={unit} className="block font-display text-3xl font-black tabular-nums text-white sm:text-4xl">
              {value}
            </span>
            <span className="block text-xs uppercase tracking-wider text-neutral-300">{copy.units[unit]}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
