import type { Logger } from "pino";
import type { ComponentType } from "react";
import type { emailOutbox } from "~/db/schema";
import type { Clock } from "~/domain/clock";

export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type OutboxStatus = OutboxEmail["status"];
/** A file sent with a message (an order's calendar entry); text content only, stored with the row. */
export type EmailAttachment = OutboxEmail["attachments"][number];

/** One message as handed to the mail server. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post); nodemailer passes them through as given. */
  headers?: Record<string, string>;
}

/** The part of a nodemailer transport the outbox needs, so tests can pass a fake. */
export interface MailTransport {
  sendMail(mail: OutgoingMail): Promise<unknown>;
  close?(): void;
}

/** What every email's header and footer show. */
export interface EmailBrand {
  siteUrl: string;
  /** Where recipients can write to a person. */
  contactEmail: string;
}

/**
 * A template renders the same message twice: as a React component for HTML and as plain
 * text written by hand, because text stripped out of HTML reads badly.
 */
export interface EmailTemplate<Props extends object> {
  /** Stored in the outbox's `template` column. */
  name: string;
  subject(props: Props): string;
  /** The inbox preview line shown next to the subject on phones. */
  preview(props: Props): string;
  /** Footer line: why the recipient got this email. */
  reason(props: Props): string;
  Component: ComponentType<Props>;
  toText(props: Props): string;
}

export interface RenderedEmail {
  template: string;
  subject: string;
  html: string;
  text: string;
}

/** An email rendered for one recipient, ready for the outbox (`enqueueEmails`). */
export interface OutgoingEmail extends RenderedEmail {
  to: string;
  attachments?: EmailAttachment[];
  headers?: Record<string, string>;
  /** When it was rendered on the site's clock: the outbox row's time (`enqueueEmails`). */
  now?: Date;
}

/**
 * What a feature needs to render its emails, made once at boot (`createEmailContext`): the brand
 * every email shows, the team's inbox, and the log a template that throws is reported to.
 */
export interface EmailContext {
  brand: EmailBrand;
  teamEmail: string;
  logger: Logger;
  /**
   * The site's clock (APP_NOW's, as orders use): an email rendered with this context is queued at its
   * time, so the outbox and the orders it is about read one clock. Test fakes may leave it out (real time).
   */
  clock?: Clock;
}
