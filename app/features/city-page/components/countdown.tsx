import { useEffect, useState } from "react";
import { earlyBirdCopy } from "~/content/city-sections";
import { pad2, type TimeLeft } from "../early-bird";

const TICK_MS = 1000;

/**
 * The business clock in the browser: starts at the server's `nowIso` (so the hydrated markup
 * matches the server's) and then advances with real elapsed time, every second, until `stopAtMs`.
 */
export function useTickingNow(nowIso: string, stopAtMs: number): number {
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

/** Days, hours, minutes and seconds left, as a timer that is never announced while it ticks. */
export function Countdown({ id, label, left }: { id: string; label: string; left: TimeLeft }) {
  const units = [
    ["days", String(left.days)],
    ["hours", pad2(left.hours)],
    ["minutes", pad2(left.minutes)],
    ["seconds", pad2(left.seconds)],
  ] as const;
  return (
    <div className="w-full">
      <p id={`${id}-label`} className="text-sm font-semibold uppercase tracking-[0.2em] text-neutral-300">
        {label}
      </p>
      {/* The static deadline shown with every countdown is the accessible alternative. */}
      <div
        role="timer"
        aria-live="off"
        aria-atomic="true"
        aria-labelledby={`${id}-label`}
        className="mx-auto mt-3 grid max-w-md grid-cols-4 gap-2 sm:gap-3"
      >
        {units.map(([unit, value]) => (
          <div key={unit} className="rounded-xl bg-stage-800 px-1 py-3 ring-1 ring-white/10">
            <span data-unit={unit} className="block font-display text-3xl font-black tabular-nums text-white sm:text-4xl">
              {value}
            </span>
            <span className="block text-xs uppercase tracking-wider text-neutral-300">{earlyBirdCopy.units[unit]}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
