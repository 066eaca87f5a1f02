import { programTierFeatures } from "~/content/pricing";
import { actingForDancersPage } from "~/content/programs";
import { actingForDancersEventSlug } from "~/content/program-paths";
import { scheduleCopy } from "~/content/schedule";
import { studentRegistrationCopy } from "~/content/student-registration";
import { formatMoney } from "~/domain/money";
import type { MentorshipCohort } from "~/domain/mentorship-cohort";
import type { CurrencyCode } from "~/domain/money";
import { cartUpgradeDifference, upgradeDifference } from "~/domain/ticket-upgrade";
import { AUDITION_TIER } from "~/domain/tiers";
import type { CatalogEvent, EarlyBirdPromotion, EventOffer } from "~/features/catalog/types";
import { GROUP_DOC_ID } from "./answers/group-buying";
import { listedClassDocs } from "./answers/listed-classes";
import { contentDocs, eventDocs, onlineAccessDocs, type EventPassageInput, type OpportunityContent } from "./content-docs";
import { chatCopy } from "./chat-copy";
import { priceText } from "./event-facts";
import { joinList } from "./text";
import type { ChatKnowledge, ContentDoc, KnownCode, KnownEvent, KnownOffer, OfferPlace, ScheduleGroupSummary } from "./types";

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
  /** The team's discount codes, without the zone their dates are read in. */
  codes?: readonly Omit<KnownCode, "timeZone">[];
  /** The zone a code for every stop is read in (the team's); else the zone most stops are in. */
  codeTimeZone?: string;
}

/** The public facts of the catalog, with the content that describes them, in the form the assistant answers from. */
export function buildChatKnowledge(input: ChatKnowledgeInput): ChatKnowledge {
  const programSlug = input.events.some((e) => e.event.slug === actingForDancersEventSlug) ? actingForDancersEventSlug : null;
  const events = input.events.map((e) => knownEvent(e, e.event.slug === programSlug));
  // A tier's own list: the first page that lists it (pages copy the same list unless the team edits one).
  const tierFeaturesOf = (key: string) =>
    programTierFeatures[key] ?? input.events.find((e) => e.event.page.pricing.features[key])?.event.page.pricing.features[key] ?? [];
  const mentorshipTierKeys = [...new Set(input.events.flatMap((e) => e.event.page.pricing.mentorshipTiers))];
  const zoneCounts = new Map<string, number>();
  for (const e of events) zoneCounts.set(e.timeZone, (zoneCounts.get(e.timeZone) ?? 0) + 1);
  const tourZone = input.codeTimeZone ?? [...zoneCounts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "UTC";
  return {
    catalogVersion: input.catalogVersion,
    codes: (input.codes ?? []).map((c) => ({ ...c, timeZone: events.find((e) => e.id === c.eventId)?.timeZone ?? tourZone })),
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
    docs: [
      ...contentDocs(input.mentorshipCohort, input.opportunities),
      ...eventDocs(eventPassages(input.events)),
      // The classes each stop's page lists beyond every stop's day ('which cities have the stunts class').
      ...listedClassDocs(
        input.events.filter((e) => e.hasPage).map(({ event: e }) => ({ eventIds: [e.id], cityName: e.cityName, slug: e.slug, whatToExpect: e.page.whatToExpect, sections: e.page.sections })),
      ),
      ...input.events.flatMap((e, i) => {
        const known = events[i];
        return known && e.hasPage && known.offers.length > 0 ? [eventRulesDoc(e, known)] : [];
      }),
      ...groupBuyingDoc(input.events),
      ...onlineAccessDocs(input.events.filter((e) => e.event.page.onlineAccess).map(({ event: e }) => ({ slug: e.slug, access: e.page.onlineAccess! }))),
    ],
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
    // The program page shows its own payment line where the catalog has none ('One-time payment for the four-week path').
    note: o.note ?? (isProgram ? actingForDancersPage.pricing.paymentNotes[o.tierKey] : undefined) ?? null,
    features: programFeatures[o.tierKey] ?? pricing.features[o.tierKey] ?? [],
    soldOut: o.soldOut,
    remaining: o.remaining,
    salesStartAt: o.salesStartAt,
    salesEndAt: o.salesEndAt,
    upgrade: o.rule.upgrade ? upgradeOf(o, input.offers) : null,
    linkUpgrade: o.rule.upgrade ? null : linkUpgradeOf(o, input.offers),
    maxPerOrder: o.maxPerOrder,
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
    scheduleNote: e.page.schedule.days.length === 0 ? scheduleCopy.emptySchedule : e.page.schedule.showWorkInProgressNote ? scheduleCopy.notes.workInProgress : null,
    offers,
    earlyBird: input.earlyBird,
  };
}

/**
 * What upgrading the offer costs, by the same functions the cart and the upgrade link charge with: in the
 * cart, the higher tier's price less this one's (cartUpgradeDifference, the upgrade dialog's figure); for
 * a ticket already bought, upgradeDifference (the team's upgrade price where set). An offer whose higher
 * tier this event doesn't sell keeps the rule's own price for both.
 */
function upgradeOf(o: EventOffer, offers: readonly EventOffer[]): KnownOffer["upgrade"] {
  const rule = o.rule.upgrade;
  if (!rule) return null;
  const to = offers.find((x) => x.tierKey === rule.tierKey);
  const money = (amountMinor: number) => ({ amountMinor, currency: o.price.currency });
  if (!to) return { tierKey: rule.tierKey, price: money(rule.priceMinor), afterPurchase: money(rule.priceMinor) };
  return {
    tierKey: rule.tierKey,
    price: money(cartUpgradeDifference(o.price.amountMinor, to.price.amountMinor)),
    afterPurchase: money(upgradeDifference({ lineTotalMinor: o.price.amountMinor, quantity: 1, toPriceMinor: to.price.amountMinor, upgradePriceMinor: rule.priceMinor })),
  };
}

/** The upgrade link's target for a bought ticket without an upgrade rule (find-ticket-upgrade's choice), and its price. */
function linkUpgradeOf(o: EventOffer, offers: readonly EventOffer[]): KnownOffer["linkUpgrade"] {
  if (o.family !== "core" || o.price.amountMinor <= 0) return null;
  const sold = offers.filter((x) => x.inCart && x.tierKey !== o.tierKey);
  const to = sold.find((x) => x.rule.requiresOneOf.includes(o.tierKey)) ?? sold.find((x) => x.family === "pro" && x.rule.requiresOneOf.length === 0);
  if (!to) return null;
  const amountMinor = upgradeDifference({ lineTotalMinor: o.price.amountMinor, quantity: 1, toPriceMinor: to.price.amountMinor, upgradePriceMinor: null });
  // Still in the cart, a Pro Track sold on its own is simply chosen instead: the higher price less this one's (the cart's own figure).
  const inCart = to.rule.requiresOneOf.includes(o.tierKey) ? null : { amountMinor: cartUpgradeDifference(o.price.amountMinor, to.price.amountMinor), currency: o.price.currency };
  return { tierKey: to.tierKey, afterPurchase: { amountMinor, currency: o.price.currency }, inCart };
}

/**
 * The rules of one event's tickets as its cart applies them, in words: how each is paid (once or
 * monthly), how many one order may hold and that one checkout pays for a group (one student per ticket),
 * what an upgrade costs and replaces, what needs another ticket first, what doesn't go together, and
 * whether the schedule is still a work in progress. Tied to its event, so 'can I buy for 5 dancers in Orlando' finds it.
 */
function eventRulesDoc(input: CatalogEventInput, e: KnownEvent): ContentDoc {
  const label = (key: string) => e.offers.find((o) => o.tierKey === key)?.label ?? key;
  // Mentorship levels are their own product (Pro / Growth is not the Pro Track): the mentorship page speaks of them.
  const sold = e.offers.filter((o) => o.price.amountMinor > 0 && o.place !== "mentorship");
  const once = sold.filter((o) => o.billing === "one_time");
  const monthly = sold.filter((o) => o.billing === "monthly");
  const lines: string[] = [];
  if (once.length > 0) lines.push(chatCopy.rules.oneTime(joinList(once.map((o) => `${o.label} (${priceText(o.price)})`))));
  if (monthly.length > 0) lines.push(chatCopy.rules.monthly(joinList(monthly.map((o) => `${o.label} (${priceText(o.price, "monthly")})`))));
  const max = Math.max(...input.offers.map((o) => o.maxPerOrder));
  lines.push(chatCopy.rules.group(max, studentRegistrationCopy.formIntro));
  for (const o of e.offers) {
    if (o.upgrade) lines.push(chatCopy.rules.upgrade(o.label, label(o.upgrade.tierKey), formatMoney(o.upgrade.price), formatMoney(o.upgrade.afterPurchase)));
  }
  for (const o of input.offers) {
    if (o.rule.requiresOneOf.length > 0) lines.push(chatCopy.rules.requires(label(o.tierKey), joinList(o.rule.requiresOneOf.map(label), "or")));
    if (o.rule.excludes.length > 0) lines.push(chatCopy.rules.excludes(label(o.tierKey), joinList(o.rule.excludes.map(label), "or")));
  }
  const schedule = input.event.page.schedule;
  if (schedule.days.length === 0) lines.push(scheduleCopy.emptySchedule);
  else if (schedule.showWorkInProgressNote) lines.push(scheduleCopy.notes.workInProgress);
  lines.push(...schedule.notes);
  return {
    id: `event:${e.slug}:rules`,
    title: chatCopy.rules.title(e.cityName),
    text: lines.join(" "),
    topic: `${e.cityName} tickets rules buy order quantity group several dancers students one-time monthly payment upgrade add-on schedule final`,
    link: { label: e.cityName, href: `/${e.slug}#pricing` },
    eventIds: [e.id],
  };
}

/**
 * How a group buys, tour-wide (issue 40): asked without a city ('the most tickets at once', 'my 3 kids'),
 * no event's rules passage is the answer. The limit is the offers' own maxPerOrder, as the cart applies it.
 */
function groupBuyingDoc(events: readonly CatalogEventInput[]): ContentDoc[] {
  const limits = events.filter((e) => e.hasPage).flatMap((e) => e.offers.filter((o) => o.price.amountMinor > 0 && o.inCart).map((o) => o.maxPerOrder));
  if (limits.length === 0) return [];
  const limit = chatCopy.groupBuying.limit(Math.min(...limits), Math.max(...limits));
  return [
    {
      id: GROUP_DOC_ID,
      title: chatCopy.groupBuying.title,
      text: chatCopy.groupBuying.text(limit, studentRegistrationCopy.formIntro),
      topic: "group studio several dancers students kids quantity one order cart checkout names registration",
      link: { label: chatCopy.groupBuying.link, href: "/" },
    },
  ];
}

function scheduleSummary(e: CatalogEvent): ScheduleGroupSummary[] {
  const groups = scheduleCopy.ageGroups[e.page.schedule.ageGroups];
  return e.page.schedule.days.flatMap((day) =>
    day.tables.flatMap((table) => {
      const first = table.slots[0];
      const last = table.slots[table.slots.length - 1];
      if (!first || !last) return [];
      const title = table.title ? (table.group ? `${table.title}, ${groups[table.group]}` : table.title) : groups[table.group ?? "all"];
      return [{ title, day: day.label ?? null, firstTime: first.time, lastTime: last.time, slots: table.slots.map((s) => ({ time: s.time, activity: s.activity, ...(s.detail ? { detail: s.detail } : {}) })) }];
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
