import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { whatToBring } from "~/content/audition";
import { AGE_GROUP_LABELS } from "~/domain/age-groups";
import { enqueueEmails } from "~/features/email/enqueue-email.server";
import { getEmailBrand } from "~/features/email/get-email-brand.server";
import { renderEmail } from "~/features/email/render-email.server";
import { auditionConfirmation } from "~/features/email/templates/audition-confirmation";
import { orderConfirmation } from "~/features/email/templates/order-confirmation";
import { studentTicketNote } from "~/features/email/templates/student-ticket-note";
import { waitlistConfirmation } from "~/features/email/templates/waitlist-confirmation";
import { waitlistSeatOffer } from "~/features/email/templates/waitlist-seat-offer";
import { auditionAlreadyRegistered } from "~/features/email/templates/audition-already-registered";
import { submissionReceived } from "~/features/email/templates/submission-received";
import { teamNotification } from "~/features/email/templates/team-notification";
import { accountEmail, type AccountEmailProps } from "~/features/email/templates/account-email";
import { accountEmails } from "~/content/account-emails";
import type { EmailTemplate } from "~/features/email/types";
import { APPLICATION_LABELS } from "~/features/applications/application-schemas";
import { describeApplication } from "~/features/applications/describe-application";
import type { Env } from "~/lib/env.server";
import type { AccountEmailInput, Notifier, OutgoingEmail } from "./notifier";

/**
 * Renders each form event's emails and queues them in the caller's transaction; the worker sends
 * them once the caller kicks it (`AppContext.emailWorker`) after commit. `db` is the connection
 * `queue` uses without a transaction.
 */
export function createNotifier(options: { db: Db; env: Env; logger: Logger }): Notifier {
  const { env, logger } = options;
  const brand = getEmailBrand(env);

  /**
   * One rendered email, or none when building its props or rendering throws (logged): a broken
   * template never fails a form.
   */
  function render<Props extends object>(what: string, build: () => { to: string; template: EmailTemplate<Props>; props: Props }): OutgoingEmail[] {
    try {
      const { to, template, props } = build();
      return [{ to, ...renderEmail(template, props, brand) }];
    } catch (err) {
      logger.error({ err, what }, "could not render email");
      return [];
    }
  }

  return {
    auditionRegistered: (input) =>
      render("audition confirmation", () => ({
        to: input.form.email,
        template: auditionConfirmation,
        props: {
          fullName: input.form.fullName,
          cityName: input.event.cityName,
          dateText: input.event.dateText,
          venueName: input.event.venue?.name,
          venueAddress: input.event.venue?.address,
          ageGroupLabel: AGE_GROUP_LABELS[input.ageGroup],
          whatToBring,
        },
      })),
    auditionAlreadyRegistered: (input) =>
      render("audition already registered", () => ({
        to: input.email,
        template: auditionAlreadyRegistered,
        props: { cityName: input.event.cityName, dateText: input.event.dateText, reviewUrl: input.reviewUrl },
      })),
    waitlistJoined: (input) =>
      render("waitlist confirmation", () => ({ to: input.email, template: waitlistConfirmation, props: { cityName: input.cityName } })),
    accountEmail: (input) =>
      render("account email", () => {
        const props = accountEmailProps(input);
        return { to: input.to, template: { ...accountEmail, name: props.name }, props };
      }),
    waitlistSeatOffered: (input) =>
      render("waitlist seat offer", () => ({
        to: input.email,
        template: waitlistSeatOffer,
        props: {
          cityName: input.cityName,
          dateText: input.dateText,
          tierLabel: input.tierLabel,
          offerUrl: input.offerUrl,
          expiresText: input.expiresText,
        },
      })),
    applicationReceived: (input) => [
      ...render("team notification", () => ({
        to: env.TEAM_EMAIL,
        template: teamNotification,
        props: describeApplication(input.kind, input.form, input.context),
      })),
      ...render("submission receipt", () => ({
        to: input.form.email,
        template: submissionReceived,
        props: {
          kindLabel: APPLICATION_LABELS[input.kind].toLowerCase(),
          fullName: input.form.fullName,
          summaryLines: [
            ...(input.context ? [input.context] : []),
            ...describeApplication(input.kind, input.form, input.context).links.map((l) => `${l.label}: ${l.url}`),
          ],
        },
      })),
    ],
    orderConfirmed: (input) => {
      const { order, calendar } = input;
      const attachments = calendar ? [{ filename: `callboard-${order.number}.ics`, contentType: CALENDAR_TYPE, content: calendar }] : [];
      return render("order confirmation", () => ({
        to: order.buyerEmail,
        template: orderConfirmation,
        props: { order, orderUrl: input.orderUrl, studentsUrl: input.studentsUrl, whatToBring, calendarAttached: attachments.length > 0 },
      })).map((email) => ({ ...email, attachments }));
    },
    studentTicketNotes: ({ order, students }) =>
      studentsByAddress(order.buyerEmail, students).flatMap(([to, studentNames]) =>
        render("student ticket note", () => ({
          to,
          template: studentTicketNote,
          props: {
            studentNames,
            buyerName: order.buyerName,
            orderNumber: order.number,
            cityName: order.event.cityName,
            dateText: order.event.dateText,
            venueName: order.event.venueName,
            venueAddress: order.event.venueAddress,
          },
        })),
      ),
    queue: async (emails, tx, cause) => {
      await enqueueEmails(
        tx ?? options.db,
        emails.map((email) => ({ ...email, dedupeKey: cause ? `${cause}:${email.template}:${email.to.toLowerCase()}` : undefined })),
      );
    },
  };
}

/** `method=PUBLISH`: calendar apps offer to add the event rather than treat it as an invitation to answer. */
const CALENDAR_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

/**
 * Student names by address, leaving out blanks and the buyer's own. One email per address: `queue`
 * keys each message by cause, template and recipient, so a second one to the same address is dropped.
 */
function studentsByAddress(buyerEmail: string, students: Array<{ fullName: string; email: string }>): Array<[string, string[]]> {
  const byAddress = new Map<string, [string, string[]]>();
  for (const { fullName, email } of students) {
    const to = email.trim();
    const key = to.toLowerCase();
    if (!to || key === buyerEmail.trim().toLowerCase()) continue;
    let entry = byAddress.get(key);
    if (!entry) byAddress.set(key, (entry = [to, []]));
    entry[1].push(fullName);
  }
  return [...byAddress.values()];
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
