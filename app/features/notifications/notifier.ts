import type { Db } from "~/db/client.server";
import type { AgeGroup } from "~/domain/age-groups";
import type { ApplicationForm, ApplicationKind } from "~/features/applications/application-schemas";
import type { AuditionForm } from "~/features/auditions/audition-schema";
import type { SignupEvent } from "~/features/catalog/find-signup-event.server";
import type { OrderView } from "~/features/checkout/types";
import type { EmailAttachment } from "~/features/email/types";

/** An email rendered and ready for the outbox. */
export interface OutgoingEmail {
  to: string;
  template: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
}

/**
 * The emails form events send. Rendering is pure and happens before the write's transaction opens;
 * a template that throws is logged and its email left out, so it never fails the form. `queue` then
 * writes the rendered emails inside that transaction: the row and its emails commit (or roll back)
 * together. Kick the email worker after commit.
 */
export interface Notifier {
  /** The dancer's confirmation of a new registration. */
  auditionRegistered(input: { event: SignupEvent; form: AuditionForm; ageGroup: AgeGroup }): OutgoingEmail[];
  /** A repeat registration changed nothing: the address gets a signed link to the registration as stored. */
  auditionAlreadyRegistered(input: { event: SignupEvent; email: string; reviewUrl: string }): OutgoingEmail[];
  waitlistJoined(input: { email: string; cityName?: string }): OutgoingEmail[];
  /**
   * A seat opened up and is held for a waitlisted address until `expiresText` (already formatted for
   * the recipient); `offerUrl` is where they claim it.
   */
  waitlistSeatOffered(input: {
    email: string;
    cityName: string;
    dateText: string;
    tierLabel: string;
    offerUrl: string;
    expiresText: string;
  }): OutgoingEmail[];
  /** The team's copy of the application and the sender's receipt. */
  applicationReceived(input: { kind: ApplicationKind; form: ApplicationForm<ApplicationKind>; context?: string }): OutgoingEmail[];
  /**
   * The buyer's confirmation of a paid order. `calendar` (from buildOrderCalendar, null while the
   * date is to be determined) is attached as an .ics file; `studentsUrl` is where missing students
   * are named (the order page when null).
   */
  orderConfirmed(input: { order: OrderView; orderUrl: string; studentsUrl: string | null; calendar: string | null }): OutgoingEmail[];
  /**
   * A note to each student address on a paid order: one per address (siblings may share one), none
   * to the buyer's own address, which already has the confirmation.
   */
  studentTicketNotes(input: { order: OrderView; students: Array<{ fullName: string; email: string }> }): OutgoingEmail[];
  /**
   * An account's email: confirm the address (`url`), reset the password (`url`), a one-time
   * sign-in `code`, or an admin's test message (`sentBy`).
   */
  accountEmail(input: AccountEmailInput): OutgoingEmail[];
  /**
   * Insert rendered emails into `email_outbox` through `tx`, the write's transaction, so they commit
   * or roll back with the row they are about. Without one they go in on the notifier's own connection.
   * `cause` names what they are about (`audition-confirmation:42`): each message goes in once per cause.
   */
  queue(emails: OutgoingEmail[], tx?: Db, cause?: string): Promise<void>;
}

export type AccountEmailInput =
  | { kind: "confirm"; to: string; name: string; url: string }
  | { kind: "reset"; to: string; url: string }
  | { kind: "sign-in-code"; to: string; code: string }
  | { kind: "test"; to: string; sentBy: string };
