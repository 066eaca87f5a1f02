import type { EmailTemplate } from "../types";
import { EmailFields, EmailHeading, EmailLink, isWebUrl, type EmailField, type EmailLinkTarget } from "./blocks";
import { textBody, textFields, textLink } from "./text-blocks";

export interface TeamNotificationProps {
  /** 'New scholarship application'. */
  title: string;
  fields: EmailField[];
  /** Links to admin pages or submitted media. Never put personal data in a URL. */
  links?: EmailLinkTarget[];
}

export function TeamNotification({ title, fields, links = [] }: TeamNotificationProps) {
  return (
    <>
      <EmailHeading>{title}</EmailHeading>
      <EmailFields fields={fields} />
      {links.length > 0 && (
        <ul style={{ margin: "0 0 16px", paddingLeft: 22 }}>
          {links.map((link, index) => (
            <li key={index} style={{ margin: "0 0 6px" }}>
              <EmailLink {...link} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function teamNotificationText({ title, fields, links = [] }: TeamNotificationProps): string {
  return textBody(
    title,
    textFields(fields),
    links.map((link) => (isWebUrl(link.url) ? textLink(link) : `${link.label}: ${link.url}`)).join("\n"),
  );
}

export const teamNotification: EmailTemplate<TeamNotificationProps> = {
  name: "team-notification",
  subject: (p) => `[Callboard] ${p.title}`,
  preview: (p) => p.fields.map((f) => `${f.label}: ${f.value}`).join(" · ").slice(0, 140),
  reason: () => "You received this email because this address is the Callboard team inbox (TEAM_EMAIL).",
  Component: TeamNotification,
  toText: teamNotificationText,
};
