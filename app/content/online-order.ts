import type { OnlineAccess } from "~/domain/page-config";
import { joinNames } from "./order-emails";
import { pricingCopy } from "./pricing";
import { site } from "./site";

/**
 * What an order of an online program says on its confirmation page and in its email: what was
 * bought, how the sessions are booked or joined (the program's own words, from its page
 * configuration, else `fallback`) and what happens next. Never a venue, the door, what to wear or an age group.
 */
export const onlineOrderCopy = {
  /** Used only when the program's page configuration has no joining instructions of its own. */
  fallback: {
    joinTitle: "How your sessions work",
    join: ["Your sessions are live over video: join from a quiet room with a phone or laptop. We email you within one business day to book your first session and send the link."],
    next: [] as string[],
  },
  contact: `Questions, or need to move a session? Email ${site.contactEmail}.`,
  /** /student-registration once everyone on an online program's order is named. */
  registrationComplete: "Everyone on this order is registered. Your coach will be in touch to book the sessions.",
  page: {
    title: (program: string) => `You're in: ${program}`,
    program: "Program",
    access: "Access",
    participantsTitle: "Taking part",
    nextTitle: "What happens next",
    /** In an order that also holds in-person tickets: the online part's heading. */
    partTitle: (program: string) => `Online: ${program}`,
  },
  email: {
    subject: (program: string, number: string) => `You're in: ${program}, order ${number}`,
    preview: (program: string) => `Your ${program} order is confirmed. Here is how your sessions are booked or joined.`,
    heading: (program: string) => `You're in: ${program}`,
    greeting: (name: string) => `Hi ${name},`,
    intro: "Thank you for your order. Here is what you bought, how your sessions work and what happens next.",
    labels: { order: "Order number", program: "Program", access: "Access" },
    boughtTitle: "What you bought",
    participantsTitle: "Taking part",
    nextTitle: "What happens next",
    /** In an order that also holds in-person tickets: the online part's heading. */
    partTitle: (program: string) => `Online: ${program}`,
    refundTitle: pricingCopy.refundPolicy.title,
    refundPolicy: pricingCopy.refundPolicy.text,
    reason: (program: string) => `You received this email because this address was used to buy ${program} from ${site.name}.`,
  },
  /** To a participant's own address on an online program's order. */
  participantNote: {
    subject: (program: string) => `You're signed up for ${program}`,
    registered: (buyerName: string, names: readonly string[], program: string) =>
      `${buyerName} signed ${names.length === 1 ? "you" : joinNames(names)} up for ${program}, online with ${site.name}.`,
    nextTitle: "What happens next",
  },
} as const;

/**
 * The online program's name and words for its buyer: its page configuration's (`onlineAccess`),
 * else the generic ones; its name falls back to the first online line's label. Shared by the page and the email.
 */
export function onlineProgramWords(event: { cityName: string; onlineAccess?: OnlineAccess | null }, onlineLines: ReadonlyArray<{ label: string }>) {
  const access = event.onlineAccess ?? null;
  const fallback = onlineOrderCopy.fallback;
  return {
    programName: access?.programName ?? onlineLines[0]?.label ?? event.cityName,
    joinTitle: access?.joinTitle ?? fallback.joinTitle,
    join: [...(access?.join ?? fallback.join)],
    next: [...(access?.next ?? fallback.next), onlineOrderCopy.contact],
  };
}
