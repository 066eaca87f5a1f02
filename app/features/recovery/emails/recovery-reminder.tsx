import { recoveryEmails } from "~/content/recovery-emails";
import type { EmailTemplate } from "~/features/email/types";
import { EmailHeading, EmailLink, EmailList, EmailParagraph, emailTheme, isWebUrl, textBody, textLink, textList } from "~/features/email/templates/kit";

export interface RecoveryReminderProps {
  buyerName: string | null;
  cityName: string;
  dateText: string;
  lines: Array<{ label: string; quantity: number }>;
  /** The cart's value when it was left, already formatted in its currency ("$336.00"). */
  valueText: string;
  codes: string[];
  /** The signed link that restores this cart into a new checkout. */
  resumeUrl: string;
  /** The signed one-click unsubscribe page for this address. */
  unsubscribeUrl: string;
}

const copy = recoveryEmails.reminder;

const intro = (p: RecoveryReminderProps) => copy.intro(p.buyerName, p.cityName, p.dateText);
const items = (p: RecoveryReminderProps) => p.lines.map((l) => copy.line(l.quantity, l.label));
const finishLink = (p: RecoveryReminderProps) => ({ label: copy.finish, url: p.resumeUrl });
const unsubscribeLink = (p: RecoveryReminderProps) => ({ label: copy.unsubscribe, url: p.unsubscribeUrl });

/** The one call to action, as a button-shaped link (a plain link when the address is not a web address). */
function FinishButton({ label, url }: { label: string; url: string }) {
  if (!isWebUrl(url)) return <EmailParagraph strong>{`${label}: ${url}`}</EmailParagraph>;
  return (
    <p style={{ margin: "20px 0" }}>
      <a
        href={url}
        style={{ display: "inline-block", padding: "12px 22px", borderRadius: 6, backgroundColor: emailTheme.ink, color: emailTheme.card, fontWeight: 700, textDecoration: "none" }}
      >
        {label}
      </a>
    </p>
  );
}

export function RecoveryReminder(props: RecoveryReminderProps) {
  return (
    <>
      <EmailHeading>{copy.heading}</EmailHeading>
      <EmailParagraph>{intro(props)}</EmailParagraph>
      <EmailList title={copy.cartTitle} items={items(props)} />
      <EmailParagraph>{copy.value(props.valueText)}</EmailParagraph>
      {props.codes.length > 0 && <EmailParagraph>{copy.codes(props.codes.join(", "))}</EmailParagraph>}
      <FinishButton {...finishLink(props)} />
      <EmailParagraph>{copy.recheck}</EmailParagraph>
      <EmailParagraph>{copy.questions}</EmailParagraph>
      <EmailParagraph>
        <EmailLink {...unsubscribeLink(props)} />
      </EmailParagraph>
    </>
  );
}

export function recoveryReminderText(props: RecoveryReminderProps): string {
  return textBody(
    `${copy.heading}`,
    intro(props),
    textList(copy.cartTitle, items(props)),
    copy.value(props.valueText),
    props.codes.length > 0 && copy.codes(props.codes.join(", ")),
    textLink(finishLink(props)),
    copy.recheck,
    copy.questions,
    textLink(unsubscribeLink(props)),
  );
}

export const recoveryReminder: EmailTemplate<RecoveryReminderProps> = {
  name: "recovery-reminder",
  subject: (p) => copy.subject(p.cityName),
  preview: (p) => copy.preview(p.cityName),
  reason: (p) => copy.reason(p.cityName),
  Component: RecoveryReminder,
  toText: recoveryReminderText,
};
