/** /admin/events/:id/access: who an offer is sold to. */
export const offerAccessCopy = {
  title: (city: string) => `Who can buy: ${city}`,
  intro:
    "Restrict an offer to a list of email addresses (a studio's students and alumni, deposit holders): paste them or upload a text or CSV file. The checkout refuses anyone else with a clear message. An empty list opens the offer to everyone.",
  open: "Open to everyone",
  restricted: (n: number) => (n === 1 ? "Restricted to 1 address" : `Restricted to ${n} addresses`),
  paste: (tier: string) => `Addresses for ${tier}`,
  upload: (tier: string) => `Or upload a file for ${tier}`,
  save: "Save list",
  saved: (tier: string, n: number) => (n === 0 ? `${tier} is open to everyone.` : `${tier} is now sold only to ${n} address${n === 1 ? "" : "es"}.`),
  invalid: (words: string[]) => `These are not email addresses: ${words.slice(0, 5).join(", ")}${words.length > 5 ? "…" : ""}`,
  crossSite: "This form must be sent from this site.",
  notFound: "No such event or offer.",
  back: "Back to the event",
  editorHeading: "Who can buy",
  editorIntro: "Sell an offer only to a list of email addresses, such as a studio's students and alumni or its deposit holders.",
  linkFromEditor: "Edit who can buy",
};
