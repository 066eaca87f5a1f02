import { pricingCopy } from "~/content/pricing";
import { programPaths } from "~/content/program-paths";
import { site } from "~/content/site";
import { compareByDateTbdLast } from "~/domain/dates";
import { earlyBirdLine, eventLink, eventName, eventStatus, formatEventDate, offerState, priceText } from "./event-facts";
import { narrowEvents } from "./find-cities";
import type { PreparedKnowledge } from "./prepare-knowledge";
import type { ChatLink, KnownEvent } from "./types";

/** A function the language model may call: its JSON-schema definition and what it does, over the same knowledge as the offline assistant. */
export interface ChatTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  run(args: Record<string, unknown>, k: PreparedKnowledge, now: Date): ToolResult;
}

export interface ToolResult {
  data: unknown;
  /** Pages the result comes from: the reply links to them. */
  links: ChatLink[];
}

const cityParameter = {
  type: "object",
  properties: { city: { type: "string", description: "The place the visitor named, as written: e.g. a city, a city and state, or a state." } },
  required: ["city"],
  additionalProperties: false,
};

function eventsFor(args: Record<string, unknown>, k: PreparedKnowledge): KnownEvent[] {
  const city = typeof args.city === "string" ? args.city.slice(0, 200) : "";
  const ids = k.cities.find(city).flatMap((m) => m.eventIds);
  const found = [...new Set(ids)].map((id) => k.eventsById.get(id)).filter((e): e is KnownEvent => Boolean(e));
  return narrowEvents(found, city).slice(0, 6);
}

function summary(e: KnownEvent, k: PreparedKnowledge, now: Date) {
  return {
    name: eventName(e, k.knowledge.events),
    date: formatEventDate(e),
    status: eventStatus(e, now),
    page: eventLink(e, k.knowledge.programEventSlug).href,
  };
}

/** The tools, each answering from public catalog facts and site content only. */
export const chatTools: readonly ChatTool[] = [
  {
    name: "list_events",
    description: "List the tour's events (city, date, status: upcoming, cancelled or ended; page path). Upcoming first, soonest first.",
    parameters: { type: "object", properties: {}, additionalProperties: false },
    run(_args, k, now) {
      const events = k.knowledge.events.filter((e) => e.kind !== "virtual" && e.hasPage && eventStatus(e, now) !== "ended").sort(compareByDateTbdLast);
      return { data: events.map((e) => summary(e, k, now)), links: [{ label: "Tour dates", href: "/" }] };
    },
  },
  {
    name: "get_event_prices",
    description: "Ticket prices of the events in a city, in the event's currency, with availability and early-bird prices. Never quote a price this tool did not return.",
    parameters: cityParameter,
    run(args, k, now) {
      const events = eventsFor(args, k);
      return {
        data: events.length
          ? events.map((e) => ({
              ...summary(e, k, now),
              note: e.pricingNote,
              tickets: e.offers.map((o) => ({
                ticket: o.label,
                price: priceText(o.price, o.billing),
                availability: offerState(o, now) ?? (o.remaining !== null ? `${o.remaining} seats left` : "available"),
                earlyBird: earlyBirdLine(e, o, now),
              })),
            }))
          : { error: "No event matches that city." },
        links: events.map((e) => eventLink(e, k.knowledge.programEventSlug, "pricing")),
      };
    },
  },
  {
    name: "get_event_details",
    description: "Date, venue, schedule (times per age group), age groups and what each ticket includes, for the events in a city.",
    parameters: cityParameter,
    run(args, k, now) {
      const events = eventsFor(args, k);
      return {
        data: events.length
          ? events.map((e) => ({
              ...summary(e, k, now),
              venue: e.venue ? { name: e.venue.name, address: e.venue.address, notes: e.venue.notes } : (e.venueLine ?? "Venue details coming soon"),
              subtitle: e.subtitle,
              ageGroups: [e.ageGroups.juniors, e.ageGroups.seniors],
              schedule: e.schedule.map((g) => ({ day: g.day, group: g.title, from: g.firstTime, to: g.lastTime })),
              tickets: e.offers.map((o) => ({ ticket: o.label, includes: o.features })),
            }))
          : { error: "No event matches that city." },
        links: events.map((e) => eventLink(e, k.knowledge.programEventSlug, "schedule")),
      };
    },
  },
  {
    name: "search_faq",
    description: "Search the site's FAQ and pages (auditions, footage, what to wear and bring, refunds, scholarships, talent submission, mentorship, privacy). Returns passages with their page.",
    parameters: {
      type: "object",
      properties: { query: { type: "string", description: "What to look for, in a few words." } },
      required: ["query"],
      additionalProperties: false,
    },
    run(args, k) {
      const query = typeof args.query === "string" ? args.query.slice(0, 300) : "";
      const hits = k.search.search(query, { limit: 3, events: "all" });
      return {
        data: hits.map((h) => ({ title: h.doc.title, text: h.doc.text.slice(0, 700), page: h.doc.link.href })),
        links: hits.slice(0, 1).map((h) => h.doc.link),
      };
    },
  },
  {
    name: "get_programs_and_policies",
    description: "Mentorship levels and terms, Acting for Dancers options, the refund and date-change policy, and the contact email.",
    parameters: { type: "object", properties: {}, additionalProperties: false },
    run(_args, k, now) {
      const program = k.knowledge.events.find((e) => e.slug === k.knowledge.programEventSlug);
      return {
        data: {
          mentorship: {
            levels: k.knowledge.mentorshipTierKeys.flatMap((key) => {
              const t = k.tiersByKey.get(key);
              return t ? [{ level: t.label, price: priceText(t.basePrice, t.billing), includes: t.features }] : [];
            }),
            terms: [...pricingCopy.mentorship.terms(k.knowledge.mentorshipCohort), pricingCopy.mentorship.eliteAutoRenew(k.knowledge.mentorshipCohort)],
            page: programPaths.eliteMentorshipBeta,
          },
          actingForDancers: program
            ? { where: program.cityName, when: program.dateText, options: program.offers.map((o) => ({ option: o.label, price: priceText(o.price, o.billing), includes: o.features, availability: offerState(o, now) ?? "available" })), page: programPaths.actingForDancers }
            : null,
          refundPolicy: pricingCopy.refundPolicy.text,
          scholarships: { text: pricingCopy.scholarship.text, page: "/scholarship" },
          submitTalent: "/submit-talent",
          contactEmail: site.contactEmail,
        },
        links: [],
      };
    },
  },
];

/** The tools in the OpenAI-compatible request format. */
export function toolDefinitions() {
  return chatTools.map((t) => ({ type: "function" as const, function: { name: t.name, description: t.description, parameters: t.parameters } }));
}

/** Run a tool the model asked for; unknown tools and bad arguments come back as errors the model can read. */
export function runTool(name: string, rawArguments: string, k: PreparedKnowledge, now: Date): ToolResult {
  const tool = chatTools.find((t) => t.name === name);
  if (!tool) return { data: { error: `Unknown tool ${name}.` }, links: [] };
  let args: unknown;
  try {
    args = rawArguments ? JSON.parse(rawArguments) : {};
  } catch {
    return { data: { error: "Arguments must be a JSON object." }, links: [] };
  }
  if (!args || typeof args !== "object" || Array.isArray(args)) return { data: { error: "Arguments must be a JSON object." }, links: [] };
  return tool.run(args as Record<string, unknown>, k, now);
}
