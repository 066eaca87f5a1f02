import { catalog } from "../../seed/catalog";
import { isUpcoming } from "~/domain/dates";
import { toMinor } from "~/domain/money";
import { pageConfigSchema } from "~/domain/page-config";
import { seededEventOffers } from "~/features/catalog/seed-offers";
import { catalogSeedSchema } from "~/features/catalog/seed-types";
import type { CatalogEvent, EventOffer } from "~/features/catalog/types";
import { buildChatKnowledge } from "~/features/chat/build-chat-knowledge";
import { prepareKnowledge, type PreparedKnowledge } from "~/features/chat/prepare-knowledge";
import { seededCohort } from "./seeded-cohort";

const seed = catalogSeedSchema.parse(catalog);

/**
 * The knowledge a freshly seeded database gives, built without one, with the team's discount codes
 * mapped as load-chat-knowledge.server.ts maps their rows; `edit` changes an offer first.
 */
export function knowledgeFromSeed(now: Date, edit?: (slug: string, offers: EventOffer[]) => EventOffer[]): PreparedKnowledge {
  const events = seed.events.map((e, i) => {
    const venue = e.venue ? seed.venues.find((v) => v.key === e.venue) : undefined;
    const event: CatalogEvent = {
      id: i + 1,
      slug: e.slug,
      kind: e.kind,
      cityName: e.cityName,
      dateText: e.dateText,
      startsOn: e.startsOn,
      endsOn: e.endsOn,
      timeZone: e.timeZone,
      currency: e.currency,
      isCancelled: e.isCancelled,
      hasEnded: !isUpcoming(e, now),
      isMasterclass: e.isMasterclass,
      venue: venue ? { name: venue.name, address: venue.address ?? null, notes: venue.notes ?? null } : null,
      page: pageConfigSchema.parse(e.page),
    };
    const code = event.page.earlyBird?.code;
    const bird = code ? seed.discountCodes.find((d) => d.code === code) : undefined;
    const offers = seededEventOffers(seed, e);
    return {
      event,
      hasPage: e.hasPage,
      listedOnTour: e.listedOnTour,
      offers: edit ? edit(e.slug, offers) : offers,
      earlyBird: bird?.percentOff && bird.endsAt ? { code: bird.code, percentOff: bird.percentOff, tiers: bird.eligibleTiers, endsAt: new Date(bird.endsAt).toISOString() } : null,
    };
  });
  const eventId = (slug: string | undefined) => {
    const i = slug ? seed.events.findIndex((e) => e.slug === slug) : -1;
    return i >= 0 ? i + 1 : null;
  };
  return prepareKnowledge(
    buildChatKnowledge({
      catalogVersion: 1,
      events,
      tiers: seed.tiers.map((t) => ({ key: t.key, label: t.label, basePriceMinor: toMinor(t.basePrice), billing: t.billing, isVirtual: t.isVirtual })),
      opportunities: seed.opportunities,
      baseCurrency: "USD",
      mentorshipCohort: seededCohort(now),
      codeTimeZone: "America/Los_Angeles",
      // As seed-catalog.server.ts stores each code and load-chat-knowledge.server.ts reads its row back.
      codes: seed.discountCodes.map((d) => ({
        eventId: eventId(d.city),
        rule: {
          code: d.code,
          discountType: d.percentOff !== undefined ? ("percentage" as const) : ("fixed" as const),
          value: d.percentOff ?? (d.amount !== undefined ? toMinor(d.amount) : 0),
          currency: d.percentOff !== undefined ? null : (d.currency ?? null),
          eligibleTiers: d.eligibleTiers,
          cityRestriction: d.city ?? null,
          customerTag: d.customerTag ?? null,
          description: d.description,
          startsAt: d.startsAt ? new Date(d.startsAt) : null,
          endsAt: d.endsAt ? new Date(d.endsAt) : null,
          maxUses: d.maxUses ?? null,
          usesCount: 0,
          isActive: d.isActive,
        },
      })),
    }),
  );
}
