/** Copy of the city event page that the team can edit. Per-event differences live in the catalog. */
export const cityPageCopy = {
  titles: {
    intensive: "On-Camera Dance Intensive & Audition",
    masterclass: "On-Camera Dance Masterclass",
    virtual: "Acting for Dancers",
  },
  tagline: "Train on camera. Perform with confidence.",
  auditionLine: "Stay after class for an optional audition for upcoming projects.",
  defaultSubtitle: "All ages. All levels. Everyone belongs.",
  cta: "Save My Spot — Limited Seats",
  cancelled: {
    marker: "(CANCELLED)",
    heading: "This event has been cancelled",
    apology: "We apologize for any inconvenience. Please check our other upcoming cities.",
    viewOtherCities: "View Other Cities",
    bannerTitle: "This Event Has Been Cancelled",
    bannerText: "Every ticket holder receives a full refund. Find another date near you in",
    bannerLink: "Upcoming Events",
    seeOtherCities: "See Other Cities",
    registrationClosed: "This event has been cancelled, so its audition is too. Every upcoming city holds one.",
  },
  ended: {
    heading: "This event has taken place",
    thanks: "Thank you to every dancer who trained with us here. Tickets and audition registration are closed; the tour is on its way to its next cities.",
    viewUpcoming: "See Upcoming Cities",
    bannerTitle: "This Event Has Taken Place",
    bannerText: "Tickets and audition registration are closed. Find the next date near you in",
    bannerLink: "Upcoming Events",
    seeOtherCities: "See Upcoming Cities",
    registrationClosed: "Registration for this audition has closed: the event has taken place.",
  },
  notFound: {
    title: "Page Not Found",
    text: "Sorry, the page you are looking for doesn't exist or has been moved",
    returnHome: "Return Home",
  },
} as const;

export function eventTitle(kind: keyof typeof cityPageCopy.titles): string {
  return cityPageCopy.titles[kind];
}
