import type { ComponentType } from "react";
import type { SectionKey } from "~/domain/page-config";
import { serverIsland } from "./components/server-island";
import type { SectionProps } from "./types";
// imports: sections-a
import { DeadlineCountdownSection } from "./sections/deadline-countdown";
import { EarlyBirdBannerSection } from "./sections/early-bird-banner";
import { PromoVideoSection } from "./sections/promo-video";
import { ProofOfBookingsSection } from "./sections/proof-of-bookings";
import { RealTalkSection } from "./sections/real-talk";
import { TestimonialsSection } from "./sections/testimonials";
import { WhatToExpectSection } from "./sections/what-to-expect";
// imports: sections-b
import { ActingCoachSection } from "./sections/acting-coach";
import { ContemporaryClassSection } from "./sections/contemporary-class";
import { CtaBlockSection } from "./sections/cta-block";
import { DemoReelSection } from "./sections/demo-reel";
import { OnCameraClassVideoSection } from "./sections/on-camera-class-video";
import { ParentsSection } from "./sections/parents";
import { WatchWorkSection } from "./sections/watch-work";
// imports: schedule-pricing
import { PricingWithActionsSection } from "./sections/pricing-with-actions";
import { ScheduleSection } from "./sections/schedule";
// imports: faq
import { WaitlistSection } from "./sections/waitlist";
import { FaqSection } from "./sections/faq";

// Sections with nothing to click: rendered on the server, kept as HTML in the browser (no code to load).
const CreditsSection = serverIsland("credits", () => import("./sections/credits").then((m) => m.CreditsSection));
const QuoteSection = serverIsland("quote", () => import("./sections/quote").then((m) => m.QuoteSection));
const FeaturedInSection = serverIsland("featured-in", () => import("./sections/featured-in").then((m) => m.FeaturedInSection));
const StuntsSection = serverIsland("stunts", () => import("./sections/stunts").then((m) => m.StuntsSection));
const CityExtraSection = serverIsland("city-extra", () => import("./sections/city-extra").then((m) => m.CityExtraSection));

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
