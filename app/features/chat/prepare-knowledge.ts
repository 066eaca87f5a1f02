import { createCityMatcher, type CityMatcher } from "./find-cities";
import { createPlaceReader, siteWords, type PlaceReader } from "./find-places";
import { createTierMatcher, tierWords, type NamedTier, type TierMatcher } from "./find-tiers";
import { PLACE_NICKNAMES, REGION_NAMES } from "./region-names";
import { createRelevanceGate, type RelevanceGate } from "./measure-relevance";
import { createContentSearch, synonymVocabulary, type ContentSearch } from "./search-content";
import { tokenize } from "./text";
import type { ChatKnowledge, KnownEvent, KnownTier } from "./types";

/** The knowledge with its indexes built: made once per catalog version, then only read. */
export interface PreparedKnowledge {
  knowledge: ChatKnowledge;
  eventsById: ReadonlyMap<number, KnownEvent>;
  tiersByKey: ReadonlyMap<string, KnownTier>;
  cities: CityMatcher;
  /** Places a question names that no event is in ('Toronto?', 'anything in Ohio'). */
  places: PlaceReader;
  /** Words of the events' names (cities, states, page paths): a question's place, never its topic. */
  placeWords: ReadonlySet<string>;
  /** Per event: its own offers by their names on its page. */
  eventTiers: ReadonlyMap<number, TierMatcher>;
  /** Every tier some event sells, for questions that name a tier but no city. */
  soldTiers: TierMatcher;
  /** Every tier of the catalog, sold or not, to say that one is not on sale. */
  catalogTiers: TierMatcher;
  search: ContentSearch;
  /** Whether a question is about something the site never speaks of. */
  relevance: RelevanceGate;
}

export function prepareKnowledge(knowledge: ChatKnowledge): PreparedKnowledge {
  const tiersByKey = new Map(knowledge.tiers.map((t) => [t.key, t]));
  const eventTiers = new Map<number, TierMatcher>();
  const places = new Set(knowledge.events.filter((e) => e.kind !== "virtual").flatMap((e) => [...tokenize(e.cityName), ...e.slug.split("-")]));
  const names = new Map<string, Set<string>>();
  const addName = (key: string, name: string) => {
    const set = names.get(key) ?? new Set<string>();
    set.add(name);
    names.set(key, set);
  };
  for (const e of knowledge.events) {
    eventTiers.set(e.id, createTierMatcher(
        e.offers.map((o) => ({ key: o.tierKey, names: [o.label, o.tierLabel] })),
        places,
      ));
    for (const o of e.offers) {
      addName(o.tierKey, o.tierLabel);
      addName(o.tierKey, o.label);
    }
  }
  const sold: NamedTier[] = [...names].map(([key, set]) => ({ key, names: [...set] }));
  const catalogTierNames: NamedTier[] = knowledge.tiers.map((t) => ({ key: t.key, names: [t.label] }));
  const namesOfTiers = new Set([...sold, ...catalogTierNames].flatMap((t) => tierWords(t, places)));
  const texts = [
    ...knowledge.docs.flatMap((d) => [d.title, d.text, d.topic]),
    ...knowledge.tiers.flatMap((t) => t.features),
    ...knowledge.events.flatMap((e) => [...e.offers.flatMap((o) => [...o.features, o.label]), e.subtitle ?? "", e.pricingNote ?? "", e.venue?.notes ?? ""]),
  ];
  const vocabulary = siteWords([...texts, ...knowledge.events.map((e) => e.cityName), ...knowledge.tiers.map((t) => t.label)]);
  // States, provinces and countries are places, never an unknown topic ('price madison wisconsin').
  for (const w of [...places, ...namesOfTiers, ...Object.values(REGION_NAMES).flat().flatMap((name) => tokenize(name)), ...Object.keys(PLACE_NICKNAMES).flatMap((name) => tokenize(name))]) vocabulary.add(w);
  return {
    knowledge,
    eventsById: new Map(knowledge.events.map((e) => [e.id, e])),
    tiersByKey,
    cities: createCityMatcher(knowledge.events),
    // Visitors' words the synonyms translate ('outfit' for what to wear) are no place either.
    places: createPlaceReader({ events: knowledge.events, vocabulary: siteWords([...texts, ...synonymVocabulary()]), tierWords: namesOfTiers }),
    relevance: createRelevanceGate(vocabulary),
    placeWords: places,
    eventTiers,
    soldTiers: createTierMatcher(sold, places),
    catalogTiers: createTierMatcher(catalogTierNames, places),
    search: createContentSearch(knowledge.docs),
  };
}
