import { CreditsGrid } from "~/components/credits-grid";
import { SectionShell } from "~/components/section-shell";
import { cityCredits, creditsCopy } from "~/content/city-sections";
import type { SectionProps } from "../types";

/** 'Learn from the choreographer of': the ten credits of a city page. */
export function CreditsSection(_props: SectionProps) {
  return (
    <SectionShell id="credits" title={creditsCopy.title} intro={creditsCopy.intro}>
      <CreditsGrid items={cityCredits} />
    </SectionShell>
  );
}
