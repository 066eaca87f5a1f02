import { ticketUpgradeCopy } from "~/content/ticket-upgrades";
import type { EmailTemplate } from "~/features/email/types";
import { EmailHeading, EmailLink, EmailParagraph, textBody, textLink } from "~/features/email/templates/kit";

const copy = ticketUpgradeCopy.emails;

export interface UpgradeInviteProps {
  orderNumber: string;
  cityName: string;
  dateText: string;
  links: Array<{ label: string; url: string }>;
  /** Formatted in the event's zone. */
  expiresText: string;
}

export function UpgradeInvite(p: UpgradeInviteProps) {
  return (
    <>
      <EmailHeading>{copy.invite.heading}</EmailHeading>
      <EmailParagraph>{copy.invite.intro(p.orderNumber, p.cityName, p.dateText)}</EmailParagraph>
      {p.links.map((l) => (
        <EmailParagraph key={l.url} strong>
          <EmailLink {...l} />
        </EmailParagraph>
      ))}
      <EmailParagraph>{copy.invite.expires(p.expiresText)}</EmailParagraph>
    </>
  );
}

export const upgradeInvite: EmailTemplate<UpgradeInviteProps> = {
  name: "ticket-upgrade-invite",
  subject: (p) => copy.invite.subject(p.cityName),
  preview: (p) => copy.invite.intro(p.orderNumber, p.cityName, p.dateText),
  reason: () => copy.invite.reason,
  Component: UpgradeInvite,
  toText: (p) => textBody(`${copy.invite.heading}.`, copy.invite.intro(p.orderNumber, p.cityName, p.dateText), ...p.links.map(textLink), copy.invite.expires(p.expiresText)),
};

export interface UpgradeDoneProps {
  studentName: string | null;
  fromLabel: string;
  toLabel: string;
  amount: string;
  orderNumber: string;
  cityName: string;
}

const doneBody = (p: UpgradeDoneProps) => copy.done.body(p.studentName ?? copy.done.unnamed, p.fromLabel, p.toLabel, p.amount, p.orderNumber);

export function UpgradeDone(p: UpgradeDoneProps) {
  return (
    <>
      <EmailHeading>{copy.done.heading}</EmailHeading>
      <EmailParagraph>{doneBody(p)}</EmailParagraph>
    </>
  );
}

export const upgradeDone: EmailTemplate<UpgradeDoneProps> = {
  name: "ticket-upgrade-confirmation",
  subject: (p) => copy.done.subject(p.toLabel, p.cityName),
  preview: doneBody,
  reason: () => copy.done.reason,
  Component: UpgradeDone,
  toText: (p) => textBody(`${copy.done.heading}.`, doneBody(p)),
};
