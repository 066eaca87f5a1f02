import { site } from "./site";

/** Copy of the emails about a cancelled event and a changed date (issue 22; decision 0031 for the 48 hours, 0042 for the choices). */
export const eventChangeEmails = {
  cancelled: {
    subject: (cityName: string) => `Cancelled: ${site.name} ${site.programName}, ${cityName}`,
    heading: "This event is cancelled",
    opened: (cityName: string, dateText: string) => `We're sorry: the ${site.name} ${site.programName} in ${cityName} on ${dateText} is cancelled.`,
    orders: (numbers: string[]) =>
      `Your ${numbers.length === 1 ? "order" : "orders"} ${numbers.join(", ")} ${numbers.length === 1 ? "is" : "are"} refunded in full to the payment method you used. You'll get a separate notice when the money is on its way; there is nothing you need to do.`,
    audition: "Your audition registration for this event is cancelled.",
    waitlist: "Your place on this event's waitlist is closed.",
    otherCities: "See the other tour stops",
    reason: (cityName: string) => `You received this email because this address bought, registered or joined the waitlist for ${cityName} on ${site.name}.`,
  },
  dateChange: {
    subject: (cityName: string) => `New date for ${cityName}: please choose by the deadline`,
    heading: "The date has changed",
    opened: (cityName: string, oldDate: string, newDate: string) => `The ${site.name} ${site.programName} in ${cityName} moves from ${oldDate} to ${newDate}.`,
    times: (times: string) => `Times on the new date: ${times}.`,
    choices: "You have two choices for your order:",
    keep: "Attend on the new date: keep your seat.",
    refund: (amount: string) => `Get a full refund of ${amount} to the card you paid with.`,
    deadline: (respondBy: string) => `Please answer by ${respondBy} (48 hours from when we sent this email).`,
    noAnswer: (amount: string) => `If we don't hear from you by then, your ticket becomes a credit of ${amount} that never expires and works for any city or date on the tour priced in the currency you paid.`,
    answer: "Choose here",
    order: (number: string) => `Order ${number}`,
    reason: (cityName: string) => `You received this email because you bought a ticket for ${cityName} on ${site.name}.`,
  },
} as const;
