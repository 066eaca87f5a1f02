import type { RecoveryStatus } from "./abandoned-rule.server";

/** The words of /admin/abandoned-carts and its CSV. */
export const abandonedCartsCopy = {
  title: "Abandoned carts",
  intro: (timeZone: string) =>
    `Checkouts whose buyer typed an email and left without paying: the seat hold ran out and they have not paid for that event since. Days are counted in ${timeZone.replaceAll("_", " ")}.`,
  event: "Event",
  allEvents: "All events",
  from: "Last activity from",
  to: "Last activity until",
  apply: "Show",
  clear: "Clear",
  csv: "Download CSV",
  send: "Send recovery emails",
  recoveredTitle: "Recovered",
  recoveredCarts: (n: number) => (n === 1 ? "1 cart recovered" : `${n} carts recovered`),
  recoveredRevenue: "Recovered revenue",
  noRevenue: "None yet",
  count: (n: number) => (n === 1 ? "1 abandoned cart" : `${n} abandoned carts`),
  listLabel: "Abandoned carts",
  noName: "No name given",
  lastActivity: (when: string) => `Last activity ${when}`,
  codes: (codes: string) => `Codes: ${codes}`,
  statuses: {
    not_contacted: "Not contacted",
    emailed: "Emailed",
    recovered: "Recovered",
    unsubscribed: "Unsubscribed",
  } satisfies Record<RecoveryStatus, string>,
  emailedOn: (day: string) => `Emailed on ${day}`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: "Previous page",
  next: "Next page",
  csvHeader: ["Last activity", "Event", "Buyer name", "Buyer email", "Tickets", "Codes", "Value", "Currency", "Status", "Last emailed", "Recovered at"],
} as const;
