import type { EmailTemplate } from "~/features/email/types";
import { EmailFields, EmailHeading, EmailLink, EmailParagraph, textBody, textFields, textLink } from "~/features/email/templates/kit";

export interface FreeMonthCodeProps {
  code: string;
  /** What the code takes off, formatted in the program's currency ("$229"). */
  worth: string;
  /** The program option a month buys ("Starter Path"). */
  optionLabel: string;
  orderNumber: string;
  cityName: string;
  programUrl: string;
}

const intro = (p: FreeMonthCodeProps) => `Your ticket for ${p.cityName} (order ${p.orderNumber}) includes a free month of the online Acting for Dancers program.`;
const how = (p: FreeMonthCodeProps) => `Add the ${p.optionLabel} to your cart on the Acting for Dancers page and type the code in the promo field: it takes ${p.worth} off, once.`;
const fields = (p: FreeMonthCodeProps) => [
  { label: "Your code", value: p.code },
  { label: "Worth", value: `${p.worth} (one month, the ${p.optionLabel})` },
];
const link = (p: FreeMonthCodeProps) => ({ label: "Open Acting for Dancers", url: p.programUrl });

export function FreeMonthCode(p: FreeMonthCodeProps) {
  return (
    <>
      <EmailHeading>Your free month of Acting for Dancers</EmailHeading>
      <EmailParagraph>{intro(p)}</EmailParagraph>
      <EmailFields fields={fields(p)} />
      <EmailParagraph>{how(p)}</EmailParagraph>
      <EmailParagraph strong>
        <EmailLink {...link(p)} />
      </EmailParagraph>
    </>
  );
}

export const freeMonthCode: EmailTemplate<FreeMonthCodeProps> = {
  name: "free-month-code",
  subject: (p) => `Your free month of Acting for Dancers: code ${p.code}`,
  preview: intro,
  reason: () => "You received this email because your Callboard ticket includes a free month of Acting for Dancers.",
  Component: FreeMonthCode,
  toText: (p) => textBody("Your free month of Acting for Dancers.", intro(p), textFields(fields(p)), how(p), textLink(link(p))),
};
