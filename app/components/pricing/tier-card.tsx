import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { pricingCopy, type TierBadge } from "~/content/pricing";
import type { PricedTier } from "~/domain/priced-tier";
import { cn } from "~/lib/cn";
import { displayPrice, tierAnchor, tierNote } from "./tier-text";

export interface TierCardProps {
  /** The priced tier from the page loader; its label is the card title unless `title` is given. */
  tier: PricedTier;
  title?: string;
  badge?: TierBadge;
  /** A short highlight under the price (e.g. 'Save 10%'). */
  callout?: string;
  features?: readonly string[];
  /** Heading level of the card title within the section. */
  headingLevel?: 3 | 4;
  /** Extra content between the features and the action (e.g. a details dialog). */
  children?: ReactNode;
  /** The card's footer: the cart adds its button here. Without it the card has nothing clickable. */
  action?: ReactNode;
  className?: string;
}

const BADGE_STYLES: Record<TierBadge, string> = {
  new: "bg-emerald-300 text-stage-950",
  vip: "bg-rose-cue text-stage-950",
  popular: "bg-spot-400 text-stage-950",
};

/** One ticket tier: title, badge, price, note and what it includes. Anchored at `tier-{key}`. */
export function TierCard({ tier, title, badge, callout, features, headingLevel = 3, children, action, className }: TierCardProps) {
  const id = tierAnchor(tier.key);
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const note = tierNote(tier);
  return (
    <article
      id={id}
      data-tier={tier.key}
      aria-labelledby={`${id}-title`}
      className={cn(
        "relative flex h-full flex-col rounded-2xl border bg-stage-900 p-6 text-left",
        badge ? "border-spot-400/50" : "border-white/10",
        className,
      )}
    >
      <Heading id={`${id}-title`} className="text-xl font-bold">
        {title ?? tier.label}
      </Heading>
      {badge && (
        <p className="absolute -top-3 left-6">
          <span data-badge={badge} className={cn("rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wider", BADGE_STYLES[badge])}>
            {pricingCopy.badges[badge]}
          </span>
        </p>
      )}
      {tier.soldOut && (
        <p className="mt-2">
          <span data-sold-out className="rounded-full border border-rose-300/60 px-3 py-1 text-xs font-bold uppercase tracking-wider text-rose-200">
            {pricingCopy.soldOut.badge}
          </span>
        </p>
      )}
      {!tier.soldOut && tier.seatsLeft != null && (
        <p className="mt-2">
          <span data-seats-left={tier.seatsLeft} className="rounded-full border border-spot-400/60 px-3 py-1 text-xs font-bold uppercase tracking-wider text-spot-300">
            {pricingCopy.seatsLeft(tier.seatsLeft)}
          </span>
        </p>
      )}
      <p className="mt-3 flex items-baseline gap-1.5">
        <span data-price className={cn("font-display text-4xl font-black tracking-tight", tier.soldOut && "text-neutral-400")}>
          {displayPrice(tier, pricingCopy.free)}
        </span>
        {tier.billing === "monthly" && <span className="text-base font-medium text-neutral-300">{pricingCopy.perMonth}</span>}
      </p>
      {callout && <p className="mt-2 text-sm font-semibold text-spot-300">{callout}</p>}
      {tier.description && <p className="mt-3 text-neutral-300">{tier.description}</p>}
      {note && <p className="mt-2 text-sm text-neutral-300">{note}</p>}
      {features && features.length > 0 && (
        <ul aria-label={pricingCopy.featuresLabel} className="mt-5 space-y-2 text-sm text-neutral-200">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-spot-400" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}
      {(children || action) && (
        <div className="mt-auto flex flex-col">
          {children}
          {action && <div className="pt-6">{action}</div>}
        </div>
      )}
    </article>
  );
}
