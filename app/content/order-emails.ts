import { pricingCopy } from "./pricing";
import { site } from "./site";

const plural = (n: number, one: string, many: string) => (n === 1 ? `${n} ${one}` : `${n} ${many}`);

/** A list of names as read aloud: "Maya", "Maya and Leo", "Maya, Leo and Ana". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Copy of the emails an order sends: the buyer's confirmation and the note to each student. */
export const orderEmails = {
  /** The event's name in subjects, the calendar entry and sentences. */
  eventTitle: (cityName: string) => `${site.name} ${site.programName} — ${cityName}`,
  confirmation: {
    subject: (cityName: string, number: string) => `Your ${site.name} tickets: ${cityName}, order ${number}`,
    preview: (dateText: string) => `${dateText}. Your tickets are confirmed; please arrive 15 minutes early.`,
    heading: (cityName: string) => `Your tickets for ${cityName} are confirmed`,
    greeting: (name: string) => `Hi ${name},`,
    intro: "Thank you for your order. Here is everything you need for the day.",
    labels: { order: "Order number", event: "Event", when: "When", where: "Where" },
    venueToFollow: "We will email you the venue details before the day.",
    ticketsTitle: "Your tickets",
    line: (label: string, quantity: number, amount: string) => `${label} × ${quantity}: ${amount}`,
    subtotal: "Subtotal",
    discount: (code: string, description: string) => (description ? `Discount ${code} (${description})` : `Discount ${code}`),
    credit: (code: string) => `Credit ${code}`,
    total: "Total paid",
    studentsTitle: "Students",
    studentsToRegister: (n: number) => `You have ${plural(n, "student", "students")} to register`,
    registerStudents: "Register your students",
    viewOrder: "View your order",
    orderLinkIntro: "Your order page shows your tickets and students at any time:",
    nextTitle: "What happens next",
    arriveEarly: "Please arrive 15 minutes early to check in and warm up.",
    whatToBringTitle: "What to bring",
    calendarAttached: "The attached calendar file adds the day to your calendar.",
    refundTitle: pricingCopy.refundPolicy.title,
    refundPolicy: pricingCopy.refundPolicy.text,
    reason: (cityName: string) => `You received this email because this address was used to buy tickets for ${site.name} in ${cityName}.`,
  },
  /** To the buyer when students are named after payment: their door tickets. */
  studentTickets: {
    subject: (names: readonly string[], cityName: string, number: string) => `Door ${names.length === 1 ? "ticket" : "tickets"} for ${joinNames(names)}: ${cityName}, order ${number}`,
    preview: (names: readonly string[], dateText: string) => `${joinNames(names)} ${names.length === 1 ? "is" : "are"} registered for ${dateText}. Show the QR code at the door.`,
    greeting: (name: string) => `Hi ${name},`,
    intro: (names: readonly string[], cityName: string, dateText: string) =>
      `You registered ${joinNames(names)} for the ${site.name} ${site.programName} in ${cityName} on ${dateText}. Here ${names.length === 1 ? "is the ticket" : "are the tickets"} for the door.`,
    orderLinkIntro: "Your order page shows every ticket at any time:",
    viewOrder: "View your order",
    reason: (cityName: string) => `You received this email because you named students on your ${site.name} order for ${cityName}.`,
  },
  studentNote: {
    subject: (cityName: string) => `You're registered for ${site.name} in ${cityName}`,
    greeting: (names: readonly string[]) => (names.length === 1 ? `Hi ${names[0]},` : "Hi,"),
    registered: (buyerName: string, names: readonly string[], cityName: string, dateText: string) =>
      `${buyerName} registered ${names.length === 1 ? "you" : joinNames(names)} for the ${site.name} ${site.programName} in ${cityName} on ${dateText}.`,
    questions: (number: string) => `Questions? Reply to this email and mention order ${number}.`,
    reason: (buyerName: string) => `You received this email because ${buyerName} entered this address for a student on a ${site.name} order.`,
  },
} as const;
