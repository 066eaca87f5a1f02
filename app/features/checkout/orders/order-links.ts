/** Links to an order, built from its unguessable token (never personal data). */
export const orderLinks = {
  confirmation: (siteUrl: string, token: string) => `${siteUrl}/order-confirmation?order=${encodeURIComponent(token)}`,
  students: (siteUrl: string, token: string) => `${siteUrl}/student-registration?order=${encodeURIComponent(token)}`,
  calendar: (token: string) => `/api/orders/${encodeURIComponent(token)}/calendar.ics`,
  checkout: (siteUrl: string) => `${siteUrl}/beta-payment`,
};
