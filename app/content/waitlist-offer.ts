/** /waitlist-offer: the page behind the "a seat opened up" email. */
export const waitlistOfferCopy = {
  title: "A seat opened up for you",
  held: (until: string) => `We're holding it for you until ${until}. Claim it and finish checkout before then; after that it passes to the next person on the waitlist.`,
  claim: "Claim your seat",
  claimed: "This seat has already been claimed. If that wasn't you, check your email for an order confirmation or contact us.",
  lapsed: "This offer has expired and the seat passed to the next person on the waitlist. You can join the waitlist again on the event page.",
  invalid: "This waitlist link is not valid. Check the link in your email, or contact us.",
} as const;
