import type { EmailTemplate } from "~/features/email/types";
import { EmailParagraph, textBody } from "~/features/email/templates/kit";

export interface TeamReplyProps {
  /** Which of the team's reply templates it came from (`callback_invitation`, …), stored with the row. */
  templateKey: string;
  subject: string;
  /** The body as the team wrote it, already filled in, one paragraph per entry. */
  paragraphs: string[];
}

/** A reply the team sends from its inbox, in the words of its own editable template. */
export function TeamReply(props: TeamReplyProps) {
  return (
    <>
      {props.paragraphs.map((p, i) => (
        <EmailParagraph key={i}>{p}</EmailParagraph>
      ))}
    </>
  );
}

export const teamReply: EmailTemplate<TeamReplyProps> = {
  name: "team-reply",
  subject: (p) => p.subject,
  preview: (p) => p.paragraphs[0]?.slice(0, 120) ?? p.subject,
  reason: () => "You received this email because you sent our team a submission, application or registration on Callboard.",
  Component: TeamReply,
  toText: (p) => textBody(...p.paragraphs),
};
