import { QuoteFigure, type QuoteFigureContent } from "~/components/quote-figure";

export interface GuestQuoteContent extends QuoteFigureContent {
  portraitLabel: string;
}

/** A guest instructor's quote beside a drawn portrait (no photo to download). */
export function GuestQuote({ content }: { content: GuestQuoteContent }) {
  return (
    <QuoteFigure
      content={content}
      portrait={<GuestPortrait label={content.portraitLabel} className="mx-auto w-full max-w-56 md:max-w-none" />}
    />
  );
}

/** A director in a cap with a viewfinder, under a cool spotlight. Ids are prefixed so they can't clash with other drawings. */
function GuestPortrait({ label, className }: { label: string; className?: string }) {
  return (
    <svg viewBox="0 0 320 400" role="img" aria-label={label} className={className}>
      <defs>
        <radialGradient id="afd-guest-spot" cx="50%" cy="0%" r="95%">
          <stop offset="0%" stopColor="#9fd3ff" stopOpacity="0.45" />
          <stop offset="55%" stopColor="#f8c948" stopOpacity="0.1" />
          <stop offset="100%" stopColor="#1c1926" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="afd-guest-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#3f6fb5" />
          <stop offset="100%" stopColor="#2a2638" />
        </linearGradient>
        <linearGradient id="afd-guest-skin" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#c98f6b" />
          <stop offset="100%" stopColor="#8a5a40" />
        </linearGradient>
        <clipPath id="afd-guest-frame">
          <rect width="320" height="400" rx="28" />
        </clipPath>
      </defs>
      <g clipPath="url(#afd-guest-frame)">
        <rect width="320" height="400" fill="#121019" />
        <path d="M100 0h120l90 400H10z" fill="url(#afd-guest-spot)" />
        {/* shoulders in a jacket with a scarf */}
        <path d="M36 400c8-80 56-120 124-120s116 40 124 120z" fill="url(#afd-guest-body)" />
        <path d="M130 284q30 26 60 0l-8 40q-22 12-44 0z" fill="#f8c948" opacity="0.85" />
        {/* neck and head */}
        <rect x="140" y="228" width="40" height="56" rx="16" fill="url(#afd-guest-skin)" />
        <ellipse cx="160" cy="190" rx="52" ry="62" fill="url(#afd-guest-skin)" />
        {/* short beard and a flat cap */}
        <path d="M112 200q4 58 48 60q44-2 48-60q-10 30-48 32q-38-2-48-32z" fill="#2b1d18" />
        <path d="M104 160q4-46 56-50q52 4 58 50q-56-16-114 0z" fill="#2b2638" />
        <path d="M104 160q60-14 128 4q-4 8-16 6q-52-12-110 0z" fill="#1a1622" />
        {/* eyes looking through a raised viewfinder hand shape */}
        <circle cx="140" cy="188" r="4" fill="#2b1d18" />
        <circle cx="180" cy="188" r="4" fill="#2b1d18" />
        <path d="M150 214q10 6 20 0" stroke="#5a2f2a" strokeWidth="3" fill="none" strokeLinecap="round" />
        <path d="M226 150h44v32h-44z" fill="none" stroke="#ffe08a" strokeWidth="4" strokeLinejoin="round" />
        <path d="M232 182l-14 60" stroke="url(#afd-guest-skin)" strokeWidth="14" strokeLinecap="round" />
        {/* stage floor light */}
        <ellipse cx="160" cy="398" rx="150" ry="10" fill="#9fd3ff" opacity="0.12" />
      </g>
    </svg>
  );
}
