import { ticketUpgradeCopy } from "~/content/ticket-upgrades";
import { formatMoney } from "~/domain/money";
import { renderOutgoingEmail } from "~/features/email/email.server";
import { upgradeDone, upgradeInvite } from "~/features/checkout/upgrades/emails/ticket-upgrade";
import type { EmailContext, OutgoingEmail } from "~/features/email/types";
import type { TicketUpgrade } from "./find-ticket-upgrade.server";
import type { UpgradeLinks } from "./list-upgrade-links.server";

/** The buyer's note that a ticket moved up and what it cost. */
export function renderUpgradeConfirmation(input: { upgrade: TicketUpgrade; orderUrl: string }, mail: EmailContext): OutgoingEmail[] {
  const { upgrade } = input;
  return renderOutgoingEmail(mail, "ticket upgrade confirmation", () => ({
    to: upgrade.buyerEmail,
    template: upgradeDone,
    props: {
      studentName: upgrade.studentName,
      fromLabel: upgrade.line.label,
      toLabel: upgrade.to.label,
      amount: formatMoney({ amountMinor: upgrade.amountMinor, currency: upgrade.currency }),
      orderNumber: upgrade.orderNumber,
      cityName: upgrade.cityName,
    },
  }));
}

/** The signed links to move an order's tickets up, one per ticket, sent to the order's own address. */
export function renderUpgradeInvite(links: UpgradeLinks, mail: EmailContext): OutgoingEmail[] {
  if (links.tickets.length === 0) return [];
  const copy = ticketUpgradeCopy.emails.invite;
  return renderOutgoingEmail(mail, "ticket upgrade invite", () => ({
    to: links.buyerEmail,
    template: upgradeInvite,
    props: {
      orderNumber: links.orderNumber,
      cityName: links.cityName,
      dateText: links.dateText,
      links: links.tickets.map((t) => ({ label: copy.link(t.studentName ?? copy.unnamed, t.toLabel, formatMoney(t.amount)), url: t.url })),
      expiresText: links.expiresText,
    },
  }));
}
