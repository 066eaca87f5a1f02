import { site } from "./site";

/** Copy of the reminder sent about a checkout left unpaid: plain and warm, never pushy. */
export const recoveryEmails = {
  reminder: {
    subject: (cityName: string) => `Your ${cityName} tickets are still waiting`,
    preview: (cityName: string) => `Pick up where you left off for ${site.name} in ${cityName}.`,
    heading: "Still thinking it over?",
    intro: (name: string | null, cityName: string, dateText: string) =>
      `${name ? `Hi ${name}, you` : "You"} started booking the ${site.name} ${site.programName} in ${cityName} (${dateText}) and didn't quite finish. We kept your choices so you can pick up where you left off.`,
    cartTitle: "In your cart",
    line: (quantity: number, label: string) => `${quantity} × ${label}`,
    value: (amount: string) => `Cart total when you left: ${amount}`,
    codes: (codes: string) => `Code applied: ${codes}`,
    finish: "Finish your booking",
    recheck: "Prices and seats are checked again when you open the link, and it works for 14 days.",
    questions: "Questions about the intensive? Just reply to this email and a person will answer.",
    reason: (cityName: string) =>
      `You received this email because you entered this address while booking ${site.name} in ${cityName} and didn't finish.`,
    unsubscribe: "Stop these reminders",
  },
} as const;
