import { site } from "./site";

/** Copy of the email offering a waitlisted address a seat that opened up, held until a deadline. */
export const waitlistOfferEmails = {
  seatOffer: {
    subject: (tierLabel: string, cityName: string) => `A seat opened up: ${tierLabel}, ${cityName}`,
    preview: (expiresText: string) => `We're holding it for you until ${expiresText}.`,
    heading: "A seat opened up for you",
    opened: (tierLabel: string, cityName: string, dateText: string) =>
      `Good news: a ${tierLabel} seat opened up at the ${site.name} ${site.programName} in ${cityName} on ${dateText}.`,
    held: (expiresText: string) => `We're holding it for you until ${expiresText}.`,
    claim: "Claim your seat",
    passes: "If you don't claim it by then, it passes to the next person on the waitlist.",
    notWanted: "If you no longer want it, there is nothing to do: just let the offer expire.",
    reason: (tierLabel: string, cityName: string) =>
      `You received this email because this address joined the waitlist for ${tierLabel} in ${cityName} on ${site.name}.`,
  },
} as const;
