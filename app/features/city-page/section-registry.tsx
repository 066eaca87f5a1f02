import type { ComponentType } from "react";
import type { SectionKey } from "~/features/catalog/page-config";
import type { SectionProps } from "./types";
// imports: sections-a
import { CreditsSection } from "./sections/credits";
import { DeadlineCountdownSection } from "./sections/deadline-countdown";
import { EarlyBirdBannerSection } from "./sections/early-bird-banner";
import { PromoVideoSection } from "./sections/promo-video";
import { ProofOfBookingsSection } from "./sections/proof-of-bookings";
import { QuoteSection } from "./sections/quote";
import { RealTalkSection } from "./sections/real-talk";
import { TestimonialsSection } from "./sections/testimonials";
import { WhatToExpectSection } from "./sections/what-to-expect";
// imports: sections-b
import { ActingCoachSection } from "./sections/acting-coach";
import { CityExtraSection } from "./sections/city-extra";
import { ContemporaryClassSection } from "./sections/contemporary-class";
import { CtaBlockSection } from "./sections/cta-block";
import { DemoReelSection } from "./sections/demo-reel";
import { FeaturedInSection } from "./sections/featured-in";
import { OnCameraClassVideoSection } from "./sections/on-camera-class-video";
import { ParentsSection } from "./sections/parents";
import { StuntsSection } from "./sections/stunts";
import { WatchWorkSection } from "./sections/watch-work";
// imports: schedule-pricing
import { PricingWithActionsSection } from "./sections/pricing-with-actions";
import { ScheduleSection } from "./sections/schedule";
// imports: faq
import { WaitlistSection } from "./sections/waitlist";
import { FaqSection } from "./sections/faq";

/** Which component draws each section key an event's page configuration may list. */
export const sectionComponents: Partial<Record<SectionKey, ComponentType<SectionProps>>> = {
  // entries: sections-a
  early_bird_banner: EarlyBirdBannerSection,
  countdown: DeadlineCountdownSection,
  promo_video: PromoVideoSection,
  credits: CreditsSection,
  quote: QuoteSection,
  what_to_expect: WhatToExpectSection,
  testimonials: TestimonialsSection,
  proof_of_bookings: ProofOfBookingsSection,
  real_talk: RealTalkSection,
  // entries: sections-b
  city_extra: CityExtraSection,
  contemporary_class: ContemporaryClassSection,
  on_camera_class_video: OnCameraClassVideoSection,
  stunts_for_dancers: StuntsSection,
  acting_coach: ActingCoachSection,
  parents: ParentsSection,
  demo_reel: DemoReelSection,
  watch_work: WatchWorkSection,
  featured_in: FeaturedInSection,
  cta_block: CtaBlockSection,
  // entries: schedule-pricing
  pricing: PricingWithActionsSection,
  schedule: ScheduleSection,
  // entries: faq
  waitlist: WaitlistSection,
  faq: FaqSection,
};
