import { COMMON_WORDS } from "./common-words";
import { fuzzyEquals, tokenize } from "./text";

/** A tier as the matcher sees it: its key and every name it shows under. */
export interface NamedTier {
  key: string;
  names: readonly string[];
}

/** Words that say nothing about which tier is meant. */
const FILLER = new Set(["the", "a", "an", "of", "for", "and", "to", "on", "only", "experience", "ticket", "tickets", "option"]);

/** Words of a ticket's name that name it only beside another ('full' in 'is the audition full', not 'Full Weekend Pass'). */
const WEAK_NAME_WORDS = new Set(["full", "regular", "standard"]);

/** How visitors write some tier words, rewritten to the catalog's spelling first. */
const SPELLINGS: ReadonlyArray<[RegExp, string]> = [
  [/\bmaster class(es)?\b/g, "masterclass"],
  [/\bmasterclasses\b/g, "masterclass"],
  [/\b(1 on 1|one on one|1to1|1 to 1|one to one)\b/g, "one on one private"],
  [/\bauditions\b/g, "audition"],
  [/\bpro tracks?\b/g, "pro track"],
  [/\bprotrack\b/g, "pro track"],
  [/\bthree pack\b|\b3pack\b|\b3 pk\b/g, "3 pack"],
  [/\bweekend passes\b/g, "weekend pass"],
  [/\bmentor(ing|s)?\b/g, "mentorship"],
];

/** The words a tier is named by; `places` (city words) are left out, since a question's city is not its tier. */
export function tierWords(tier: NamedTier, places: ReadonlySet<string> = new Set()): string[] {
  const words = new Set<string>();
  const keep = (w: string) => w && !FILLER.has(w) && !places.has(w);
  for (const name of tier.names) for (const w of tokenize(name)) if (keep(w)) words.add(w);
  for (const w of tier.key.split("_")) if (keep(w) && !/^\d+$/.test(w)) words.add(w);
  return [...words];
}

/** The words of a tier's names that follow a number ('pack' in '3 Pack'). */
function countedWords(tier: NamedTier): Set<string> {
  const counted = new Set<string>();
  for (const name of tier.names) {
    const words = tokenize(name);
    words.forEach((w, i) => {
      if (i > 0 && /^\d+$/.test(words[i - 1] ?? "") && !/^\d+$/.test(w)) counted.add(w);
    });
  }
  return counted;
}

/** The pairs a number of a tier's names is said in ('day 2', '3 pack'), by number. */
function numberedPairs(tier: NamedTier): Map<string, string[]> {
  const pairs = new Map<string, string[]>();
  for (const name of tier.names) {
    const words = tokenize(name);
    words.forEach((w, i) => {
      if (!/^\d+$/.test(w)) return;
      const around = [words[i - 1] ? `${words[i - 1]} ${w}` : "", words[i + 1] ? `${w} ${words[i + 1]}` : ""].filter(Boolean);
      pairs.set(w, [...(pairs.get(w) ?? []), ...around]);
    });
  }
  return pairs;
}

export interface TierMatcher {
  /** The tiers the question names, most specific first ('core and pro track' gives both). Empty when none. */
  find(question: string): string[];
}

/**
 * Tiers named in a question, by the words of their labels, page titles and keys (all catalog data).
 * 'vip' picks the VIP upgrade, 'pro track' the Pro Track over 'Pro / Growth'; rarer words order the result.
 * A tier named only by everyday words ('class') needs two of them ('one class').
 */
export function createTierMatcher(tiers: readonly NamedTier[], places: ReadonlySet<string> = new Set()): TierMatcher {
  const entries = tiers.map((t) => ({ key: t.key, words: tierWords(t, places), counted: countedWords(t), numbered: numberedPairs(t) })).filter((e) => e.words.length > 0);
  const frequency = new Map<string, number>();
  for (const e of entries) for (const w of e.words) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const weight = (w: string) => 1 + Math.log(entries.length / (frequency.get(w) ?? 1));

  const findIn = (question: string): string[] => {
    let text = ` ${tokenize(question).join(" ")} `;
    for (const [pattern, spelling] of SPELLINGS) text = text.replace(pattern, spelling);
    // 'How do I upgrade my ticket?', 'upgrade to pro': moving a ticket up; only 'the upgrade' names the upgrade ticket.
    const typed = text.trim().split(" ").filter((w) => w && !(w === "upgrade" && UPGRADE_VERB.test(text)));
    const scored = entries.flatMap((e) => {
      const matched = new Set<string>();
      let score = 0;
      let distinctive = false;
      for (const w of e.words) {
        // A number names a tier only beside the word it goes with ('day 2', '3 pack'): '2 core' counts two Core tickets.
        const hit = /^\d+$/.test(w)
          ? (e.numbered.get(w) ?? []).some((pair) => text.includes(` ${pair} `))
          : // ('started' is a verb, not a typo of 'Starter'.)
            typed.some((t) => t === w || (!COMMON_WORDS.has(t) && w.length >= 5 && !(/(ed|ing)$/.test(t) && !/(ed|ing)$/.test(w)) && fuzzyEquals(t, w)));
        if (!hit) continue;
        matched.add(w);
        score += weight(w);
        if (!COMMON_WORDS.has(w) && !/^\d+$/.test(w) && !WEAK_NAME_WORDS.has(w)) distinctive = true;
      }
      if (matched.size === 0 || (!distinctive && matched.size < 2)) return [];
      // A word a number counts ('3 Pack') names the tier with its number: 'what should we pack' names no ticket.
      if (matched.size === 1 && [...matched].every((w) => e.counted.has(w))) return [];
      return [{ key: e.key, score, matched, words: new Set(e.words) }];
    });
    const wider = (wide: Set<string>, narrow: Set<string>) => wide.size > narrow.size && [...narrow].every((w) => wide.has(w));
    // A tier whose named words another tier also has, and more, was not meant ('pro track' is not 'Pro / Growth');
    // of two tiers named by the same words, the one with fewer extra words is ('Pro Track', not 'Pro Track VIP Upgrade').
    const meant = scored.filter((s) => !scored.some((o) => o !== s && wider(o.matched, s.matched)));
    const plain = meant.filter((s) => !meant.some((o) => o !== s && o.matched.size === s.matched.size && [...o.matched].every((w) => s.matched.has(w)) && wider(s.words, o.words)));
    return plain.sort((a, b) => b.score - a.score).map((s) => s.key);
  };

  return {
    find(question) {
      const whole = findIn(question);
      // 'pro track and vip': each side names its own tier, though the VIP's name has the Pro Track's words too.
      const parts = tokenize(question).join(" ").split(/\b(?:and|or|vs|versus|compared to|compare|than|plus)\b/).filter((p) => p.trim());
      if (parts.length < 2) return whole;
      const each = parts.map(findIn);
      if (each.filter((keys) => keys.length > 0).length < 2) return whole;
      const union = [...new Set(each.flat())];
      return union.some((key) => !whole.includes(key)) ? [...new Set([...union, ...whole])] : whole;
    },
  };
}

/** 'upgrade' as what someone does, not the ticket's name. */
const UPGRADE_VERB = / (to|i|we|can|cant|how|do|want|wanna|should|could|ll|d|id|and|or) upgrade | upgrade (my|a|our|the|his|her|from|to|it|them|their|an|mine)\b/;

/** Whether a tier's whole label (two words or more) is in the question, in order: 'one on one session'. */
export function labelIn(question: string, label: string): boolean {
  const words = tokenize(label);
  return words.length >= 2 && ` ${tokenize(question).join(" ")} `.includes(` ${words.join(" ")} `);
}
