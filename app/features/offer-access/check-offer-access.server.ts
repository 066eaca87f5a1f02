import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { offerAccessLists, offers } from "~/db/schema";
import { offerAccessRefusalWords } from "~/content/offer-access-link";

/**
 * Why a restricted offer is not sold here. Only `access_required` can be answered to someone who has
 * not proved an address, and it says nothing about any address; the other two name the address the
 * asker proved (a signed link in its inbox), so they tell nobody anything about another's.
 */
export type OfferAccessRefusal =
  /** The tier is sold only to a list, and this browser has proved no address. */
  | { reason: "access_required"; tierKey: string }
  /** The proved address is not on the tier's list. */
  | { reason: "not_on_list"; tierKey: string; email: string }
  /** The buyer's email is not the proved address. */
  | { reason: "other_email"; tierKey: string; email: string };

export const normalizeAccessEmail = (email: string) => email.trim().toLowerCase();

/** The lists of these tiers of the event that are sold only to a list (an offer with no list is open). */
export async function loadOfferAccessLists(options: { db: Db; eventId: number; tierKeys?: readonly string[] }): Promise<Map<string, string[]>> {
  if (options.tierKeys && options.tierKeys.length === 0) return new Map();
  const rows = await options.db
    .select({ tierKey: offers.tierKey, emails: offerAccessLists.emails })
    .from(offerAccessLists)
    .innerJoin(offers, eq(offers.id, offerAccessLists.offerId))
    .where(and(eq(offers.eventId, options.eventId), options.tierKeys ? inArray(offers.tierKey, [...options.tierKeys]) : undefined));
  return new Map(rows.map((r) => [r.tierKey, r.emails]));
}

/**
 * The one check every way of buying an offer makes (cart quote, order, subscription, upgrade link):
 * a tier sold only to the team's list (studio students and alumni, deposit holders) needs an address
 * the buyer has proved (`verifiedEmail`: the signed access link's cookie, or the order's own address
 * for a link emailed to it) that is on the list, and, when a buyer's email is given, that same
 * address. Null when every tier may be sold.
 */
export async function checkOfferAccess(options: {
  db: Db;
  eventId: number;
  tierKeys: readonly string[];
  verifiedEmail: string | null;
  buyerEmail?: string;
  /** The event's tiers that have a list, when the caller has just read them: none of these tiers in it, no read. */
  listedTiers?: ReadonlySet<string>;
}): Promise<OfferAccessRefusal | null> {
  const { listedTiers } = options;
  if (listedTiers && !options.tierKeys.some((k) => listedTiers.has(k))) return null;
  const lists = await loadOfferAccessLists(options);
  if (lists.size === 0) return null;
  const verified = options.verifiedEmail ? normalizeAccessEmail(options.verifiedEmail) : null;
  for (const [tierKey, emails] of lists) {
    if (!verified) return { reason: "access_required", tierKey };
    if (!emails.includes(verified)) return { reason: "not_on_list", tierKey, email: verified };
    if (options.buyerEmail !== undefined && normalizeAccessEmail(options.buyerEmail) !== verified) return { reason: "other_email", tierKey, email: verified };
  }
  return null;
}

/** A refusal in the words the buyer reads (the same as the cart's for its quote). */
export function offerAccessRefusalMessage(tier: string, refusal: OfferAccessRefusal): string {
  return offerAccessRefusalWords(tier, refusal.reason, refusal.reason === "access_required" ? null : refusal.email);
}
