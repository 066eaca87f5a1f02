/**
 * How the assistant phrases its answers. Facts never live here: prices, dates, venues, ages and
 * policies are passed in from the catalog and the site's content.
 */
import { currencyNames } from "~/content/programs";
import type { CurrencyCode } from "~/domain/money";

/** 'a 9-year-old', 'an 11-year-old': the article as the number is said. */
const aYearOld = (age: number) => `${/^(8|11|18)$|^8\d$/.test(String(age)) ? "an" : "a"} ${age}-year-old`;

export const chatCopy = {
  greeting: (siteName: string, example: string | null) =>
    `Hi! I'm the ${siteName} assistant. Ask me about tour dates, cities, prices, age groups, auditions or our policies${example ? `, for example "${example}"` : ""}.`,
  thanks: "You're welcome! Ask me anything else about the tour, tickets or programs.",
  unknown: (email: string) => `I'm not sure about that one. ${chatCopy.askTeam(email)}`,
  notSure: (label: string, href: string, email: string) =>
    `I'm not sure about that one, and I'd rather not guess. The closest page is ${label} (${href}); for anything it doesn't cover, email ${email} and the team will help.`,
  /** The stops whose own page lists a class (issue 40). */
  alsoListed: (names: string) => `Its page also lists the ${names}, which not every stop's page does.`,
  openTo: (label: string, city: string, slots: string) => `In ${city}, the schedule opens ${slots} to ${label} tickets.`,
  cheapestAt: (city: string, label: string, price: string) => `The least expensive ticket in ${city} is the ${label} (${price}).`,
  scholarshipApply: "Apply with the form on the Scholarship page (/scholarship).",
  listedOnTicket: (city: string, thing: string) => `${city}'s page lists the ${thing} as part of its day: it is included in the ticket, at no extra charge.`,
  notListedAt: (city: string, thing: string, cities: string) => `${city}'s page doesn't list the ${thing}; it is on the page of ${cities}.`,
  listedAt: (name: string, cities: string) => `The ${name} is on the page of ${cities}; the other stops' pages don't list it.`,
  /** The first words of an answer in the form of its question (issue 40). */
  form: {
    yes: "Yes.",
    no: "No.",
    oneTime: "It's a one-time payment, not monthly.",
    monthly: "It's billed monthly, not paid once.",
    either: (alternative: string) => `${alternative.replace(/^./, (c) => c.toUpperCase())}.`,
    neither: "Neither.",
    pricedIn: (name: string, currency: string) => `${name} is priced in ${currency}.`,
  },
  eligibility: {
    audition: (ok: boolean, age: number, min: number, max: number) =>
      ok
        ? `Yes: the audition registration form takes dancers aged ${min} to ${max}, so ${aYearOld(age)} can register.`
        : `No: the audition registration form takes dancers aged ${min} to ${max}, so ${aYearOld(age)} can't register for the audition.`,
    student: (ok: boolean, age: number, min: number, max: number) =>
      ok
        ? `Yes: tickets are for dancers aged ${min} to ${max} (the checkout's age rule), so ${aYearOld(age)} can come.`
        : `No: tickets are for dancers aged ${min} to ${max} (the checkout's age rule), so ${aYearOld(age)} can't be registered.`,
    application: (ok: boolean, age: number, min: number, max: number, form: string) =>
      ok ? `Yes: the ${form} form takes dancers aged ${min} to ${max}, so ${aYearOld(age)} can apply.` : `No: the ${form} form takes dancers aged ${min} to ${max}, so ${aYearOld(age)} can't apply yet.`,
    page: (ok: boolean, age: number, min: number, title: string) =>
      ok ? `Yes: ${title} is for dancers aged ${min} and up, so ${aYearOld(age)} can take part.` : `No: ${title} is for dancers aged ${min} and up, so ${aYearOld(age)} is too young for it.`,
    notTooOld: (age: number, min: number, max: number, audition: boolean) =>
      audition
        ? `No: the audition registration form takes dancers aged ${min} to ${max}, so ${aYearOld(age)} can register.`
        : `No: tickets are for dancers of all ages from ${min} to ${max} (the checkout's age rule), so ${aYearOld(age)} can come.`,
    pageRange: (min: number, title: string) => `${title} is for dancers aged ${min} and up.`,
    auditionRange: (min: number, max: number) => `The audition registration form takes dancers aged ${min} to ${max}.`,
    studentRange: (min: number, max: number) => `Tickets are for dancers aged ${min} to ${max} (the checkout's age rule).`,
    guardianAlone: (needed: boolean, age: number, adultAge: number) =>
      needed
        ? `No: a parent or guardian's name is required for every dancer under ${adultAge}, so ${aYearOld(age)} registers with one.`
        : `Yes: only dancers under ${adultAge} need a parent or guardian's name, so ${aYearOld(age)} registers on their own.`,
    guardian: (needed: boolean, age: number, adultAge: number) =>
      needed
        ? `Yes: a parent or guardian's name is required for every dancer under ${adultAge}, so ${aYearOld(age)} needs one.`
        : `No: only dancers under ${adultAge} need a parent or guardian's name, so ${aYearOld(age)} registers on their own.`,
  },
  askTeam: (email: string) => `The FAQ covers most questions, or email ${email} and the team will help.`,
  askCity: "Which city are you looking at? Tell me and I'll give you its details.",

  date: (name: string, date: string) => `${name} is on ${date}.`,
  groupClasses: (name: string, group: string, classes: string) => `The ${name} schedule for ${group} lists ${classes}.`,
  dateOnly: (name: string, date: string) => `${name} is on ${date} only.`,
  dateRange: (name: string, date: string) => `${name} runs on ${date}.`,
  dateUndecided: (name: string, dateText: string) => `The ${name} date is not set yet (${dateText}); the page will show it as soon as it is set.`,
  cancelled: (name: string, date: string, refund: string) => `The ${name} event (${date}) has been cancelled. ${refund}`,
  notCancelled: (name: string, date: string) => `${name} is going ahead as planned on ${date}.`,
  ended: (name: string, date: string) => `${name} took place on ${date}; tickets and registration are closed.`,
  nextInCity: (name: string, date: string) => `The next date there is ${name} on ${date}.`,
  privateEvent: (note: string) => note,

  venue: (name: string, studio: string, address: string | null) => `${name} is at ${studio}${address ? `, ${address}` : ""}.`,
  venueLine: (name: string, line: string) => `${name} is at ${line}.`,
  venueUnknown: (name: string, comingSoon: string) => `The ${name} studio isn't confirmed yet (${comingSoon.toLowerCase()}); every ticket holder is emailed as soon as it is.`,

  schedule: (name: string, groups: string) => `${name} schedule: ${groups}.`,
  passOrDays: (name: string, pass: string, passPrice: string, days: string, apart: string, saving: string | null) =>
    `In ${name}, the ${pass} is ${passPrice}; bought apart, ${days} come to ${apart}${saving ? `, so the pass is ${saving} cheaper` : ""}.`,
  tierKind: (label: string, kind: string, price: string, variesByStop: boolean) => `The ${label} is ${kind} (${variesByStop ? `listed at ${price}; prices vary by stop` : price}).`,
  kinds: {
    ticket: "a ticket for an in-person intensive, paid once",
    mentorship: "a level of the online mentorship, a monthly subscription",
    acting: "an option of Acting for Dancers, the online acting program",
  },
  saving: (saved: string, regular: string) => `That saves ${saved} against the regular ${regular}.`,
  slotTime: (activity: string, time: string, group: string) => `${activity} at ${time} (${group})`,
  slots: (name: string, slots: string) => `In ${name}: ${slots}.`,
  scheduleGroup: (title: string, from: string, to: string) => `${title} ${from} to ${to}`,

  pricesAt: (name: string, lines: string) => `In ${name}: ${lines}.`,
  onePrice: (label: string, name: string, price: string) => `The ${label} in ${name} is ${price}.`,
  linkUpgrade: (from: string, to: string, price: string) =>
    `A ${from} ticket already bought moves up to the ${to} for ${price} more, through the upgrade link (/upgrade-to-pro-track); the upgrade replaces the ${from} ticket.`,
  /** How long the upgrade link works, in the upgrade page's own sentences. */
  upgradeLink: (lasts: string, expired: string) => `The upgrade link is emailed to the order's address. ${lasts} ${expired}`,
  cartChoice: (from: string, to: string, price: string) =>
    `Still in the cart, choosing the ${to} instead of the ${from} costs ${price} more (the ${to}'s price less the ${from}'s); the ${to} replaces the ${from} ticket.`,
  programPricedIn: (name: string, currency: CurrencyCode) => `${name} is priced in ${currencyNames[currency]} (${currency}), wherever you live.`,
  pricedIn: (name: string, currency: CurrencyCode) => `${name}'s prices are in ${currencyNames[currency]} (${currency}).`,
  onPage: (page: string) => `On the ${page} page:`,
  whichFirst: (first: string, firstDate: string, then: string, thenDate: string) => `${first} comes first, on ${firstDate}; ${then} is on ${thenDate}.`,
  samePrice: "They cost the same:",
  differentPrice: "They differ:",
  codesPerCart: (n: number) => `A cart takes up to ${n} discount codes at once.`,
  ticketFits: (label: string, city: string) => `For that, the ${label} in ${city}.`,
  includesBoth: "Both do.",
  includesOnly: (label: string) => `Only the ${label}.`,
  isMasterclass: (name: string) => `${name} is a masterclass, shorter than a full-day intensive.`,
  isIntensive: (name: string) => `${name} is a full-day intensive.`,
  soldAs: (city: string, label: string) => `In ${city} it is sold as the ${label}.`,
  cityGap: (gap: string) => `That's a difference of ${gap}.`,
  cityCompare: (verdict: string, label: string, a: string, aPrice: string, b: string, bPrice: string) => `${verdict} the ${label} is ${aPrice} in ${a} and ${bPrice} in ${b}.`,
  packSaving: (pack: string, packPrice: string, n: number, single: string, singlePrice: string, separate: string, saving: string | null) =>
    `The ${pack} is ${packPrice}; ${n} ${single}s bought one at a time (${singlePrice} each) come to ${separate}, ${saving ? `so the ${pack} saves ${saving}` : `so the ${pack} saves nothing`}.`,
  priceGap: (higher: string, higherPrice: string, lower: string, lowerPrice: string, gap: string, city: string | null) =>
    `${city ? `In ${city}, the` : "The"} ${higher} (${higherPrice}) costs ${gap} more than the ${lower} (${lowerPrice}).`,
  overLimitTotal: (count: number, label: string, total: string, max: number, email: string) =>
    `${count} ${label} tickets come to ${total}, but one order holds up to ${max} of them (the cart stops there): split them over two orders, or email ${email} and the team will help.`,
  orderLimit: (label: string, max: number, email: string) =>
    `One order holds up to ${max} ${label} tickets (the cart stops there). For a bigger group, email ${email} and the team will help.`,
  quantityTotal: (count: number, label: string, total: string) => `For ${count} ${label} tickets, that's ${total} in one order (set the quantity in the cart and check out once).`,
  mixedTotal: (lines: string, total: string) => `For ${lines}, that's ${total} in one order (set each ticket's quantity in the cart and check out once).`,
  notSold: (name: string, wanted: string, lines: string) => `${name} doesn't offer ${wanted}; its tickets are ${lines}.`,
  auditionFree: "the audition is free",
  tierFree: (label: string) => `The ${label} is free.`,
  earlyBird: (line: string) => ` (${line})`,
  upgrade: (from: string, to: string, price: string, afterPurchase: string) =>
    price === afterPurchase
      ? `Upgrading from ${from} to ${to} costs ${price} more; the upgrade replaces the ${from} ticket.`
      : `Upgrading from ${from} to ${to} costs ${price} more in the cart (the upgrade replaces the ${from} ticket), or ${afterPurchase} for a ${from} ticket already bought (through the upgrade link, /upgrade-to-pro-track).`,
  /** Whether a city's schedule is final, from its page's own note. */
  scheduleStatus: {
    notFinal: (city: string, note: string) => `No, the ${city} schedule isn't final yet. ${note}`,
    canChange: (city: string, note: string) => `Yes, the ${city} schedule can still change. ${note}`,
    either: (city: string, note: string) => `It can still change: the ${city} schedule isn't final yet. ${note}`,
  },
  /** Buying for several dancers, tour-wide: the first words answer the question's form. */
  groupBuying: {
    oneOrder: "Yes.",
    namesLater: "No, not before paying.",
    namesAfterPaying: "Yes: after paying, each dancer's name goes in through the order's registration link.",
    oneStudentPerTicket: (rule: string) => `No: ${rule.toLowerCase()}, so each dancer needs a ticket of their own.`,
    overLimit: (limit: number) => `No, not in one order: one order takes up to ${limit} of a ticket, so a larger group checks out in more than one order.`,
    title: "Buying tickets for several dancers (a studio, a family)",
    /** Tickets are chosen on a city's page: the tour dates lead to them. */
    link: "All tour dates",
    text: (limit: string, students: string) =>
      `One order can hold tickets for several dancers, and different tickets can go in the same cart (one dancer on one ticket, another on a different one) unless a city's rules keep two apart. Set each ticket's quantity in the cart (${limit} of a ticket per order) and check out once. The dancers' names come after checkout: the order's registration link (Register your students) asks for them. ${students}`,
    limit: (min: number, max: number) => (min === max ? `up to ${max}` : `up to ${min} to ${max}, by city,`),
  },
  /** An event's ticket rules as its cart applies them (one passage per event). */
  rules: {
    title: (city: string) => `Buying tickets for ${city}: payments, groups, upgrades and the schedule`,
    oneTime: (offers: string) => `${offers}: each is a one-time payment, not a monthly one.`,
    monthly: (offers: string) => `${offers}: billed monthly.`,
    group: (max: number, students: string) =>
      `One order can buy tickets for several dancers: set each ticket's quantity in the cart (up to ${max} of a ticket per order) and check out once. ${students}`,
    upgrade: (from: string, to: string, price: string, afterPurchase: string) =>
      `${chatCopy.upgrade(from, to, price, afterPurchase)} You don't keep both tickets.`,
    requires: (label: string, needs: string) => `The ${label} is an add-on: it needs the ${needs} in the same order first, and you keep that ticket.`,
    excludes: (label: string, other: string) => `The ${label} and the ${other} don't go together in one order.`,
  },

  seatsLeft: (label: string, n: number) => `${label}: ${n} ${n === 1 ? "seat" : "seats"} left`,
  seatsSoldOut: (label: string) => `${label}: sold out (join the waitlist on the page)`,
  seatsOpen: (label: string) => `${label}: seats available`,
  seats: (name: string, lines: string) => `In ${name}, ${lines}.`,

  includes: (label: string, features: string) => `${label} includes ${features}.`,
  includesNothingListed: (label: string, price: string) => `${label} (${price}): the page has the details.`,

  ageAt: (name: string, juniors: string, seniors: string) => `${name} splits classes into ${juniors} and ${seniors}.`,
  ageGeneral: (welcome: string, juniors: string, seniors: string, otherSplit: string) =>
    `${welcome} Most events split classes into ${juniors} and ${seniors}; some use ${otherSplit} instead.`,
  missedDay: {
    otherDays: (name: string, days: string, offers: string) => `Yes: ${name} also runs on ${days}${offers ? `, and ${offers}` : ""}.`,
    onlyThatDay: (name: string, day: string) => `No: ${name} runs only on ${day}.`,
    runsOn: (name: string, days: string) => `Yes: ${name} runs on ${days}.`,
    howMany: (count: number, name: string, days: string) => `${count === 1 ? "One day" : `${count} days`}: ${name} runs on ${days}.`,
  },
  groupRoom: (group: string, rooms: string, name: string, days: string) => `In ${name}, ${group} ${rooms.includes(" and ") ? "use" : "are in"} ${rooms}${days ? ` (${days})` : ""}.`,
  ageGroupOf: (age: number, group: string, name: string | null) => `${/^(8|11|18)/.test(String(age)) ? "An" : "A"} ${age}-year-old dances with ${group}${name ? ` in ${name}` : " at most events"}.`,
  guardian: (adultAge: number) => `Dancers under ${adultAge} register with a parent or guardian's name and consent.`,

  auditionAt: (name: string, label: string, price: string) => `The ${name} audition is ${price} and optional, held after class: register with the ${label} option on the page.`,
  auditionFull: (name: string) => `The ${name} audition is full; join the waitlist on the page and you'll be emailed if a spot opens.`,
  noAudition: (name: string) => `${name} has no separate audition registration; the page explains the day.`,

  earlyBirdAt: (name: string, percent: number, labels: string, code: string, deadline: string, prices: string) =>
    `${name} has an early-bird offer: ${percent}% off ${labels} with code ${code} until ${deadline} (${prices}).`,
  earlyBirdPrice: (label: string, regular: string, reduced: string) => `${label} ${reduced} instead of ${regular}`,
  codeElsewhere: (code: string, owner: string, asked: string) => `No: ${code} is ${owner}'s early-bird code and works only for ${owner}, not for ${asked}.`,
  codeEnded: (code: string, owner: string) => `${code} was ${owner}'s early-bird code; that offer has ended.`,
  code: {
    scope: (code: string, value: string, what: string, where: string) => `${code} takes ${value} off ${what}${where}.`,
    everyTicket: "every ticket",
    onlyAt: (city: string) => ` at ${city} only`,
    anyStop: (currency: string) => ` at any stop priced in ${currency}`,
    notFor: (code: string, what: string) => `${code} doesn't apply to ${what}.`,
    notAt: (code: string, city: string) => `${code} doesn't work for ${city}.`,
    group: (description: string) => (description ? `It was made for a particular group of buyers (its description: "${description}").` : "It was made for a particular group of buyers."),
    ended: (code: string, date: string) => `${code} ended on ${date} and no longer works.`,
    notYet: (code: string, date: string) => `${code} starts on ${date}.`,
    inactive: (code: string) => `${code} is no longer active.`,
    usedUp: (code: string) => `${code} has been used as many times as it allows, so it no longer works.`,
    howTo: "Enter it in the cart before checkout: the cart shows the discount before you pay.",
    priced: (code: string, label: string, city: string, price: string, before: string) => `With ${code}, the ${label} in ${city} comes to ${price} (from ${before}).`,
    pricedTotal: (code: string, count: number, label: string, city: string, total: string, before: string) =>
      `With ${code}, ${count} ${label} tickets in ${city} come to ${total} in one order (from ${before}).`,
  },
  earlyBirdTotal: (code: string, count: number, total: string, before: string) => `With the early-bird code ${code}, the ${count} tickets come to ${total} in one order (from ${before}).`,
  noEarlyBird: (name: string) => `There's no early-bird offer for ${name} right now; any code you have goes in the cart before checkout.`,

  buyAt: (name: string) => `Tickets for ${name} are sold on its page: choose them in the pricing section, then check out.`,
  buyGeneral: (heading: string) => `Tickets are sold on each city's page: pick your city, choose your tickets under "${heading}" and check out.`,
  notOnSale: (labels: string) => `The ${labels} isn't on sale at any event right now.`,
  listedPrice: (label: string, price: string, features: string | null) =>
    `The ${label} is listed at ${price}${features ? ` and includes ${features}` : ""}; it's not on sale right now.`,

  regionDates: (lines: string) => `Dates there: ${lines}.`,
  tourList: (count: number, lines: string) => `There ${count === 1 ? "is 1 upcoming date" : `are ${count} upcoming dates`}. Next up: ${lines}.`,
  monthList: (month: string, lines: string) => `In ${month}: ${lines}.`,
  monthNone: (month: string) => `There are no dates in ${month}.`,
  tourNone: "There are no upcoming dates right now; join the waitlist and we'll email you when new cities open.",
  cancelledList: (lines: string) => `Cancelled: ${lines}.`,

  priceRange: (label: string, range: string, others: string | null) => `the ${label} costs ${range}${others ? ` (${others})` : ""}`,
  priceRanges: (ranges: string) => `Depending on the city, ${ranges}.`,
  priceGeneral: (ranges: string, audition: string, otherPlaces: string | null) =>
    `Prices depend on the city: ${ranges}, and ${audition}${otherPlaces ? ` (${otherPlaces} have prices in their own currency)` : ""}.`,
  rangeIn: (range: string, where: string) => `${range} in ${where}`,

  mentorship: (levels: string, terms: string) => `Mentorship is a monthly online program: ${levels}. ${terms}`,
  mentorshipAt: (name: string, levels: string) => `Mentorship levels as priced for ${name}: ${levels}.`,
  acting: (intro: string, options: string) => `${intro}: ${options}.`,

  cantMakeAnyDate: (text: string) => `If you can't make any date: ${text}`,

  placeNone: (place: string) => `I don't have ${/^([aio]|e(?!u))/i.test(place) ? "an" : "a"} ${place} date on the tour right now.`,
  placeSameName: (lines: string) => `We do have ${lines}.`,
  placeRegion: (region: string, lines: string) => `Elsewhere in ${region}: ${lines}.`,
  placeUpcoming: (lines: string) => `Upcoming cities: ${lines}.`,
  placeTourPage: (email: string) => `The tour page lists every date as new cities are added; to ask about a stop near you, email ${email}.`,

  attributeUnknown: (topic: string, name: string, venue: string | null) =>
    venue ? `I don't have ${topic} for ${name}; the venue is ${venue}.` : `I don't have ${topic} for ${name}, and its studio isn't confirmed yet.`,
  attributeUnknownGeneral: (topic: string, askCity: boolean) => `I don't have ${topic}.${askCity ? " Tell me which city and I'll give you its venue and address." : ""}`,
  attributeTeam: (email: string) => `The FAQ covers most questions, and the team can help at ${email}.`,
  noBreaks: (name: string) => `The ${name} schedule lists no lunch or break slot.`,
  breaksAt: (name: string, breaks: string) => `The ${name} schedule has ${breaks}.`,
  faqSays: (question: string, text: string) => `The FAQ's answer to "${question}": ${text}`,
  tierOnlyAt: (label: string, places: string) => `${label} (only in ${places})`,

  /** API answers; the widget recognises 'rate limit' and 'payment' in them (spec: chat error catalogue). */
  rateLimited: "rate limit: too many questions from your connection. Please wait a minute and try again.",
  modelRateLimited: "rate limit: the assistant is busy. Please try again in a moment.",
  modelPaymentRequired: "payment required: the chat assistant is temporarily unavailable. Please contact support.",
  modelFailed: "The chat assistant could not answer just now. Please try again.",
} as const;
