import { orderEmails } from "./order-emails";
import { site } from "./site";

const plural = (n: number, one: string, many: string) => (n === 1 ? `${n} ${one}` : `${n} ${many}`);

/**
 * Copy of the reminder emails a paid order gets a week before its event and the day before
 * (features/reminders), and of the team's page that previews them and turns them off per event.
 */
export const reminderEmails = {
  subject: {
    week_before: (cityName: string, dateText: string) => `One week to go: ${site.name} in ${cityName}, ${dateText}`,
    day_before: (cityName: string) => `See you tomorrow: ${site.name} in ${cityName}`,
  },
  preview: {
    week_before: (dateText: string) => `${dateText}. The day's schedule, the venue, what to bring and your tickets.`,
    day_before: (dateText: string) => `Tomorrow, ${dateText}. The schedule, the venue and your tickets for the door.`,
  },
  heading: {
    week_before: (cityName: string) => `One week until ${cityName}`,
    day_before: (cityName: string) => `See you tomorrow in ${cityName}`,
  },
  greeting: (name: string) => `Hi ${name},`,
  intro: {
    week_before: "Your day is a week away. Here is the schedule, where to go, what to bring and your tickets for the door.",
    day_before: "Your day is tomorrow. Here is the schedule, where to go, what to bring and your tickets for the door.",
  },
  labels: { order: "Order number", event: "Event", when: "When", where: "Where", gettingThere: "Getting there" },
  eventTitle: orderEmails.eventTitle,
  venueToFollow: "The venue is still being confirmed: the event's page shows the studio's name and address as soon as it is.",
  mapLink: "Open the venue in Google Maps",
  scheduleTitle: "Schedule",
  /** Under the schedule's heading: the times are the event's own. */
  scheduleZone: (zoneName: string) => `All times are local time (${zoneName}).`,
  scheduleToFollow: "The class-by-class schedule is still being finalised; the day starts with check-in.",
  arriveEarly: orderEmails.confirmation.arriveEarly,
  whatToBringTitle: "What to bring",
  /** The list when the event has none of its own (the FAQ's "What should I bring?"). */
  defaultWhatToBring: [
    "Fitted dancewear you can move in (solid colours read best on camera)",
    "Clean sneakers you can dance in, and jazz shoes",
    "A large water bottle",
    "Lunch and snacks: it is a full day of dancing",
    "A towel and a change of top",
  ],
  studentsToRegister: (n: number) => `You still have ${plural(n, "student", "students")} to register before the day`,
  registerStudents: "Register your students",
  orderLinkIntro: "Your order page shows your tickets and students at any time:",
  viewOrder: "View your order",
  calendarAttached: "The attached calendar file adds the day to your calendar.",
  questions: (number: string) => `Questions? Reply to this email and mention order ${number}.`,
  reason: (cityName: string) => `You received this email because this address was used to buy tickets for ${site.name} in ${cityName}.`,
  /** The team's page: /admin/events/:id/reminders. */
  admin: {
    title: (cityName: string) => `${cityName}: reminder emails`,
    back: (cityName: string) => `Back to ${cityName}`,
    editorHeading: "Reminder emails",
    editorIntro:
      "Each paid order gets an email a week before the event and another the day before (10:00 in the event's time zone), with the schedule, the venue and a map link, what to bring, each ticket's QR code and the calendar file. A booking inside the week gets the week-before one within minutes; a booking on the day before gets only the day-before one.",
    linkFromEditor: "Preview the reminder emails",
    state: (on: boolean) => (on ? "Reminder emails are on for this event." : "Reminder emails are off for this event: nobody gets them."),
    turnOff: "Turn reminder emails off",
    turnOn: "Turn reminder emails on",
    turnedOff: "Reminder emails are off for this event. Reminders already sent stay sent.",
    turnedOn: "Reminder emails are on for this event.",
    intro:
      "What the buyers of this event get a week before it and the day before, as the email shows it (with a sample buyer and sample tickets). Turned off, reminders that come due are not sent.",
    schedule: "When they go out",
    dueAt: { week_before: "A week before", day_before: "The day before" },
    noDate: "This event has no date yet, so no reminder is planned.",
    online: "This is an online program with no venue: its buyers get no reminder emails.",
    cancelled: "This event is cancelled: no reminder emails go out.",
    kindLabel: "Which email",
    kinds: { week_before: "A week before", day_before: "The day before" },
    subjectLabel: "Subject",
    frameTitle: (kind: string) => `Preview of the ${kind.toLowerCase()} reminder email`,
    whatToBringHeading: "What to bring",
    whatToBringHint: "One item per line. Left empty, the email lists the site's general list.",
    saveWhatToBring: "Save what to bring",
    saved: "Saved. The next reminders list it.",
    tooLong: "Keep it to 20 lines of at most 200 characters each.",
    sampleBuyer: "Sample Buyer",
    sampleStudents: ["Sample Student One", "Sample Student Two"],
    badRequest: "That request could not be read.",
    crossSite: "Refused: the form was not sent from this site.",
    notFound: "No such event.",
  },
} as const;
