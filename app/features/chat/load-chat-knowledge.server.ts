import { asc, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes, events, opportunities, tiers } from "~/db/schema";
import { describeMentorshipCohort, pickCohortTerms } from "~/domain/mentorship-cohort";
import { findEarlyBird, loadEvent, loadEventOffers } from "~/features/catalog/catalog.server";
import { buildChatKnowledge, type CatalogEventInput } from "./build-chat-knowledge";
import type { ChatKnowledge } from "./types";

/** The currency of the tiers' base prices (the catalog's home currency). */
const BASE_CURRENCY = "USD";

/**
 * Read the public catalog the assistant answers from, through the catalog's own reads (the one way
 * to load an event and what it sells): events, venues, offers with seats left, early birds, base
 * tiers and open opportunities. Nothing personal is read: seats are counts.
 */
export async function loadChatKnowledge(options: { db: Db; now: Date; catalogVersion: number; timeZone?: string }): Promise<ChatKnowledge> {
  const { db, now } = options;
  const [rows, tierRows, opportunityRows, codeRows] = await Promise.all([
    db.select({ slug: events.slug, hasPage: events.hasPage, listedOnTour: events.listedOnTour }).from(events).orderBy(asc(events.id)),
    db.select().from(tiers).orderBy(asc(tiers.sortOrder), asc(tiers.key)),
    db.select({ slug: opportunities.slug, title: opportunities.title, summary: opportunities.summary, details: opportunities.details, isOpen: opportunities.isOpen }).from(opportunities),
    // Codes issued for one order (a free month) are that buyer's own: never read here.
    db.select().from(discountCodes).where(isNull(discountCodes.issuedForOrderId)).orderBy(asc(discountCodes.id)),
  ]);
  const loaded = await Promise.all(
    rows.map(async (row): Promise<CatalogEventInput | null> => {
      const event = await loadEvent({ db, slug: row.slug, now });
      if (!event) return null;
      const code = event.page.earlyBird?.code;
      const [offers, earlyBird] = await Promise.all([loadEventOffers({ db, eventId: event.id, now }), code ? findEarlyBird({ db, eventId: event.id, code }) : null]);
      return { event, hasPage: row.hasPage, listedOnTour: row.listedOnTour, offers, earlyBird };
    }),
  );
  const catalogEvents = loaded.filter((e): e is CatalogEventInput => e !== null);
  // The cohort the pages sell: the pages' mentorship levels first, then any other mentorship tier.
  const cohortKeys = [...catalogEvents.flatMap((e) => e.event.page.pricing.mentorshipTiers), ...tierRows.filter((t) => t.family === "mentorship").map((t) => t.key)];
  return buildChatKnowledge({
    catalogVersion: options.catalogVersion,
    events: catalogEvents,
    tiers: tierRows.map((t) => ({ key: t.key, label: t.label, basePriceMinor: t.basePriceMinor, billing: t.billing, isVirtual: t.isVirtual })),
    opportunities: opportunityRows.filter((o) => o.isOpen).map((o) => ({ slug: o.slug, title: o.title, summary: o.summary, details: o.details })),
    baseCurrency: BASE_CURRENCY,
    mentorshipCohort: describeMentorshipCohort(pickCohortTerms(tierRows, cohortKeys), now),
    codeTimeZone: options.timeZone,
    codes: codeRows.map((c) => ({
      code: c.code,
      description: c.description,
      percentOff: c.discountType === "percentage" ? c.percentOff : null,
      amount: c.discountType === "fixed" && c.amountMinor !== null && c.currency ? { amountMinor: c.amountMinor, currency: c.currency } : null,
      eligibleTierKeys: c.eligibleTiers,
      eventId: c.eventId,
      forGroup: c.customerTag !== null,
      startsAt: c.startsAt?.toISOString() ?? null,
      endsAt: c.endsAt?.toISOString() ?? null,
      active: c.isActive,
      usedUp: c.maxUses !== null && c.usesCount >= c.maxUses,
      isEarlyBird: c.isEarlyBird,
    })),
  });
}
