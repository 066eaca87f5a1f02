import { site } from "~/content/site";
import { compareByDateTbdLast } from "~/domain/dates";
import { chatCopy } from "../chat-copy";
import { eventLink, eventName, eventStatus, formatEventDate } from "../event-facts";
import { splitCityName } from "../find-cities";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { REGION_NAMES, regionDisplayName } from "../region-names";
import { joinList } from "../text";
import type { KnownEvent } from "../types";
import { hasPolicyIntent, type Understanding } from "../understand-question";
import { answerPolicies } from "./policies";
import type { ReplyBuilder } from "./reply-builder";

/** Places we don't visit. */

/** The state, province or country of an event ('TX' for 'Dallas, TX'). */
export function regionCode(e: KnownEvent): string | null {
  return splitCityName(e.cityName).region?.toUpperCase() ?? null;
}

/** How a reply names a group of regions: 'Texas', or what they share ('Canada'). */
export function regionsName(codes: readonly string[]): string {
  if (codes.length === 1) return regionDisplayName(codes[0] ?? "");
  const shared = (REGION_NAMES[codes[0] ?? ""] ?? []).filter((name) => codes.every((c) => REGION_NAMES[c]?.includes(name)));
  const name = shared[0];
  return name ? name.replace(/\b\w/g, (c) => c.toUpperCase()) : "the area";
}

/**
 * 'Do you come to Chicago?', 'the NYC event', 'Austin, TX': we have no date there. Our events in a
 * town of that name elsewhere and in its state come first; else the next dates on the tour. Never a price.
 */
export function answerUnknownPlace(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): void {
  const place = u.unknownPlace;
  if (!place) return;
  const programSlug = k.knowledge.programEventSlug;
  const upcoming = (e: KnownEvent) => e.kind !== "virtual" && eventStatus(e, now) === "upcoming";
  const line = (e: KnownEvent) => `${eventName(e, k.knowledge.events)} (${formatEventDate(e)})`;
  r.add(chatCopy.placeNone(place.name));
  if (hasPolicyIntent(u.intents)) {
    // 'Can I get a refund for the Toronto event?': the policy is the same everywhere.
    answerPolicies(u, k, now, r);
    r.link({ label: "Tour dates", href: "/" });
    return;
  }
  const same = place.sameNameEventIds
    .map((id) => k.eventsById.get(id))
    .filter((e): e is KnownEvent => Boolean(e) && upcoming(e as KnownEvent))
    .sort(compareByDateTbdLast);
  const codes = new Set(place.regionCodes);
  const nearby = k.knowledge.events.filter((e) => upcoming(e) && !same.includes(e) && codes.has(regionCode(e) ?? "")).sort(compareByDateTbdLast);
  const tour = k.knowledge.events.filter((e) => upcoming(e) && e.hasPage).sort(compareByDateTbdLast);
  if (same.length > 0) r.add(chatCopy.placeSameName(joinList(same.map(line))));
  if (nearby.length > 0) r.add(chatCopy.placeRegion(regionsName(place.regionCodes), joinList(nearby.slice(0, 5).map(line))));
  if (same.length === 0 && nearby.length === 0) r.add(tour.length > 0 ? chatCopy.placeUpcoming(joinList(tour.slice(0, 4).map(line))) : chatCopy.tourNone);
  if (tour.length > 0) r.add(chatCopy.placeTourPage(site.contactEmail));
  r.link({ label: "Tour dates", href: "/" });
  for (const e of [...same, ...nearby].slice(0, 2)) r.link(eventLink(e, programSlug));
}
