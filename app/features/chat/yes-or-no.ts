import { isMinor } from "~/domain/age-groups";
import { COMMON_WORDS } from "./common-words";
import { detectIntents } from "./detect-intents";
import { PLACE_NICKNAMES, REGION_NAMES } from "./region-names";
import { keyTerms, stem, withSynonyms } from "./search-content";
import { normalizeText, tokenize } from "./text";

/**
 * Yes or No to a yes/no question, from what the reply's facts say (issue 40): each rule pairs a kind of
 * question with the reply's own words ('do I have to…' with 'optional'), so a reply that only mentions
 * the topic is not read as a yes. The words every reply answers (the event, the dancer) are shared with
 * the confidence measure in compose-answer.ts.
 */

export interface Confidence {
  score: number;
  keys: string[];
  missing: string[];
  /** The keys without the words of the tickets named: what is asked of them ('does the Pro Track include hair and makeup'). */
  asked?: { keys: string[]; missing: string[] };
}

/** States, provinces and countries, and places' nicknames: where, never what. */
export const REGION_WORDS: ReadonlySet<string> = new Set([...Object.values(REGION_NAMES).flat(), ...Object.keys(PLACE_NICKNAMES)].flatMap((name) => tokenize(name)));

/** What kind of thing the event is, and who the dancer is: every reply about an event answers these. */
export const FRAME_WORDS: ReadonlySet<string> = new Set(
  "hes shes hes theyre im bought purchased booked intensive intensives event events show shows class classes workshop workshops stop stops tour held studio group groups turned turns turning just daughter son kid kids child children teen teens dancer dancers girl boy anymore another wanna want wants mom mum dad mother father parent parents learn live instead lose heard hear weird kind like fill site wore worn sister brother sibling siblings friend friends bff buddy cousin cousins niece nephew grandma grandpa sign register registering registration enrol enroll students student pupils older younger oldest youngest try trying trial supposed meant expected owner owners twins triplets assume assuming guess guessing suppose presume reckon wondering".split(" "),
);

/** The age from which a dancer is an adult on the forms (isMinor's rule). */
export const ADULT_AGE = Array.from({ length: 100 }, (_, i) => i).find((a) => !isMinor(a)) ?? 18;

/** 'Can I buy just the upgrade', 'without the pass', 'skip the audition', 'instead': whether one thing goes without another. */
export const RESTRICTS = /\bwithout\b|\bskip\b|\binstead of\b|\bexcept\b|\bon (its|their) own\b|\bby itself\b|\b(just|only) (the|a|an|one|buy|get|do|take|pay)\b|\b(buy|get|do|take|pay for) (just|only)\b/;

export const NEEDS = /\b(have to|has to|need to|needs to|must|required|require|requires|mandatory|compulsory|obligatory|necessary)\b|\bneeds? (a lot of |any |much |prior |previous |some )?(experience|training|background)\b/;

export const NEGATIVE_REPLY = /\b(doesn ?t offer|isn ?t on sale|has no separate|don ?t have an? [a-z ,]+ date|no upcoming dates|has been cancelled|is full|sold out|not required|neither is required|isn ?t confirmed|is not|are not|does not|doesn ?t|don ?t go together|you don ?t keep|replaces)\b/;

/** Words of a reply that says something is missing, full or not known: it is no plain yes. */
const DENIES = /\b(no|not|don ?t|doesn ?t|isn ?t|aren ?t|can ?t|cannot|never|(is|are|now) full|sold out|waitlist|unknown)\b/;

/** Every key term of the question (else every content word no intent stands for) is in the reply, and the reply denies nothing. */
function topicStated(question: string, a: string, keys: readonly string[], places: ReadonlySet<string> = new Set()): boolean {
  // A place named is where, not what: 'does the Sarasota studio have AC' is not answered by Sarasota's address.
  const content = keyTerms(question).filter((w) => w.length >= 4 && !COMMON_WORDS.has(w) && !FRAME_WORDS.has(w) && !REGION_WORDS.has(w) && !places.has(w));
  const topical = content.filter((w) => detectIntents(w).size === 0);
  // 'Should we pack lunch?': the thing asked may be a word the assistant reads as a topic ('lunch'); it is still what the reply must state.
  const words = keys.length > 0 ? keys : topical.length > 0 ? topical : content;
  // In the site's words too: 'pack' is said as 'bring'.
  const said = (w: string) => a.includes(` ${stem(w)}`) || tokenize(withSynonyms(w)).some((x) => x !== w && x.length >= 4 && a.includes(` ${stem(x)}`));
  return words.length > 0 && words.every(said) && !DENIES.test(a);
}

/** 'is there a Q&A', 'do the juniors get a lunch break', 'does the day have a showcase': the thing asked for. */
/** 'Spokane has a stunts class?', 'does boston offer a contemporary class': the thing a place is asked to have. */
const THING_HAS = /^ (\w+ ){0,2}(has|have|offers?|includes?|got) (a |an |any |some )?(?<thing>[a-z ]+?) ?$/;
const THING_ASKED = /^ (is there|are there|do (the|our|my) \w+ (get|have)|does (the|her|his|my|our) \w+ (get|have|include)|does it (have|include)|do (they|we|you) (get|have)) (a |an |any |some )?(?<thing>[a-z ]+?) ?$/;

/** What a parent or buyer must do ('do I have to stay', 'do we need to bring'): 'all levels' says nothing of it. */
const DUTY_ASKED = /\b(have to|need to|must) (stay|be there|wait|come|drive|attend|watch|sign|pay|bring|buy|book|register|print|wear|arrive)\b/;

const WEEKDAY = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;

const SPLIT_ASKED = /\b(split|splits|separate|separated|apart|divided|by age|age groups?)\b/;

const TOGETHER_ASKED = /\b(together|mixed|same (room|class|group))\b/;

const ALL_TOGETHER = /\b(all ages together|open to every age|every age|side by side|together)\b/;

const SPLIT_SAID = /\b(separate groups|splits? (classes )?into|train in separate|split by age)\b/;

/** Whether dancers of different ages are split or together, from the reply's sentence about the day asked (else the whole reply). */
function groupingAnswer(q: string, reply: string, whole = q): "yes" | "no" | null {
  const split = SPLIT_ASKED.test(q);
  const together = TOGETHER_ASKED.test(q);
  if (split === together) return null;
  // The day may be named before the clause that asks ('Sherwood Saturday - is that all ages together?').
  const day = WEEKDAY.exec(q)?.[1] ?? WEEKDAY.exec(whole)?.[1];
  const sentences = reply.split(/(?<=[.;]) /).map((sentence) => normalizeText(sentence));
  const said = day ? sentences.find((sentence) => sentence.includes(day)) : normalizeText(reply);
  if (!said) return null;
  const isTogether = ALL_TOGETHER.test(said) && !SPLIT_SAID.test(said);
  const isSplit = SPLIT_SAID.test(said) && !ALL_TOGETHER.test(said);
  if (!isTogether && !isSplit) return null;
  return isSplit === split ? "yes" : "no";
}

/** 'Yes' or 'No' when the reply's facts decide the question, else null (the reply stands as it is). */
export function yesOrNo(question: string, reply: string, confidence: Confidence, whole = question, placeNamed = false, specificOnly = false, places: ReadonlySet<string> = new Set()): "yes" | "no" | null {
  const q = ` ${asQuestion(question)} `;
  const all = ` ${whole} `;
  const a = ` ${normalizeText(reply)} `;
  if (/^(yes|no)\b/.test(a.trim())) return null;
  // 'Can I send the talent form with no links?' — 'a link is required': no; 'links … are optional': yes.
  if (/\b(no|without|zero|0) (a |any )?links?\b/.test(q) && /\ba link is required\b/.test(a)) return "no";
  if (/\b(no|without|zero|0) (a |any )?links?\b/.test(q) && /\blinks? [a-z ]{0,40}\bare optional\b/.test(a)) return "yes";
  // 'Is the Boston venue confirmed?' — its street address given: yes; 'venue details coming soon': no.
  if (/\b(venue|studio|location|place|address)\b.*\b(confirmed|finalized|finalised|final|set|decided|booked)\b/.test(q)) return /\bcoming soon\b|\bisn ?t confirmed\b|\bnot confirmed\b/.test(a) ? "no" : /\b\d+ [a-z]+ (st|street|ave|avenue|rd|road|dr|drive|blvd|way|ln|lane|pkwy|hwy)\b/.test(a) ? "yes" : null;
  // 'I'd rather she's not in your posts. Is that possible?' — 'email us … and we will keep them out': yes.
  if (/\b(is (that|it|this) possible|can (that|it|this) be (done|arranged)|possible to)\b/.test(q) && /\b(we will|we ll|you can)\b/.test(a)) return "yes";
  // 'Is the cinematic demo reel included in the ticket?' — 'by application', 'an application, not a purchase': no.
  if (/\b(included|come) (in|with) (the |my |a )?(ticket|pass|core|pro track|price)\b/.test(q) && /\b(by application|an application|not a purchase|sold separately|not included)\b/.test(a)) return "no";
  // 'Can I do Core Day 1 on the 16th instead?' — the reply's dates don't include that day: no.
  const dayOfMonth = /\b(?:on |for )?the (\d{1,2})(?:st|nd|rd|th)\b/.exec(q)?.[1];
  const daysSaid = [...reply.matchAll(/\b(?:January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2})\b/g)].map((m) => m[1]);
  if (dayOfMonth && daysSaid.length > 0 && !daysSaid.includes(String(Number(dayOfMonth))) && !/\b(and|or|&) \d{1,2}\b/.test(reply)) return "no";
  // 'Can I just buy the cinematic demo reel?' — 'an application, not a purchase': no.
  if (/^ (can|could|may) (i|we|she|he|they|you) (just |simply |also )?(buy|purchase|pay for|order|book)\b/.test(q) && /\b(not a purchase|by application only|is by application)\b/.test(a)) return "no";
  // 'Is there a date for London yet?' — 'To Be Determined': no; a date given: yes.
  if (/\b(is there|do you have|any|got) (a |any )?(date|dates)\b.*\byet\b|\bdates? (set|confirmed|announced|decided) yet\b/.test(q)) return /\bto be determined\b|\bnot set\b|\bisn ?t set\b|\bno date\b/.test(a) ? "no" : /\b(january|february|march|april|may|june|july|august|september|october|november|december) \d/.test(a) ? "yes" : null;
  // 'Spokane core is the same 168 as everywhere, right?' — the one price the reply gives, against the figure said.
  const said = /\b(?:same|is|be|costs?|priced at) (?:c )?\$? ?(\d{2,4})\b/.exec(q);
  const quoted = [...new Set(reply.match(/(?:C\$|[$£€])\s?\d[\d,]*/g) ?? [])];
  if (said && /\b(same|cost|costs|price|priced|\$)\b/.test(q) && quoted.length === 1) return Number(quoted[0]!.replace(/[^\d]/g, "")) === Number(said[1]) ? "yes" : "no";
  // 'Is a shirt with a big logo ok for filming?' — 'avoid big logos': no.
  if (/^ (is|are) .*\b(ok|okay|fine|alright|allowed)\b/.test(q) && confidence.keys.some((w) => new RegExp(`\\bavoid (\\w+ ){0,3}${stem(w)}`).test(a))) return "no";
  // 'Do I have to audition?' — 'the audition is optional'.
  if (NEEDS.test(q) && /\b(optional|not required|neither is required|isn ?t required)\b/.test(a)) return "no";
  // 'Can a total beginner come?' — 'all levels, everyone belongs': yes.
  if (/^ (can|could|may) (a|an|my|i|we|she|he|they|anyone|someone|beginners?|total|complete)\b.*\b(come|join|take part|participate|do it|sign up|attend)\b/.test(q) && /\b(all levels|everyone belongs)\b/.test(a) && !NEEDS.test(q)) return "yes";
  // 'Is it ok for beginners?' — 'all levels, everyone belongs': yes.
  if (/^ (is|are) (it|this|that|the \w+) (ok|okay|fine|good|suitable|right|meant|designed|open) for\b/.test(q) && /\b(all levels|everyone belongs|all ages)\b/.test(a) && !/\bonly\b/.test(q)) return "yes";
  // 'Is the schedule final?' — 'finalized closer to the event date': not yet.
  if (/\bschedules? (final|finalized|finalised|set|confirmed|done|fixed)\b/.test(q) && /\bfinali[sz]ed closer to\b|\bwork in progress\b|\bisn ?t final\b/.test(a)) return "no";
  // 'Is this only for advanced dancers?' — 'all levels': no.
  if (/\bonly (for|open to)\b/.test(q) && /\b(all levels|all ages|every level|everyone belongs|open to every age|every age)\b/.test(a)) return "no";
  // 'Do you have to be advanced?' — 'all levels': nothing is asked of the dancer.
  if (NEEDS.test(q) && !DUTY_ASKED.test(q) && /\b(all levels|every level|whatever (their|your) level|everyone belongs|any level|no experience)\b/.test(a)) return "no";
  // 'Does she need me to sign anything?' — a parent's name and consent for a dancer under 18, by the age the reply names.
  if (/\b(sign|consent|permission|agree)\b/.test(q) && /\b(need|needs|have to|has to|must|required)\b/.test(q) && /\bguardian ?s name\b/.test(a)) {
    const age = Number(/\b(\d{1,2}) year old\b/.exec(a)?.[1] ?? NaN);
    if (Number.isInteger(age)) return age < ADULT_AGE ? "yes" : "no";
  }
  if (/\boptional\b/.test(q) && /\boptional\b/.test(a)) return "yes";
  // 'Does the audition cost extra?' — 'it is free': no.
  if (/\bcosts? (extra|more|anything)\b|\bextra (charge|cost|fee)\b|\bpay (extra|more)\b/.test(q) && /\bfree\b/.test(a) && !/[$£€]\s?\d/.test(reply)) return "no";
  if (/\bfree\b/.test(q)) return /\bfree\b/.test(a) ? "yes" : /[$£€]\s?\d|\b\d+ (a month|each)\b/.test(reply) ? "no" : null;
  // 'Will attending get me booked for sure?' — the site promises no role.
  if (/\bguarantee\w*\b|\bfor sure\b/.test(q)) return /\bno guarantee|\bnot guaranteed|\b(doesn ?t|does not|can ?t|cannot|never|don ?t) guarantee/.test(a) ? "no" : null;
  // A stop that has been cancelled refunds every ticket in full.
  if (/\b(money back|refund\w*|reimburs\w*)\b/.test(q) && /\bhas been cancelled\b/.test(a) && /\bfull refund\b/.test(a)) return "yes";
  // Money back: when the event is cancelled, a full refund; otherwise sales are final.
  if (/\b(money back|refund\w*|reimburs\w*)\b/.test(q)) {
    if (/\bcancel\w*\b|\bcall\w* off\b/.test(all) && !/\b(i|we|he|she|they) (cancel|cant|can ?t|call)\b/.test(all)) return /\bif we cancel\b[^.]*\b(full refund|refund)\b/.test(a) ? "yes" : null;
    // A date the team changes is decided by the 48 hours; 'plans changed' is the buyer's own reason.
    // ('If the date changes and the new one doesn't work, can we get our money back?': yes, within the 48 hours.)
    const dateChanged = /\b(date|dates|day) (is |was |has been |got )?(change|changes|changed|moved|moves|move|switched|pushed)\b/.test(all);
    if (dateChanged && /\b(doesn ?t|does not|don ?t|do not|can ?t|cannot|won ?t) (work|suit|fit|make)\b|\bcan ?t make (it|the new)\b/.test(all) && /\b48 hours to respond for a refund\b/.test(a)) return "yes";
    if (/\b(date|dates|day) (is |was |has been |got )?(change|changes|changed|moved|move|switched|pushed)\b|\b(change|changed|move|moved|moves|switch|switched) (the |our |my |its )?(date|day)\b|\bdate change\b|\b(reschedul|postpon)\w*|\b(move|moved|moves) (the|it|our|my)\b/.test(all)) return null;
    return /\ball sales are final\b/.test(a) ? "no" : null;
  }
  // 'Can I use my credit for another city?' — 'can be used for any city'.
  // Not when the rule has a condition ('priced in the currency you paid') and a place is named: the currency decides that (creditCurrencyAnswer).
  if (/\buse\b/.test(q) && /\bcan be used for any\b/.test(a) && (!/\bcurrency you paid\b/.test(a) || !placeNamed)) return "yes";
  // 'Can't make any date, can I still be considered?' — the talent submission is the way: yes.
  if (/\b(still|any way|anyway|another way|other way)\b/.test(q) && /\bthrough submit talent\b/.test(a)) return "yes";
  // 'Can I use a code from another city's page?' — 'codes work only on that city's page': no.
  if (/\b(another|other|different) (city|citys|cities|stop|stops|event|events|page|location)\b/.test(q) && /\bonly (on|for|at|in) (that|its|the same|this|their)\b/.test(a)) return "no";
  // 'I didn't answer in time, did I lose my ticket?' — it becomes a credit: no.
  if (/\b(lose|lost|losing|forfeit\w*)\b/.test(q) && /\bbecomes a credit\b/.test(a)) return "no";
  // 'Is Acting for Dancers in person?' — 'a virtual program': no.
  if (/\bin ?person\b|\bface to face\b|\bat (a|the) studio\b/.test(q) && /\b(virtual|online|over video)\b/.test(a) && !/\bin ?person\b/.test(a)) return "no";
  // 'Is Acting for Dancers online?' — 'fully online', 'a virtual program': yes.
  if (/^ (is|are) .*\b(online|virtual|remote|over video|on zoom)\b/.test(q) && /\b(virtual|online|over video)\b/.test(a) && !/\bin ?person\b/.test(a)) return "yes";
  // 'Can she wear her shirt with the big logo?' — 'avoid big logos': no.
  if (/^ (can|could|may|should) (i|we|she|he|they|my \w+) (wear|bring|use|have)\b/.test(q) && confidence.keys.some((w) => new RegExp(`\\bavoid (\\w+ ){0,3}${stem(w)}`).test(a))) return "no";
  // 'Can I upgrade my core after buying it?' — it moves up, at a price: yes.
  if (/^ (can|could) (i|we|she|he|they) (still )?(upgrade|move (it |my \w+ |the \w+ )?up|switch)\b/.test(q) && /\bmoves up\b|\bcosts [^.]*\bmore\b/.test(a)) return "yes";
  // 'Can I cancel after the first month?' — a minimum of more months than that: no.
  const minimum = /\b(\d+) month minimum\b/.exec(a);
  // ('Could I stop after 2 months?' — fewer months than the minimum: no.)
  const monthsSaid = /\b(after|in|within|for|only|just) (\d{1,2}|two|three|four|five|six) months?\b/.exec(all)?.[2];
  const months = monthsSaid ? ({ two: 2, three: 3, four: 4, five: 5, six: 6 } as Record<string, number>)[monthsSaid] ?? Number(monthsSaid) : NaN;
  if (minimum && /\bcancel\w*\b|\b(stop|quit|leave|end it|drop out)\b/.test(all) && Number.isInteger(months)) return months < Number(minimum[1]) ? "no" : "yes";
  if (minimum && /\bcancel\w*\b|\b(stop|quit|leave|end it|drop out)\b/.test(all) && /\b(after|in|within) (just |only )?(the first|one|a|1|the 1st) month\b|\b(for|try( it)?( for)?) (just |only )?(one|a|1|a single) month\b|\bearly\b|\bright away\b/.test(all) && Number(minimum[1]) > 1) return "no";
  // 'Do I need to pack lunch?' — the what-to-bring list names it, and denies nothing of it.
  if (/\b(need to|needs to|have to|has to|should|must) (i |we |she |he |they )?(bring|pack)\b/.test(q) && confidence.missing.length === 0 && /\bbring\b/.test(a) && !DENIES.test(a)) return "yes";
  // 'Do we get the videos the same day?' — 'allow up to four weeks after your event': no.
  if (/\b(same day|that day|on the day|right away|immediately|straight away|right after|that night)\b/.test(q) && /\b(weeks? after|days? after|allow up to|within \w+ weeks)\b/.test(a)) return "no";
  // 'Is it OK to wear outdoor sneakers on the floor?' — 'not allowed': no.
  if (/^ (is it|is that|would it be|are) (ok|okay|fine|alright|allowed)\b|^ (can|could|may) (i|we|she|he|they|my \w+) (just )?(wear|use|bring|dance in)\b/.test(q) && confidence.keys.some((w) => new RegExp(`\\b${stem(w)}\\w*( \\w+){0,4} (are|is) not allowed\\b|\\b(are|is) not allowed( \\w+){0,3} ${stem(w)}`).test(a)) && (!/\bnot allowed( \w+){0,3} floors?\b/.test(a) || /\b(walk|walks|walked|outside|outdoor|street|wore|worn|came in|come in)\b/.test(q))) return "no";
  // 'Is the private session an hour long?' — 'one 50-minute private session': the length stated, against the one asked.
  const lengthAsked = /\b(an?|one|half an?|\d+) (hour|hr|minute|min)s? (long|session|class)?\b/.exec(q);
  const lengthSaid = /\b(\d+)[- ]minute\b/.exec(a);
  if (lengthAsked && lengthSaid && /\b(long|last|lasts|length)\b/.test(q)) {
    const n = lengthAsked[1] === "half an" || lengthAsked[1] === "half a" ? 0.5 : /^(an?|one)$/.test(lengthAsked[1]!) ? 1 : Number(lengthAsked[1]);
    const minutes = /^(hour|hr)$/.test(lengthAsked[2]!) ? n * 60 : n;
    return minutes === Number(lengthSaid[1]) ? "yes" : "no";
  }
  // 'Does Building include one-on-one calls?' — the level's own list of what it includes, which names it or not.
  const included = /\b(include|includes|including|come with|comes with|cover|covers|(?:does|do|will|would) (?:he|she|they|i|we|you) (?:also )?get)\s+(an? |the |any )?(?<thing>[a-z0-9 ]+?)(?= with | from | for | in | at | on |$)/.exec(q.trim())?.groups?.thing;
  const list = ownList(q, reply);
  // (Only of a thing the reply speaks of elsewhere: one it never names, like hair and makeup, is not known.)
  if (included && list && confidence.missing.length === 0) {
    // ('one on one' is the thing itself: only the little words of the phrase are left out.)
    // ('Any private time with the coach' asks for private time: 'time' is how it is said, not what.)
    const words = included.split(" ").filter((w) => w.length >= 2 && !/^(an?|the|any|some|my|your|her|his|to|of|for|and|or|time|stuff|things?|kind|sort)$/.test(w));
    // ('Does a Boston ticket come with Acting for Dancers?': the stop's own page lists a free month of it beside the tickets.)
    const pageLists = / page lists the ([a-z0-9 ]+)/.exec(a)?.[1] ?? "";
    if (words.length > 0 && words.every((w) => ` ${pageLists}`.includes(` ${w}`))) return "yes";
    if (words.length > 0) return words.every((w) => list.includes(` ${w}`) || list.includes(` ${stem(w)}`)) ? "yes" : "no";
  }
  // 'Is Pro Track at Niagara more than 400 Canadian?' — the one price the reply gives, against the figure asked.
  const bound = /\b(more than|over|above|under|less than|below|cheaper than|more expensive than)\s+(?:c ?\$|\$|£|€)?\s?(\d[\d,]*)\b/.exec(q);
  // (The figure of the ticket asked is the reply's first; a gap or an upgrade price may follow it.)
  const firstSentence = reply.split(/(?<=\.)\s+(?=[A-Z])/)[0] ?? reply;
  const prices = [...new Set(firstSentence.match(/(?:C\$|[$£€])\s?\d[\d,]*(?:\.\d\d)?/g) ?? [])];
  if (bound && prices.length === 1) {
    const asked = Number(bound[2]!.replace(/,/g, ""));
    const value = Number(prices[0]!.replace(/[^\d.]/g, ""));
    const above = /^(more than|over|above|more expensive than)$/.test(bound[1]!);
    return (above ? value > asked : value < asked) ? "yes" : "no";
  }
  // 'Does it start right away if we sign up now?' — a cohort 'starting' on a date ahead: no.
  if (/\bstart\w*\b/.test(q) && /\b(right away|immediately|straight away|right now|today|as soon as)\b/.test(q) && /\bstarting (january|february|march|april|may|june|july|august|september|october|november|december) \d/.test(a)) return "no";
  // 'Does it renew on its own?' — 'renews automatically'.
  if (/\brenew\w*\b|\bautomatic\w*\b|\bauto ?renew\w*\b/.test(q) && /\brenews automatically\b|\brecurs? monthly\b|\buntil you cancel\b/.test(a)) return "yes";
  // 'Can I buy just the upgrade, without the pass?' — 'it needs the pass first'.
  if (RESTRICTS.test(q) && /\b(needs?|requires?) (the|a|an)\b|\bonly with\b|\bmust (also )?(buy|have)\b/.test(a)) return "no";
  // 'Is it still on?' — cancelled or going ahead.
  if (/\b(still on|going ahead|still happening|happening|cancel\w*)\b/.test(q)) {
    const cancelled = /\bhas been cancelled\b/.test(a);
    if (/\bcancel\w*\b/.test(q)) return cancelled ? "yes" : /\bgoing ahead\b|\bis on\b|\bruns\b/.test(a) ? "no" : null;
    return cancelled ? "no" : /\bis on\b|\bruns\b|\bgoing ahead\b/.test(a) ? "yes" : null;
  }
  // 'Is it sold out?' / 'any spots left?'
  if (/\b(sold out|full)\b/.test(q)) return /\bsold out\b|\bis full\b/.test(a) ? "yes" : /\bseats? (left|available)\b/.test(a) ? "no" : null;
  if (/\b(spots?|seats?|places?|room|space) (left|available|open)\b|\bstill (get|buy|register|sign)\b/.test(q))
    return /\bsold out\b|\bis full\b/.test(a) ? "no" : /\bseats? (left|available)\b/.test(a) ? "yes" : null;
  // 'She just turned 12, is she in the junior group?' — the group the reply puts that age in.
  const groupAsked = /\b(in|with|join|be in|part of|one of|count as) (the )?(junior|senior)s?\b/.exec(q)?.[3];
  const groupSaid = /\bdances with (junior|senior)s\b/.exec(a)?.[1];
  if (groupAsked && groupSaid) return groupAsked === groupSaid ? "yes" : "no";
  // 'Is Saturday split by age?': the sentence about that day decides, not the stop's general rule.
  const grouping = groupingAnswer(q, reply, all);
  if (grouping) return grouping;
  // 'Do I keep my Core ticket if I upgrade?'
  if (/\bkeep\b/.test(q) && /\breplaces\b/.test(a)) return "no";
  if (/\b(monthly|a month|per month|subscription|recurring)\b/.test(q)) return /\bone time payment\b/.test(a) ? "no" : /\ba month\b|\bmonthly\b/.test(a) ? "yes" : null;
  // 'Does it cost the same in Spokane as Seattle?' — the prices the reply gives.
  if (/\bsame\b/.test(q) && /\b(cost|price|prices|priced|charge)\b/.test(q)) {
    const prices = new Set(reply.match(/[A-Z]{0,2}[$£€]\s?[\d,.]+/g) ?? []);
    if (prices.size >= 2) return "no";
  }
  if (/\b(both|together|same order)\b/.test(q) && /\bdon ?t go together\b/.test(a)) return "no";
  // 'Is there a Q&A?', 'do the juniors get a lunch break?' — the reply names that very thing, and denies nothing of it.
  const named = (THING_ASKED.exec(q) ?? THING_HAS.exec(q))?.groups?.thing?.split(/ (in|at|on|for|during|part|of|as|with|this|that|there|here|too|also) /)[0]?.trim();
  const thingWords = named ? named.split(" ").filter((w) => w.length >= 3 && !COMMON_WORDS.has(w)) : [];
  // (Not when the reply opens by saying there is none: 'I don't have a Toronto date…'.)
  if (named && (thingWords.length > 0 || /\bq and a\b/.test(named)) && !NEGATIVE_REPLY.test(a.slice(0, 90))) {
    // The thing named as the site names it ('a stunts class': 'the Stunts for Dancers class'), in one sentence that denies nothing.
    const sentence = reply
      .split(/(?<=[.;:])\s+/)
      .map((x) => ` ${normalizeText(x)} `)
      .find((x) => x.includes(` ${named} `) || (thingWords.length > 0 && thingWords.every((w) => x.includes(` ${w}`) || x.includes(` ${stem(w)}`))));
    if (sentence && !DENIES.test(sentence) && saysEveryKey(confidence.keys, reply)) return "yes";
  }
  // Past here the rules read the reply in general terms: they decide only a reply already judged to answer the question.
  if (specificOnly) return null;
  // The reply says the thing isn't there ('London doesn't offer the weekend pass').
  if (NEGATIVE_REPLY.test(a.slice(0, 90))) return "no";
  // 'Is there a contemporary class in Boston?' — the reply names every key term asked: yes.
  // ('Can I cash out my credit?' — 'credits can't be exchanged for cash': a sentence with the thing asked that denies it is no yes.)
  const denying = (x: string) => /\b(can ?t|cannot|won ?t|isn ?t|aren ?t|never|not allowed|no longer|doesn ?t|don ?t)\b/.test(normalizeText(x));
  const hasKey = (x: string) => confidence.keys.some((w) => ` ${normalizeText(x)}`.includes(` ${stem(w)}`));
  const replySentences = reply.split(/(?<=[.;])\s+/);
  const keyDenied = replySentences.some((x) => denying(x) && hasKey(x));
  // (Only when no other sentence says the thing asked plainly: 'bring clean sneakers' beside 'street shoes … not allowed'.)
  if (keyDenied && !replySentences.some((x) => !denying(x) && hasKey(x)) && /^ (can|could|may) (i|we|she|he|they)\b/.test(q) && confidence.keys.length > 0 && confidence.missing.length === 0) return "no";
  if (!keyDenied && !RESTRICTS.test(q) && !/\bdepends on\b/.test(a) && /^ (is there|are there|do you (have|offer|do|sell)|does (it|the \w+|\w+) (have|offer|include|come with)|is (there|it|the \w+) (included|includ\w*)|can (i|we|my|she|he|they))\b/.test(q) && confidence.keys.length > 0 && confidence.missing.length === 0 && (!/^ (is|are) there\b/.test(q) || saysEveryKey(confidence.keys, reply)))
    return "yes";
  // 'Can she still come and audition?' — the audition is free and has its own registration.
  if (/^ (can|could|may) (i|we|she|he|they|my \w+) (still |just |also )?(come and |come to the )?audition\b/.test(q) && /\baudition only option\b|\bregister for the audition alone\b/.test(a) && !/\b(no audition|doesn ?t have an audition|is full)\b/.test(a)) return "yes";
  // 'Is the Orlando studio the one on Edgewater Dr?' — the reply's address has every word asked.
  if (/^ is (it|this|that|the \w+( \w+)?) (the one |the studio |the place |the venue )?(on|at) /.test(q) && confidence.keys.length > 0 && confidence.missing.length === 0 && !DENIES.test(a)) return "yes";
  // 'Is there an audition in X?' — the thing asked about is read as the topic (no key term left), and the reply states it without a 'no'.
  const thing = /^ (is|are) there (a |an |any )?([a-z]+) /.exec(q)?.[3] ?? /^ (any) ([a-z]+) /.exec(q)?.[2];
  if (thing && thing.length >= 4 && !COMMON_WORDS.has(thing) && a.includes(` ${stem(thing)}`) && !DENIES.test(a) && saysEveryKey(confidence.keys, reply)) return "yes";
  // 'Does a credit ever expire?' — 'a credit that never expires': the reply denies the very thing asked.
  // 'So the credit never runs out?' — 'a credit that never expires': the reply says what the question does.
  const never = /\bnever (\w+)/.exec(withSynonyms(q, "replace"))?.[1];
  if (never && never.length >= 4 && new RegExp(`\\bnever ${stem(never)}`).test(a)) return "yes";
  // (In the site's words too: a flight is travel, which a scholarship 'doesn't cover'.)
  const deniedWords = confidence.keys.flatMap((w) => [w, ...tokenize(withSynonyms(w, undefined, whole)).filter((x) => x !== w && x.length >= 4)]);
  if (!/\b(not|never|no|don ?t|doesn ?t)\b/.test(q) && deniedWords.some((w) => new RegExp(`\\b(never|not|no longer|doesn ?t|don ?t|won ?t)( cover| include| pay for| see or| see and)? ${stem(w)}`).test(a))) return "no";
  // 'Do they show the playback?', 'should we pack lunch?': a passage that states every key term, with no 'not' or 'no', says yes.
  // A passage that mentions what is asked doesn't say it is required: 'do you have to…' needs a rule, not a topic.
  if (!RESTRICTS.test(q) && !NEEDS.test(q) && !/\bdepends on\b/.test(a) && /^ (do they|do you|does (it|the \w+)|should (i|we|he|she|they)|will (they|there|we|i|you))\b/.test(q) && topicStated(whole, a, confidence.keys, places)) return "yes";
  return null;
}

/**
 * The sentence listing what the ticket asked about includes: 'does the core ticket include the pro track session'
 * is asked of the Core Experience's list, though the reply lists the Pro Track's first.
 */
function ownList(q: string, reply: string): string | undefined {
  const lists = reply.split(/(?<=[.;])\s+/).map((x) => ` ${normalizeText(x)} `).filter((x) => / includes /.test(x));
  const subject = /\b(?:does|do|is|would|will) (?:the |a |an |my |her |his |our |that |this )?(?<subject>[a-z0-9 ]+?) (?:include|includes|come with|comes with|cover|covers)\b/.exec(q)?.groups?.subject;
  const words = subject ? subject.split(" ").filter((w) => w.length >= 3 && !COMMON_WORDS.has(w) && !/^(ticket|tickets|level|pass|path|one|option|package)$/.test(w)) : [];
  const own = words.length > 0 ? lists.find((x) => words.some((w) => x.split(" includes ")[0]!.includes(` ${w}`))) : undefined;
  return own ?? lists[0];
}

/** A statement checked with a tag ('dallas is a sunday right', 'it's all online, correct?'): the question it asks. */
const TAGGED = /^(?<subject>.+?) (?<verb>is|are|s) (?<rest>.+?) (right|correct|yeah|yes|isnt it|arent they|is that right|is that correct|am i right|yea)$/;

function asQuestion(question: string): string {
  const m = TAGGED.exec(question.trim());
  if (!m?.groups || /^(is|are|does|do|can|will|would|should|could)$/.test(m.groups.subject!.split(" ")[0]!)) return question;
  return `${m.groups.verb === "s" ? "is" : m.groups.verb} ${m.groups.subject} ${m.groups.rest}`;
}

/**
 * Whether the reply itself says every key term (by its stem), not only the ticket or stop it was chosen by:
 * 'Is there an Acting for Dancers Pro Track Plus package?' answered with the program's packages says no Pro Track.
 */
export function saysEveryKey(keys: readonly string[], reply: string): boolean {
  const said = tokenize(reply).map(stem);
  return keys.every((w) => said.some((x) => x === stem(w) || (x.length >= 4 && stem(w).length >= 4 && (x.startsWith(stem(w)) || stem(w).startsWith(x)))));
}
