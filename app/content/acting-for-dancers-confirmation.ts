import { site } from "./site";

/** /acting-for-dancers-confirmation: what happens after buying a session or a path. */
export const actingForDancersConfirmation = {
  title: "You're in: Acting for Dancers",
  nextTitle: "Booking your first session",
  steps: [
    "Within one business day your coach emails you to book your first session: pick a time that fits around classes and school.",
    "Sessions are live over video. Join from a quiet room with a phone or laptop; nothing to install.",
    "Bring a short scene, a monologue or a self-tape you're working on, or simply come curious: the first session starts where you are.",
  ],
  contact: `Questions, or need to move a session? Email ${site.contactEmail}.`,
  pendingTitle: "Confirming your payment…",
};
