import type { EmailTemplate } from "../types";
import { EmailHeading, EmailLink, EmailParagraph } from "./blocks";
import { textBody, textLink } from "./text-blocks";

/** The account's short transactional emails share one shape: a heading, a few lines, maybe one button. */
export interface AccountEmailProps {
  name: "account-confirm" | "account-reset" | "account-sign-in-code" | "account-test";
  subject: string;
  preview: string;
  heading: string;
  lines: readonly string[];
  action?: { label: string; url: string };
  reason: string;
}

export function AccountEmail(props: AccountEmailProps) {
  return (
    <>
      <EmailHeading>{props.heading}</EmailHeading>
      {props.lines.map((line) => (
        <EmailParagraph key={line}>{line}</EmailParagraph>
      ))}
      {props.action ? (
        <EmailParagraph strong>
          <EmailLink {...props.action} />
        </EmailParagraph>
      ) : null}
    </>
  );
}

export const accountEmail: EmailTemplate<AccountEmailProps> = {
  name: "account",
  subject: (p) => p.subject,
  preview: (p) => p.preview,
  reason: (p) => p.reason,
  Component: AccountEmail,
  toText: (p) => textBody(`${p.heading}.`, ...p.lines, ...(p.action ? [textLink(p.action)] : [])),
};
