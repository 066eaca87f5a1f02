import { fuzzyEquals, normalizeText, tokenize } from "./text";

/** What a visitor can ask about. */
export const INTENTS = [
  "price",
  "date",
  "venue",
  "schedule",
  "age",
  "included",
  "audition",
  "refund",
  "date_change",
  "cancel",
  "cant_attend",
  "scholarship",
  "submit_talent",
  "mentorship",
  "acting",
  "contact",
  "tour",
  "discount",
  "seats",
  "buy",
  "greeting",
  "thanks",
] as const;
export type Intent = (typeof INTENTS)[number];

/** Phrases on the normalised question (lowercase words, no punctuation). */
const PATTERNS: Record<Intent, RegExp> = {
  price:
    /\bhow much\b|\bhow mich\b|\bprices?\b|\bpricing\b|\bpriced\b|\bcosts?\b|\bcosting\b|\bfees?\b|\btuition\b|\bexpensive\b|\bcheap(est|er)?\b|\bcharge\b|\bdollars?\b|\bpounds?\b|\brates?\b|\b[$£]|\bhow mutch\b|\bhw much\b|\b(what|whats|what s) (is |s )?the total\b|\btotal (cost|price)\b|\btotal\W*$|\b(do|does|will) (we|i|she|he|they) (still )?owe\b|\bleft to pay\b|\b(remaining|the) balance( due)?\b|\bbalance (due|owing|left)\b|\bwhat ?s [a-z ]{2,20}( there)? for (one|1|each|a single|him|her|one dancer|one person|one kid)\b|\b\d{1,2} (dancers|kids|students|tickets|girls|boys)\b.*\btotal\b/,
  // ('springfield va is march 1 right?': a month and a day.)
  date: /\b(is|it s) (jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* \d{1,2}(st|nd|rd|th)?\b|\b(a |the )(second|2nd) day\b|\bday (2|two)\b|\bwhen\b|\bwhens\b|\bwen\b|\bwhat days?\b|\bwhich days?\b|\bdates?\b|\bwhat month\b|\bhappening\b|\bhow soon\b|\bis it on\b|\b(on|the) \d{1,2}(st|nd|rd|th)\b|\b(on|is|s|falls on) (a |the )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b|\b(saturday|sunday|monday|tuesday|wednesday|thursday|friday) or (a |the )?(saturday|sunday|monday|tuesday|wednesday|thursday|friday)\b/,
  venue:
    /\bwhere\b|\bwheres\b|\bvenue\b|\baddress\b|\blocation\b|\blocated\b|(?<!\b(my|our|run a|own a|from my|from our|whole|entire) )\bstudio\b(?! owners?\b)|\bdirections\b|\bparking\b|\bpark\b|\bmap\b|\bheld at\b|\bwhat building\b|\b(entrance|entrances|entry|front door|which door|way in)\b/,
  schedule:
    /\bschedule\b|\bschedual\b|\bskedule\b|\bwhat time\b(?! is it\b(?! for\b))|\bwhat times\b|\bstart(s|ing)?\b|\bbegins?\b|\bfinish(es)?\b|\bends?\b|\bcheck ?in\b|\barrival( time)?\b|\bdrop ?off\b|\bagenda\b|\btimetable\b|\bhow long\b|\bwhat hours?\b|\bhours\b|\bbreaks?\b|\b(daytime|evening|evenings|morning|mornings|afternoon|afternoons|at night)\b|\b(audition|class|lunch|warm ?up|check ?in|session) times?\b/,
  age: /\bages?\b|\baged\b|\bhow old\b|\bold enough\b|\byoung\b|\byounger\b|\bkids?\b|\bchild(ren)?\b|\btoddlers?\b|\bteens?\b|\bteenagers?\b|\badults?\b|\bminors?\b|\bjuniors?\b|\bseniors?\b|\byears? old\b|\b\d+ ?yo\b|\bage groups?\b|\bguardian\b|\b(my |our )?(daughter|son|kid|child) is \d+\b|\b\d+ ?(year|yr)s?\b|\bunder 18\b|\bunder eighteen\b|\bgrown ups?\b|\bage limit\b|\b(what|which) (age )?group\b|\bgroup (is|does|will|would) (she|he|my|our|the)\b|\bturned \d+\b/,
  included:
    /\binclude[sd]?\b|\bincluding\b|\bwhats in\b|\bwhat is in\b|\bwhat do (i|you|we|they|she|he) (actually |really |even )?get\b|\b(what|which) classes\b|\b(add|adds|give|gives|offer|offers) (you |me |us )?(over|that|on top of|beyond|more than)\b|\bwhat (else )?(does|do) [a-z ]{1,30} (add|give you|give me|offer|get you|get me|get us)\b|\bwhat does (it|that|the \w+( \w+)?) (include|come with|cover|get)\b|\bcomes? with\b|\bdifferences?\b|\bvs\b|\bversus\b|\bcompare\b|\bbenefits?\b|\bfeatures?\b|\bworth\b|\bexplain\b/,
  audition: /\baudition(s|ing|ed)?\b|\baudtion\b|\badition\b|\bcasting\b|\bcast\b|\bgetting cast\b/,
  refund: /\brefunds?\b|\brefundable\b|\brefunded\b|\bmoney back\b|\b(get|getting|have|give|want|wanted) (the |my |our |her |his |that |a )?(deposit|payment|fees?|money|cash|\$\d+) back\b|\breimburse|\brefnd\b|\brefund policy\b|\bget my money\b/,
  date_change:
    /\bcredit\b|\breschedul\w*|\bdates? of (our|my|the|your) \w+( \w+)? (is |was |gets? |got )?(changed|moved|pushed|shifted)\b|\bpostpon\w*|\bdate change\w*|\bchange (the |my |of )?dates?\b|\bdates? (is |are |gets? |got |was |were |has been |have been )?(change[sd]?|move[sd]?|pushed|shifted|rescheduled)\b|\bmove the date\b|\b(move|moves|moved|change|changes|push|pushes|pushed|shift|shifts|shifted) (our|my|your|the|their) (date|dates|day|event)\b|\b(moved|changed|rescheduled|switched) (the |my |our )?dates?\b|\btransfer\w*|\bswitch (to )?(another |a different )?(city|cities|date|event)\b|\bdifferent (city|date)\b|\bnew date\b|\bdates? of (my |the |our |your )?(event|intensive|class|workshop|masterclass) (changes?|changed|moves?|moved)\b|\b(moved|changed|pushed) to (another|a different|a new|a later|an earlier) (date|day)\b/,
  // ('Can I quit the mentorship?': ending a subscription named. 'Could I stop after 2 months?' is read in the
  // mentorship's own context (BILLING_ASKED); alone, 'a stop after Boston' is a place and 'end early' a time.)
  cancel: /\bcancel(l?ed|ling|lation|s)?\b|\b(stop|quit|end)(ping)? (the|my|our|her|his) (subscription|mentorship|membership|monthly payments?|billing)\b|\bstop paying\b/,
  cant_attend:
    /\b(cant|cannot|can not|unable to|not able to|wont be able to|couldnt|wont) (make|attend|come|go|be there|get there|join)\b|\bmiss (it|the event|the day|the date)\b|\bcant make it\b|\bsick\b|\binjur(y|ed|ies)\b|\b(broke|broken|sprained|twisted|hurt) (her|his|my|their|an?) \w+\b|\b(cant|cannot|can not|unable to) dance\b|\bwhat if i (cant|can not|cannot|miss)\b(?! (that|it|this|the deadline|the window|the email)\b)|\bno longer (come|attend|make)\b|\bnot (being )?able to (come|make|attend|go|be there|join)\b|\bnone of the (dates|days|stops|cities) (work|works|suit|fit)\b|\b(cant|cannot|can not) (make|do) any (of the )?(dates|days|stops)\b|\bno (date|day) (works|fits)\b|\bends? up not (coming|going|attending|able)\b/,
  scholarship: /\bscholarships?\b|\bscholorship\b|\bfinancial (aid|help|assistance|need)\b|\bcant afford\b|\bsponsor\w*\b|\bbursar(y|ies)\b|\bfinancial\b/,
  submit_talent:
    /\bsubmit\w*\b|\bsubmission\b|\bsend (in )?(a |my )?(video|reel|clip|tape|materials?)\b|\bonline audition\b|\baudition (online|remotely|virtually|by video|from home)\b|\bsend (you )?a video\b|\bvideo audition\b|\baudition video\b|\bvirtual audition\b|\bself tapes?\b|\btalent\b|\b(be|get) (seen|considered|noticed)\b.*\b(another|other|different) way\b|\b(another|other) way to (be seen|get seen|be considered|audition)\b/,
  mentorship: /\bmentor(s|ship|ships|ing)?\b|\belite circle\b|\bcoaching\b|\bmonthly\b|\bsubscriptions?\b|\bbeta\b/,
  // The free month a ticket comes with is a month of Acting for Dancers.
  acting: /\bacting\b|\bactors?\b|\bact\b|\bafd\b|\bscene work\b|\bfree month\b/,
  contact:
    /\bcontact\b|\bemail (you|u|the team|someone|address)\b|\bwho (do|should|can) (i|we) (email|e mail|write to|message|contact|ask|talk to|call)\b|\bwhere (do|should|can) (i|we) (email|write|send (it|an email|my question))\b|\byour email\b|\breach (you|u|someone|the team)\b|\bcall (you|u)\b|\btalk to (a|someone|somebody|human|person|the team)\b|\bhuman\b|\breal person\b|\bsupport\b|\bget in touch\b|\b(your|the) (email|e mail|phone)( address| number)?\b|\bemail address\b|\bneed help\b|\bhelp me\b/,
  tour:
    /\bcities\b|\bwhich cit\w*\b|\bwhat cit\w*\b|\blocations\b|\bnear me\b|\bupcoming\b|\bnext (event|one|stop|date|city|intensive)\b|\btour\b|\bcoming to\b|\bcome to\b|\bwhere (are|do|will) (you|u|yall)\b|\b(upcoming|next|all|other|your|any|future|more) (events|stops|dates|cities)\b|\bany (stop|date|event|city|intensive|tour stop)\b|\bwhat events\b|\ball (the )?dates\b|\bany (events?|dates?)\b|\bother cities\b|\b(closest|nearest)\b|\b(in|during|this|next|for|early|late|mid) (jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?)\b/,
  discount: /\bdiscounts?\b|\bpromo\w*\b(?! (posts?|videos?|clips?|material|content|reels?|photos?|pictures?))|\bcoupons?\b|(?<!(dress|qr|ticket|door) )\bcodes?\b|\bearly ?bird\b|\bon sale\b|\bdeals?\b/,
  seats: /\bsold out\b|\bsell out\b|\bseats?\b|\bspots?\b|\bspaces?\b|\bavailab\w*\b|\bfull\b(?! (weekend|day|days|pass|refund|time|body))|\bwaitlist\b|\bwait list\b|\bstill open\b|\b(any|some|spots?|seats?|spaces?|places?) left\b|\bbook(ed)? up\b/,
  buy: /\bbuy(ing)?\b|\bpurchas\w*\b|\bhow (do|can) (i|we|you) (book|register|sign up|enroll|enrol|get tickets|reserve)\b|\bat the door\b|\bwhere (do|can) (i|we) (book|register|sign up|get tickets)\b|\bcheck ?out\b/,
  greeting: /^(hi|hello|hey|heya|hiya|yo|howdy|good (morning|afternoon|evening)|greetings|whats up|sup)( there| team| all)?$|\bare (you|u) (a |an )?(bot|robot|human|real|real person|ai|machine)\b|\bwho are (you|u)\b|\bwhat are (you|u)\b|\byour name\b|\bwhat can (you|u) do\b/,
  thanks: /^(ok |okay |great |cool |awesome |perfect )?(thanks|thank you|thank u|thx|ty|cheers|appreciate it)( so much| a lot| very much)?( bye)?$|^(bye|goodbye|bye bye|see (you|ya)|have a (good|nice) (day|one))$/,
};

/** Single words people misspell, by intent, matched with typos allowed. */
const KEYWORDS: Partial<Record<Intent, readonly string[]>> = {
  price: ["price", "prices", "pricing", "costs", "tuition", "expensive"],
  date: ["dates"],
  venue: ["venue", "address", "location", "located", "directions"],
  schedule: ["schedule", "timetable"],
  age: ["guardian", "teenager", "children"],
  audition: ["audition", "auditions", "auditioning"],
  refund: ["refund", "refunds", "refundable"],
  date_change: ["reschedule", "postpone", "postponed"],
  cancel: ["cancel", "cancelled", "canceled", "cancellation"],
  scholarship: ["scholarship", "scholarships"],
  submit_talent: ["submit", "submission"],
  mentorship: ["mentorship", "mentoring"],
  acting: ["acting"],
  contact: ["contact"],
  discount: ["discount", "discounts", "coupon", "promo"],
};

/** Every word the intents' phrases are written with ('old' in 'years old', 'left' in 'spots left'): words the assistant understands. */
export function intentVocabulary(): Set<string> {
  const sources = [...Object.values(PATTERNS), ...Object.values(ATTRIBUTE_PATTERNS)].map((p) => p.source.replace(/\\[bdsw]/g, " "));
  return new Set(sources.flatMap((source) => source.match(/[a-z]{3,}/g) ?? []));
}

/** The intents of one message, in no particular order. */
export function detectIntents(message: string): Set<Intent> {
  const text = normalizeText(message);
  const found = new Set<Intent>();
  for (const intent of INTENTS) if (PATTERNS[intent].test(text)) found.add(intent);
  const tokens = tokenize(message);
  for (const [intent, words] of Object.entries(KEYWORDS) as Array<[Intent, readonly string[]]>) {
    if (found.has(intent)) continue;
    // (A word spelt right is the pattern's to read: 'promo posts' is no discount though 'promo' is a keyword.)
    if (tokens.some((t) => t.length >= 4 && words.some((w) => t !== w && fuzzyEquals(t, w)))) found.add(intent);
  }
  return found;
}

/**
 * Things about an event's day the catalog keeps no field for (parking, hotels, food, wifi, recording,
 * the studio's facilities): a question about one is answered from what the site does say about it
 * (a venue's notes, a schedule's breaks, the FAQ), else with "I don't have that", the venue and the team's address.
 */
export const ATTRIBUTES = ["parking", "hotel", "food", "wifi", "recording", "facilities", "accessibility"] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

const ATTRIBUTE_PATTERNS: Record<Attribute, RegExp> = {
  parking: /\bparking\b|\b(to|i|we|you|they|can|where|should|do) park\b|\bcar park\b|\bgarages?\b|\bvalet\b/,
  hotel: /\bhotels?\b|\bmotels?\b|\blodging\b|\baccommodations?\b|\bairbnbs?\b|\bplaces? to stay\b|\b(where|somewhere) (to|should|can|could) (i |we )?stay\b|\bstay(ing)? (nearby|near|close|overnight|the night)\b/,
  food: /\b(lunch(es)?|dinner|meals?|snacks?|food)( breaks?)?\b|\b(cafeteria|canteen|cafe|microwave|fridge|kitchen|snack bar|concessions?)\b|\bcater(ed|ing)?\b|\beat(ing)?\b|\bdrinks?\b|\bwater\b|\bbreakfast\b|\brestaurants?\b|\bvending\b/,
  wifi: /\bwi ?fi\b|\binternet\b/,
  // Visitors filming or taking photos themselves: whether the class is filmed, and the footage, the FAQ answers.
  recording:
    /\b(can|may|could|allowed to|ok to|okay to) (i |we |parents |my \w+ |family |families |they |you |people )?(record|film|tape|video|videotape|photograph|take (photos?|pictures?|videos?|pics))\b|\b(photos?|pictures?|pics|phones?|filming|recording|videos?) (allowed|permitted|ok|okay)\b|\bno (photos?|filming|recording)\b/,
  facilities: /\bchang(ing|e) rooms?\b|\blocker( rooms?)?s?\b|\bshowers?\b|\bbathrooms?\b|\brestrooms?\b|\btoilets?\b|\bair con\w*\b|\b(have|has|got|any|is there|there) (ac|a c|aircon|heating|heat)\b|\bwaiting (room|area)\b/,
  accessibility: /\bwheelchairs?\b|\baccessib\w*\b|\belevators?\b|\bstairs\b|\bstep free\b/,
};

/** How a reply names each one ("I don't have parking details"). */
export const ATTRIBUTE_TOPICS: Record<Attribute, string> = {
  parking: "parking details",
  hotel: "hotel details",
  food: "food details",
  wifi: "wifi details",
  recording: "details on filming or taking photos yourself",
  facilities: "details on the studio's facilities",
  accessibility: "accessibility details",
};

/** The attributes a message asks about, in the order of ATTRIBUTES, with the text that named each. */
export function detectAttributes(message: string): Array<{ attribute: Attribute; words: string; index: number }> {
  const text = normalizeText(message);
  return ATTRIBUTES.flatMap((attribute) => {
    const m = ATTRIBUTE_PATTERNS[attribute].exec(text);
    return m ? [{ attribute, words: m[0], index: m.index }] : [];
  });
}

/** Whether a passage or a venue's note speaks of the attribute; `core`, of what it mostly means (food: lunch and snacks, not 'eat well'). */
export function mentionsAttribute(attribute: Attribute, text: string, core = false): boolean {
  return ((core && ATTRIBUTE_CORE[attribute]) || ATTRIBUTE_MENTIONS[attribute]).test(normalizeText(text));
}

const ATTRIBUTE_CORE: Partial<Record<Attribute, RegExp>> = {
  food: /\blunch(es)?\b|\bsnacks?\b|\bfood\b|\bmeals?\b/,
};

/** Broader than what marks a question: a note that says "park in the rear lot" is about parking. */
const ATTRIBUTE_MENTIONS: Record<Attribute, RegExp> = {
  parking: /\bpark(ing|ed)?\b|\bgarages?\b|\bcar park\b|\bvalet\b/,
  hotel: /\bhotels?\b|\bmotels?\b|\blodging\b|\baccommodations?\b|\bstay overnight\b/,
  food: /\blunch(es)?\b|\bfood\b|\bsnacks?\b|\bmeals?\b|\beat\b|\bbreakfast\b|\bdinner\b|\bwater\b/,
  wifi: /\bwi ?fi\b|\binternet\b/,
  recording: /\brecord(s|ed|ing|ings)?\b|\bfilm(ed|ing)?\b|\bfootage\b|\bphotographed\b/,
  facilities: /\bchang(ing|e) rooms?\b|\blockers?\b|\bshowers?\b|\bbathrooms?\b|\brestrooms?\b|\btoilets?\b/,
  accessibility: /\bwheelchairs?\b|\baccessib\w*\b|\belevators?\b|\bstep free\b/,
};
