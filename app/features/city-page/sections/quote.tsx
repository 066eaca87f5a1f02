import { QuoteFigure } from "~/components/quote-figure";
import { SectionShell } from "~/components/section-shell";
import { quoteCopy } from "~/content/city-sections";
import type { SectionProps } from "../types";

/** A drawn portrait of the choreographer beside a quote about dancing for the camera. */
export function QuoteSection(_props: SectionProps) {
  return (
    <SectionShell id="quote" eyebrow={quoteCopy.eyebrow} title={quoteCopy.title}>
      <QuoteFigure content={quoteCopy} portrait={<Portrait className="mx-auto w-full max-w-56 md:max-w-none" />} />
    </SectionShell>
  );
}

/** Stylised portrait under a spotlight: drawn, so there is no photo to download. */
function Portrait({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 400" role="img" aria-label="Illustrated portrait of the choreographer" className={className}>
      <defs>
        <radialGradient id="quote-spot" cx="50%" cy="0%" r="95%">
          <stop offset="0%" stopColor="#ffe08a" stopOpacity="0.55" />
          <stop offset="55%" stopColor="#f8c948" stopOpacity="0.12" />
          <stop offset="100%" stopColor="#1c1926" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="quote-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#ff5d8f" />
          <stop offset="100%" stopColor="#2a2638" />
        </linearGradient>
        <linearGradient id="quote-skin" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#e7b28f" />
          <stop offset="100%" stopColor="#b9785a" />
        </linearGradient>
        <clipPath id="quote-frame">
          <rect width="320" height="400" rx="28" />
        </clipPath>
      </defs>
      <g clipPath="url(#quote-frame)">
        <rect width="320" height="400" fill="#121019" />
        <path d="M110 0h100l90 400H20z" fill="url(#quote-spot)" />
        {/* shoulders and jacket */}
        <path d="M40 400c6-78 52-118 120-118s114 40 120 118z" fill="url(#quote-body)" />
        <path d="M160 292l-26-10 26 70 26-70z" fill="#09080d" opacity="0.55" />
        {/* neck and head */}
        <rect x="140" y="226" width="40" height="60" rx="16" fill="url(#quote-skin)" />
        <ellipse cx="160" cy="190" rx="54" ry="64" fill="url(#quote-skin)" />
        {/* hair: a high bun and swept sides */}
        <circle cx="160" cy="112" r="30" fill="#1a1320" />
        <path d="M104 190c-6-56 20-88 56-88s64 30 56 88c-8-30-26-52-56-54-30 2-48 24-56 54z" fill="#1a1320" />
        {/* closed eyes, a calm smile, headset microphone */}
        <path d="M134 192q10 6 20 0M166 192q10 6 20 0" stroke="#3b2530" strokeWidth="3" fill="none" strokeLinecap="round" />
        <path d="M146 222q14 10 28 0" stroke="#7a3a48" strokeWidth="3.5" fill="none" strokeLinecap="round" />
        <path d="M106 196q-4 34 30 40" stroke="#f8c948" strokeWidth="3" fill="none" strokeLinecap="round" />
        <circle cx="138" cy="236" r="5" fill="#f8c948" />
        {/* stage floor light */}
        <ellipse cx="160" cy="398" rx="150" ry="10" fill="#ffe08a" opacity="0.15" />
      </g>
    </svg>
  );
}
