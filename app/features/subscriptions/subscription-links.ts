/** Links to a subscription by its unguessable token or a signed card-update token. */
export const subscriptionLinks = {
  confirmation: (siteUrl: string, token: string) => `${siteUrl}/subscription-confirmation?s=${encodeURIComponent(token)}`,
  confirmationPath: (token: string) => `/subscription-confirmation?s=${encodeURIComponent(token)}`,
  updateCard: (siteUrl: string, signed: string) => `${siteUrl}/subscription-card/${encodeURIComponent(signed)}`,
  subscribePath: (tierKey: string, eventSlug?: string | null) => `/subscribe/${encodeURIComponent(tierKey)}${eventSlug ? `?event=${encodeURIComponent(eventSlug)}` : ""}`,
};

/** The signing purpose of a card-update link (app/lib/signed-token.server). */
export const CARD_LINK_PURPOSE = "subscription-card";
