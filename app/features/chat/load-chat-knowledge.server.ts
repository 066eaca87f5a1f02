import { asc, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes, events, opportunities, tiers } from "~/db/schema";
import { describeMentorshipCohort, pickCohortTerms } from "~/domain/mentorship-cohort";
import { isCurrencyCode } from "~/domain/money";
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
    db.select({ c: discountCodes, eventSlug: events.slug }).from(discountCodes).leftJoin(events, eq(events.id, discountCodes.eventId)).where(isNull(discountCodes.issuedForOrderId)).orderBy(asc(discountCodes.id)),
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
    // As the cart's loader reads a code (features/cart/load-discount-codes.server.ts), so checkCode judges it the same way.
    codes: codeRows.map(({ c, eventSlug }) => ({
      eventId: c.eventId,
      rule: {
        code: c.code,
        discountType: c.discountType,
        value: (c.discountType === "percentage" ? c.percentOff : c.amountMinor) ?? 0,
        currency: c.currency && isCurrencyCode(c.currency) ? c.currency : null,
        eligibleTiers: c.eligibleTiers,
        cityRestriction: eventSlug ?? null,
        customerTag: c.customerTag,
        description: c.description,
        startsAt: c.startsAt,
        endsAt: c.endsAt,
        maxUses: c.maxUses,
        usesCount: c.usesCount,
        isActive: c.isActive,
      },
    })),
  });
}
