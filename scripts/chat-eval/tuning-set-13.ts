/**
 * Tuning set 13 of the chat assistant (issue 40, ninth round): written from the spec, the seed catalog,
 * the site's content files and the forms' own validation, by someone who never read the answerer, its
 * other evaluation sets or its tuning. Unlike the held-out sets, this set IS tuned on.
 *
 * Catalog facts (prices, totals, upgrade differences, dates, venues) are computed from the seed with the
 * site's own functions (seedOffers through seed-facts.ts, formatMoney, cartUpgradeDifference and
 * upgradeDifference); eligibility comes from the audition form's zod schema and isMinor; mentorship terms
 * from describeMentorshipCohort at the eval clock. Copy facts are short phrases a right answer contains,
 * with alternatives. Extra weight on yes/no questions whose honest answer is "no" or "it depends", and on
 * off-topic questions that name a real city, ticket or the choreographer. The clock is 2025-09-01.
 */
import { isMinor } from "~/domain/age-groups";
import { formatMoney } from "~/domain/money";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type {
  Conversation,
  Expectation,
  Fact,
  OffTopicQuestion,
} from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
  escapeRegExp,
  mentorshipCohort,
  MONTHS,
  price,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning13Topic =
  | "prices"
  | "group buying"
  | "upgrades"
  | "dates and venues"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "bring and expect"
  | "city pages"
  | "mentorship and acting"
  | "similar names"
  | "schedule"
  | "not on the tour";

export interface Tuning13Question {
  kind: "single";
  topic: Tuning13Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: every figure from the seed

/** The total for `count` tickets of one tier at one stop, as the site prints money. */
function total(slug: string, tier: string, count: number): string {
  const p = seedPrice(slug, tier);
  return formatMoney({
    amountMinor: p.amountMinor * count,
    currency: p.currency,
  });
}

/** The sum of one ticket of each listed tier at one stop. */
function sum(slug: string, ...tiers: string[]): string {
  const prices = tiers.map((t) => seedPrice(slug, t));
  const first = prices[0];
  if (!first) throw new Error("no tiers");
  return formatMoney({
    amountMinor: prices.reduce((a, p) => a + p.amountMinor, 0),
    currency: first.currency,
  });
}

/** A price's digits alone ("C$227" -> /\b227\b/), for currencies a reply may write as "CA$", "$… CAD" or "£". */
function digits(text: string): RegExp {
  const d = text.replace(/^[^0-9]+/, "");
  return new RegExp(`(^|[^0-9.,])${escapeRegExp(d)}(?![0-9])`);
}

/** A price as printed, or its digits with the currency written another way. */
function money(text: string): readonly Fact[] {
  return [text, digits(text)];
}

/** A stop's first day as a reply would write it: "November 9", "Nov 9th", "11/9". */
function dateOf(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const [, m, d] = iso.split("-").map(Number);
  if (!m || !d) throw new Error(`bad date ${iso}`);
  const month = MONTHS[m - 1] ?? "";
  return new RegExp(
    `(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(st|nd|rd|th)?\\b|\\b${m}/${d}\\b`,
    "i",
  );
}

/** The mentorship cohort's start ("December 1, 2025") as a pattern that tolerates "Dec 1st". */
function cohortStart(): RegExp {
  const [monthDay] = mentorshipCohort.start.split(",");
  const [month, day] = (monthDay ?? "").split(" ");
  if (!month || !day)
    throw new Error(`bad cohort start ${mentorshipCohort.start}`);
  return new RegExp(
    `(${month}|${month.slice(0, 3)}\\.?)\\s+${day}(st)?\\b`,
    "i",
  );
}

const YES: Fact = /\byes\b|\byep\b|\babsolutely\b|\bof course\b|\bcan\b/i;
const NO: Fact = /\bno\b|\bnot\b|n't\b|\bcannot\b|\bonly\b/i;
const DEPENDS: Fact =
  /depend|varies|each studio|studio'?s space|check-in|not always|some events|some stops/i;
const NOT_ON_TOUR: Fact =
  /\bno\b|\bnot\b|n't\b|aren't|isn't|no (stop|event|date)s?|not (currently )?(on|part of|scheduled)/i;

// Eligibility from the audition form's own schema and isMinor.
const youngestAge = (() => {
  for (let age = 0; age < 120; age += 1) {
    const ok = auditionFormSchema.safeParse({
      fullName: "A B",
      email: "a@b.co",
      phone: "1",
      age,
      parentName: "P",
      consent: true,
    }).success;
    if (ok) return age;
  }
  throw new Error("no age passes the audition form");
})();
const fourYearOldAccepted = auditionFormSchema.safeParse({
  fullName: "A B",
  email: "a@b.co",
  phone: "1",
  age: 4,
  parentName: "P",
  consent: true,
}).success;
const seventeenNeedsGuardian = !auditionFormSchema.safeParse({
  fullName: "A B",
  email: "a@b.co",
  phone: "1",
  age: 17,
  consent: true,
}).success;
const eighteenIsMinor = isMinor(18);
const adultAge = (() => {
  for (let age = 0; age < 120; age += 1) if (!isMinor(age)) return age;
  throw new Error("isMinor never false");
})();

const minimumTerm = mentorshipCohort.minimumTermMonths;
const minimumTermFact: Fact = new RegExp(
  `(${minimumTerm}|${["zero", "one", "two", "three", "four", "five", "six"][minimumTerm] ?? minimumTerm})[- ]month`,
  "i",
);

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning13SingleQuestions: readonly Tuning13Question[] = [
  // prices
  {
    kind: "single",
    topic: "prices",
    ask: "how much is core at the seattle one",
    expect: { includesAll: [price("seattle", "core")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "Pro Track price in Spokane?",
    expect: { includesAll: [price("spokane", "pro")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "whats the cheapest way to take part at the Cypress TX stop",
    expect: {
      includesAll: [price("cypress", "masterclass_only"), /masterclass/i],
    },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "Victoria BC - how much if my son only wants to do one class?",
    expect: {
      includesAll: [money(price("victoria-bc", "victoria_one_class_only"))],
    },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "Is the Orlando Core ticket the same price as in the other cities?",
    expect: {
      includesAll: [
        price("orlando", "core"),
        [NO, /less|lower|cheaper|different/i],
      ],
    },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "London prices? core and pro track please",
    expect: {
      includesAll: [
        money(price("london", "core")),
        money(price("london", "pro")),
      ],
    },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "Sherwood: is the Full Weekend Pass cheaper than buying Saturday and Sunday separately?",
    expect: {
      includesAll: [
        price("sherwood", "weekend_pass"),
        [YES, sum("sherwood", "core_day1", "core_day2"), /save|cheaper|less/i],
      ],
    },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "does the audition cost extra on top of the class?",
    expect: {
      includesAll: [[/free/i, price("seattle", "audition_only")]],
      excludes: [/costs? extra/i],
    },
  },

  // group buying
  {
    kind: "single",
    topic: "group buying",
    ask: "I have 3 daughters who all want Core in Atlanta. What's the total?",
    expect: { includesAll: [total("atlanta", "core", 3)] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "2 kids pro track nashville how much altogether",
    expect: { includesAll: [total("nashville", "pro", 2)] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "I'm a studio owner bringing 10 dancers to Boston, all on the Core Experience. What would that come to?",
    expect: { includesAll: [total("boston", "boston_core", 10)] },
  },

  // upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "I have Core in my cart for Seattle. How much more to switch it to Pro Track?",
    expect: { includesAll: [cartUpgrade("seattle", "core", "pro")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "already bought a core ticket for orlando, what does it cost to upgrade to pro track now?",
    expect: { includesAll: [boughtUpgrade("orlando", "core", "pro")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "spokane - core day 1 is in my cart, whats the difference to go pro track",
    expect: { includesAll: [cartUpgrade("spokane", "core_day1", "pro")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "We paid the deposit for the New Hampshire weekend. How much is the balance, and can we add the VIP upgrade?",
    expect: {
      includesAll: [
        price("new-hampshire", "nh_balance_payment"),
        price("new-hampshire", "nh_protrack_vip"),
      ],
    },
  },

  // dates and venues
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when is the hartford intensive",
    expect: { includesAll: [dateOf("hartford")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Where is the Minneapolis one held?",
    expect: {
      includesAll: [[seedVenue("minneapolis").name, street("minneapolis")]],
    },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Is the venue for Dallas confirmed yet?",
    expect: {
      includesAll: [
        [
          /coming soon/i,
          /not (yet )?(been )?(confirmed|announced|set|finali[sz]ed)/i,
          /being confirmed/i,
          /\bTB[AD]\b/,
          /to be (confirmed|announced|determined)/i,
        ],
      ],
    },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "When's the London date?",
    expect: {
      includesAll: [
        [
          /to be (determined|announced|confirmed)/i,
          /\bTB[AD]\b/,
          /not (yet )?(been )?(set|confirmed|announced|scheduled)/i,
          /no date/i,
        ],
      ],
    },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "anything in georgia in september?",
    expect: { includesAll: [dateOf("hoschton"), dateOf("atlanta")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "what day of the week is the Boston intensive?",
    expect: { includesAll: ["Friday"] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Is the Charleston stop the one in South Carolina?",
    expect: {
      includesAll: [[/west virginia/i, /\bWV\b/]],
      excludes: [/charleston, sc/i],
    },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "does boise have two different dates??",
    expect: { includesAll: [dateOf("boise-nov-7"), dateOf("boise")] },
  },

  // ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my son is 4, can he audition?",
    expect: {
      includesAll: [
        fourYearOldAccepted ? YES : NO,
        new RegExp(`\\b${youngestAge}\\b`),
      ],
    },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "My daughter is 17. Does she need a parent or guardian to register her for the audition?",
    expect: {
      includesAll: [
        seventeenNeedsGuardian ? YES : NO,
        /parent|guardian/i,
        new RegExp(`\\b${adultAge}\\b`),
      ],
    },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "I'm 18 — do I still need a guardian's name on the form?",
    expect: { includesAll: [eighteenIsMinor ? YES : NO] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my kid is 12, is she a junior or senior?",
    expect: {
      includesAll: [/junior/i],
      includesAny: [/12 and under/i, DEPENDS],
    },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "In Orlando which age group is a 12 year old in?",
    expect: { includesAll: [/senior/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "Can anyone sign up for the New Hampshire weekend?",
    expect: { includesAll: ["Granite Stage", [NO, /private/i]] },
  },

  // auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "is the audition mandatory?",
    expect: { includesAll: [[/optional/i, NO]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "can i just audition without paying for the class",
    expect: {
      includesAll: [
        [/audition only/i],
        [/free/i, price("seattle", "audition_only")],
      ],
    },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if she auditions does that guarantee her a part?",
    expect: {
      includesAll: [
        [
          /not guarantee/i,
          /n't guarantee/i,
          /no guarantee/i,
          /not guaranteed/i,
          /isn't guaranteed/i,
        ],
      ],
    },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "does she HAVE to have a headshot and resume to audition",
    expect: { includesAll: [[NO, /not required/i]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "do I need to buy Pro Track to be allowed to audition?",
    expect: { includesAll: [NO, [/audition only/i, /free/i, /optional/i]] },
  },

  // policies
  {
    kind: "single",
    topic: "policies",
    ask: "can I get a refund if my daughter gets sick the week before?",
    expect: {
      includesAll: [
        [
          /final/i,
          /can'?t refund/i,
          /cannot refund/i,
          /no refund/i,
          /don'?t refund/i,
        ],
      ],
    },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "If we don't answer the email about a date change, do we lose the money?",
    expect: {
      includesAll: [
        /credit/i,
        [/never expires/i, /n't expire/i, /does not expire/i, /no expir/i],
      ],
    },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "can a credit be used for a different city?",
    expect: { includesAll: [[YES, /any city/i]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "I have a discount code for Boston - will it work if I buy Seattle tickets?",
    expect: {
      includesAll: [
        NO,
        [
          /tied to a city/i,
          /that city/i,
          /only on/i,
          /city'?s page/i,
          /specific city/i,
        ],
      ],
    },
  },

  // bring and expect
  {
    kind: "single",
    topic: "bring and expect",
    ask: "can he wear the sneakers he wears outside?",
    expect: { includesAll: [[/not allowed/i, /clean/i, /aren'?t allowed/i]] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "Is it ok if she wears her favourite shirt with a big logo on it?",
    expect: { includesAll: [[/avoid/i, /solid/i, /distract/i]] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "when do we get the footage from the day?",
    expect: { includesAll: [[/four weeks/i, /4 weeks/i]] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "Can parents stay and watch the class?",
    expect: { includesAll: [DEPENDS] },
  },

  // city pages
  {
    kind: "single",
    topic: "city pages",
    ask: "Do I pay extra for the Boston contemporary class?",
    expect: { includesAll: [[/included/i, /same ticket/i, NO]] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "whats special about the spokane stop",
    expect: { includesAll: [/stunt/i] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "Is Spokane a two-day event?",
    expect: {
      includesAll: [[NO, /single/i, /one day/i, /one (packed|full)/i]],
    },
  },

  // mentorship and acting
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "When does the mentorship program start?",
    expect: { includesAll: [cohortStart()] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "can we cancel mentorship after the first month if she doesn't like it?",
    expect: { includesAll: [minimumTermFact] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "building level mentorship in London, price?",
    expect: { includesAll: [money(price("london", "mentorship_building"))] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "Is Acting for Dancers in person at the tour stops?",
    expect: { includesAll: [[/online/i, /virtual/i, /video/i]] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "do you offer scholarships",
    expect: { includesAll: [YES] },
  },

  // similar names
  {
    kind: "single",
    topic: "similar names",
    ask: "Is Pro / Growth mentorship the same thing as the Pro Track ticket?",
    expect: { includesAll: [NO, price("seattle", "mentorship_growth")] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "does the Building mentorship level include a ticket to an intensive day?",
    expect: { includesAll: [[NO, /online/i, /separate/i]] },
  },

  // schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "Sarasota — what time is check-in?",
    expect: { includesAll: [/\b9(:00)?\s?a\.?m\.?/i] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "What time does the Boise evening masterclass on November 7 start?",
    expect: { includesAll: [/\b4(:00|:15|:30)?\s?p\.?m\.?/i] },
  },

  // not on the tour
  {
    kind: "single",
    topic: "not on the tour",
    ask: "do you come to Denver?",
    expect: { includesAll: [NOT_ON_TOUR], excludes: [/denver, co/i] },
  },
  {
    kind: "single",
    topic: "not on the tour",
    ask: "Is there a Los Angeles stop this year?",
    expect: { includesAll: [NOT_ON_TOUR] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the right reply is "not sure"

const offTopic = (ask: string): OffTopicQuestion => ({
  kind: "off-topic",
  ask,
  expect: { notSure: true },
});

export const tuning13OffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("what's the weather going to be like in Seattle on November 9?"),
  offTopic("best place to park near the Boston studio?"),
  offTopic("any good restaurants near Peachtree Movement Lab for after class?"),
  offTopic("do you sell jazz shoes? she needs a pair for Savannah"),
  offTopic("Can the choreographer choreograph our wedding first dance?"),
  offTopic("hotel recommendations near the Orlando studio please"),
  offTopic("how long is the flight from Toronto to Victoria BC?"),
  offTopic("do you run RAD ballet exams in London?"),
  offTopic("Can you recommend a dance physio in Minneapolis? her knee hurts"),
  offTopic("is there a Starbucks close to the Cypress studio"),
  offTopic(
    "Can you babysit my younger son while his sister does the Boise masterclass?",
  ),
  offTopic(
    "what's the CAD to USD exchange rate today for the Victoria tickets?",
  ),
  offTopic("who won So You Think You Can Dance last season?"),
  offTopic("does Pro Track come with a hotel room in Nashville?"),
  offTopic("Is the choreographer married?"),
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const tuning13Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent of an 11-year-old in Orlando",
    turns: [
      {
        ask: "my daughter is 11, can she audition at the Orlando event?",
        expect: { includesAll: [YES] },
      },
      {
        ask: "does she need me to sign anything?",
        expect: {
          includesAll: [
            [/parent/i, /guardian/i],
            [/consent/i, /name/i],
          ],
        },
      },
      {
        ask: "what time should we get there?",
        expect: { includesAll: [/15 minutes/i] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Boston, then a city the tour does not visit",
    turns: [
      {
        ask: "tell me about the boston event",
        expect: { includesAll: [dateOf("boston")] },
      },
      {
        ask: "who teaches the contemporary class there?",
        expect: { includesAll: ["Liora Vantassel"] },
      },
      {
        ask: "what about Denver?",
        expect: {
          includesAll: [NOT_ON_TOUR],
          excludes: ["Liora", street("boston")],
        },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship levels, the middle one, and its billing",
    turns: [
      {
        ask: "what are the mentorship levels?",
        expect: { includesAll: [/building/i, /growth/i, /elite circle/i] },
      },
      {
        ask: "how much is the middle one?",
        expect: { includesAll: [price("seattle", "mentorship_growth")] },
      },
      {
        ask: "is that charged monthly or just once?",
        expect: { includesAll: [/month/i] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Spokane Core Day 1, upgrading that one, and what comes with it",
    turns: [
      {
        ask: "how much is core day 1 in spokane",
        expect: { includesAll: [price("spokane", "core_day1")] },
      },
      {
        ask: "and if i switch that one to pro track in my cart?",
        expect: { includesAll: [cartUpgrade("spokane", "core_day1", "pro")] },
      },
      {
        ask: "does it come with a free month of acting for dancers?",
        expect: { includesAll: [[YES, /free month/i]] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers: what it is, a private session, then the 3 pack",
    turns: [
      {
        ask: "What is Acting for Dancers?",
        expect: { includesAll: [[/online/i, /virtual/i, /video/i]] },
      },
      {
        ask: "how much is a private session",
        expect: {
          includesAll: [price("acting-for-dancers", "afd_private_session")],
        },
      },
      {
        ask: "and the 3 pack? how long do we have to use it",
        expect: {
          includesAll: [price("acting-for-dancers", "afd_3pack"), /90 days/i],
        },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Nashville tickets: can't go, cancellation, date change",
    turns: [
      {
        ask: "we bought nashville tickets but she can't go anymore, can we get a refund?",
        expect: {
          includesAll: [
            [
              /final/i,
              /can'?t refund/i,
              /cannot refund/i,
              /no refund/i,
              /don'?t refund/i,
            ],
          ],
        },
      },
      {
        ask: "what if you cancel it though",
        expect: { includesAll: [/full refund/i] },
      },
      {
        ask: "and if the date moves?",
        expect: { includesAll: [[/48 hours/i, /48-hour/i]] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood: dates, both days, one day only",
    turns: [
      {
        ask: "When is Sherwood?",
        expect: { includesAll: [dateOf("sherwood")] },
      },
      {
        ask: "how much for both days",
        expect: { includesAll: [price("sherwood", "weekend_pass")] },
      },
      {
        ask: "does she have to come both days?",
        expect: {
          includesAll: [
            [NO, /single day/i, /one day/i, price("sherwood", "core_day1")],
          ],
        },
      },
    ],
  },
];

export const tuning13QuestionCount =
  tuning13SingleQuestions.length +
  tuning13OffTopicQuestions.length +
  tuning13Conversations.reduce((n, c) => n + c.turns.length, 0);
