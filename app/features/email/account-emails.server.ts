import { accountEmails } from "~/content/account-emails";
import { renderOutgoingEmail } from "./render-outgoing-email.server";
import { accountEmail, type AccountEmailProps } from "./templates/account-email";
import type { EmailContext, OutgoingEmail } from "./types";

export type AccountEmailInput =
  | { kind: "confirm"; to: string; name: string; url: string }
  | { kind: "reset"; to: string; url: string }
  | { kind: "sign-in-code"; to: string; code: string }
  | { kind: "test"; to: string; sentBy: string };

/**
 * An account's email: confirm the address (`url`), reset the password (`url`), a one-time
 * sign-in `code`, or an admin's test message (`sentBy`).
 */
export function renderAccountEmail(input: AccountEmailInput, mail: EmailContext): OutgoingEmail[] {
  return renderOutgoingEmail(mail, "account email", () => {
    const props = accountEmailProps(input);
    return { to: input.to, template: { ...accountEmail, name: props.name }, props };
  });
}

function accountEmailProps(input: AccountEmailInput): AccountEmailProps {
  switch (input.kind) {
    case "confirm": {
      const c = accountEmails.confirm;
      return { name: "account-confirm", subject: c.subject, preview: c.preview, heading: c.heading, lines: c.lines(input.name), action: { label: c.action, url: input.url }, reason: c.reason };
    }
    case "reset": {
      const c = accountEmails.reset;
      return { name: "account-reset", subject: c.subject, preview: c.preview, heading: c.heading, lines: c.lines(), action: { label: c.action, url: input.url }, reason: c.reason };
    }
    case "sign-in-code": {
      const c = accountEmails.signInCode;
      return { name: "account-sign-in-code", subject: c.subject(input.code), preview: c.preview, heading: c.heading, lines: c.lines(input.code), reason: c.reason };
    }
    case "test": {
      const c = accountEmails.test;
      return { name: "account-test", subject: c.subject, preview: c.preview, heading: c.heading, lines: c.lines(input.sentBy), reason: c.reason };
    }
  }
}
