import { programTierFeatures } from "~/content/pricing";
import { actingForDancersPage } from "~/content/programs";
import { actingForDancersEventSlug } from "~/content/program-paths";
import { scheduleCopy } from "~/content/schedule";
import type { MentorshipCohort } from "~/domain/mentorship-cohort";
import type { CurrencyCode } from "~/domain/money";
import { AUDITION_TIER } from "~/domain/tiers";
import type { CatalogEvent, EarlyBirdPromotion, EventOffer } from "~/features/catalog/types";
import { contentDocs, eventDocs, type EventPassageInput, type OpportunityContent } from "./content-docs";
import type { ChatKnowledge, KnownEvent, KnownOffer, OfferPlace, ScheduleGroupSummary } from "./types";

/** One catalog event as the loader read it. */
export interface CatalogEventInput {
  event: CatalogEvent;
  hasPage: boolean;
  listedOnTour: boolean;
  offers: readonly EventOffer[];
  earlyBird: EarlyBirdPromotion | null;
}

export interface CatalogTierInput {
  key: string;
  label: string;
  basePriceMinor: number;
  billing: "one_time" | "monthly";
  isVirtual: boolean;
}

export interface ChatKnowledgeInput {
  catalogVersion: number;
  events: readonly CatalogEventInput[];
  tiers: readonly CatalogTierInput[];
  opportunities: readonly OpportunityContent[];
  /** The currency the tiers' base prices are in. */
  baseCurrency: CurrencyCode;
  /** The current mentorship cohort in words, from its tiers' data. */
  mentorshipCohort: MentorshipCohort;
}

/** The public facts of the catalog, with the content that describes them, in the form the assistant answers from. */
export function buildChatKnowledge(input: ChatKnowledgeInput): ChatKnowledge {
  const programSlug = input.events.some((e) => e.event.slug === actingForDancersEventSlug) ? actingForDancersEventSlug : null;
  const events = input.events.map((e) => knownEvent(e, e.event.slug === programSlug));
  // A tier's own list: the first page that lists it (pages copy the same list unless the team edits one).
  const tierFeaturesOf = (key: string) =>
    programTierFeatures[key] ?? input.events.find((e) => e.event.page.pricing.features[key])?.event.page.pricing.features[key] ?? [];
  const mentorshipTierKeys = [...new Set(input.events.flatMap((e) => e.event.page.pricing.mentorshipTiers))];
  return {
    catalogVersion: input.catalogVersion,
    events,
    tiers: input.tiers.map((t) => ({
      key: t.key,
      label: t.label,
      basePrice: { amountMinor: t.basePriceMinor, currency: input.baseCurrency },
      billing: t.billing,
      isVirtual: t.isVirtual,
      features: tierFeaturesOf(t.key),
    })),
    mentorshipTierKeys,
    mentorshipCohort: input.mentorshipCohort,
    programEventSlug: programSlug,
    docs: [...contentDocs(input.mentorshipCohort, input.opportunities), ...eventDocs(eventPassages(input.events))],
  };
}

function knownEvent(input: CatalogEventInput, isProgram: boolean): KnownEvent {
  const { event: e } = input;
  const pricing = e.page.pricing;
  const place = (tierKey: string): OfferPlace => {
    if (pricing.tiers.includes(tierKey)) return "main";
    if (tierKey === AUDITION_TIER) return "audition";
    if (pricing.mentorshipTiers.includes(tierKey)) return "mentorship";
    return "other";
  };
  const programTitles: Record<string, string> = isProgram ? actingForDancersPage.pricing.cardTitles : {};
  const programFeatures: Record<string, readonly string[]> = isProgram ? actingForDancersPage.pricing.features : {};
  const offers: KnownOffer[] = input.offers.map((o) => ({
    tierKey: o.tierKey,
    label: pricing.labels[o.tierKey] ?? o.label,
    tierLabel: o.label,
    family: o.family,
    place: place(o.tierKey),
    price: o.price,
    compareAt: o.compareAt,
    billing: o.billing,
    isVirtual: o.isVirtual,
    note: o.note,
    features: programFeatures[o.tierKey] ?? pricing.features[o.tierKey] ?? [],
    soldOut: o.soldOut,
    remaining: o.remaining,
    salesStartAt: o.salesStartAt,
    salesEndAt: o.salesEndAt,
    upgrade: o.rule.upgrade ? { tierKey: o.rule.upgrade.tierKey, price: { amountMinor: o.rule.upgrade.priceMinor, currency: o.price.currency } } : null,
  }));
  // A program page titles its cards without the program's name ('3 Pack'); keep both names findable.
  for (const o of offers) if (programTitles[o.tierKey]) o.label = programTitles[o.tierKey] ?? o.label;
  const groups = scheduleCopy.ageGroups[e.page.schedule.ageGroups];
  return {
    id: e.id,
    slug: e.slug,
    kind: e.kind,
    cityName: e.cityName,
    dateText: e.dateText,
    startsOn: e.startsOn,
    endsOn: e.endsOn,
    timeZone: e.timeZone,
    currency: e.currency,
    isCancelled: e.isCancelled,
    isMasterclass: e.isMasterclass,
    hasPage: input.hasPage,
    listedOnTour: input.listedOnTour,
    venue: e.venue,
    venueLine: e.page.hero.venueLine ?? null,
    subtitle: e.page.hero.subtitle ?? null,
    pricingNote: pricing.note ?? null,
    ageGroups: { juniors: groups.juniors, seniors: groups.seniors },
    schedule: scheduleSummary(e),
    offers,
    earlyBird: input.earlyBird,
  };
}

function scheduleSummary(e: CatalogEvent): ScheduleGroupSummary[] {
  const groups = scheduleCopy.ageGroups[e.page.schedule.ageGroups];
  return e.page.schedule.days.flatMap((day) =>
    day.tables.flatMap((table) => {
      const first = table.slots[0];
      const last = table.slots[table.slots.length - 1];
      if (!first || !last) return [];
      const title = table.title ? (table.group ? `${table.title}, ${groups[table.group]}` : table.title) : groups[table.group ?? "all"];
      return [{ title, day: day.label ?? null, firstTime: first.time, lastTime: last.time, slots: table.slots.map((s) => ({ time: s.time, activity: s.activity })) }];
    }),
  );
}

/** The events whose pages show their own copy (an extra section, a guest class), one entry per event that shows it. */
function eventPassages(events: readonly CatalogEventInput[]): EventPassageInput[] {
  return events.flatMap(({ event: e, hasPage }) => {
    const extras = { extra: e.page.cityExtra, contemporaryClass: e.page.contemporaryClass };
    if ((!extras.extra && !extras.contemporaryClass) || !hasPage) return [];
    const shows = { extra: e.page.sections.includes("city_extra"), contemporaryClass: e.page.sections.includes("contemporary_class") };
    return shows.extra || shows.contemporaryClass ? [{ eventIds: [e.id], cityName: e.cityName, slug: e.slug, extras, shows }] : [];
  });
}
