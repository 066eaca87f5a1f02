/** Proving an address for an offer sold only to a list: the request form, its email and the link's page. */
export const offerAccessLinkCopy = {
  form: {
    heading: "On the studio's list?",
    intro: (tier: string) => `${tier} is open only to the studio's list. Enter the email address the studio has for you and we'll email you a link that opens it in this browser.`,
    email: "Email address",
    submit: "Email me a link",
    sending: "Sending…",
    // Said whether or not the address is on a list: the page never tells who is.
    sent: "If this address is on the studio's list, we've emailed you a link. It works for 24 hours; open it in this browser.",
    failed: "We couldn't send the request. Please try again.",
  },
  request: {
    eventNotFound: "We couldn't find that event.",
    tooMany: "Too many requests. Please wait a minute and try again.",
  },
  email: {
    subject: (city: string) => `Your link to buy for ${city}`,
    heading: "Confirm your email address",
    intro: (city: string, dateText: string) => `You asked to buy an offer for ${city} (${dateText}) that is open only to the studio's list. Open this link in the browser you'll buy with:`,
    link: "Open the studio's offers",
    expires: "The link works for 24 hours. Checkout then asks you to buy with this same address.",
    reason: "You're receiving this email because this address was entered to confirm it is on a studio's list.",
  },
  page: {
    confirmTitle: "Confirm your email address",
    confirm: (email: string, city: string) => `Confirm ${email} to buy the studio's offers for ${city} in this browser.`,
    button: "Confirm my email address",
    crossSite: "This request came from another site and was refused. Open the link from your email again.",
    title: "Email confirmed",
    granted: (email: string, city: string) => `This browser can now buy the studio's offers for ${city} with ${email}. Use this address as the buyer's email at checkout.`,
    toEvent: (city: string) => `Back to ${city}`,
    invalidTitle: "This link doesn't work",
    invalid: "This link isn't valid. Ask for a new one from the event page.",
    expired: "This link has expired. Ask for a new one from the event page.",
    metaDescription: "Confirm your email address for a studio's offers.",
  },
};

/** Why a tier sold only to a list is not in this cart, order or subscription. */
export const offerAccessRefusalCopy = {
  accessRequired: (tier: string) => `${tier} is open only to the studio's list (its students and alumni, or its deposit holders). Confirm your email address to buy it: we'll email you a link.`,
  notOnList: (tier: string, email: string) => `${tier} isn't open to ${email}, the address you confirmed. Use the address the studio has for you, or write to us if you think you should be on the list.`,
  otherEmail: (email: string) => `You confirmed ${email} for the studio's offers: use that address as the buyer's email.`,
};

/** The words for a refusal: no address proved (`email` null), the proved address not on the list, or another buyer's email. */
export function offerAccessRefusalWords(tier: string, access: "access_required" | "not_on_list" | "other_email", email: string | null): string {
  if (access === "access_required" || !email) return offerAccessRefusalCopy.accessRequired(tier);
  return access === "not_on_list" ? offerAccessRefusalCopy.notOnList(tier, email) : offerAccessRefusalCopy.otherEmail(email);
}
