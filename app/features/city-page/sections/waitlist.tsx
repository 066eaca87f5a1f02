import { SectionShell } from "~/components/section-shell";
import { WaitlistForm } from "~/features/waitlist/components/waitlist-form";
import type { SectionProps } from "../types";
import { anchors } from "../types";

export function WaitlistSection({ event }: SectionProps) {
  if (event.isCancelled) return null;
  return (
    <SectionShell
      id={anchors.waitlist}
      eyebrow="Seats are limited"
      title="Join the waitlist"
      intro={`If your tier sells out in ${event.cityName}, we'll email you the moment a spot opens up.`}
    >
      <WaitlistForm eventSlug={event.slug} />
    </SectionShell>
  );
}
