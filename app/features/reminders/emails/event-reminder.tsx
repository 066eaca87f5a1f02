import { reminderEmails } from "~/content/reminder-emails";
import type { EmailTemplate } from "~/features/email/types";
import { type EmailField, EmailFields, EmailHeading, EmailLink, EmailList, EmailParagraph, emailTheme, textBody, textFields, textList } from "~/features/email/templates/kit";
import { Tickets, ticketsText, type EmailTicket } from "~/features/checkout/confirmation/emails/order-confirmation";

/** One table of the day's schedule as the email lists it (its heading already chosen from the page's age groups). */
export interface ReminderScheduleTable {
  heading: string;
  slots: Array<{ time: string; activity: string; detail?: string }>;
}

export interface ReminderScheduleDay {
  label?: string;
  tables: ReminderScheduleTable[];
}

export interface EventReminderProps {
  kind: "week_before" | "day_before";
  buyerName: string;
  orderNumber: string;
  cityName: string;
  dateText: string;
  /** The zone the schedule's times are in, as people say it ("Eastern Time"). */
  zoneName: string;
  venue: { name: string; address: string | null; notes: string | null } | null;
  mapUrl: string;
  schedule: ReminderScheduleDay[];
  scheduleNotes: string[];
  whatToBring: string[];
  tickets: EmailTicket[];
  missingStudents: number;
  studentsUrl: string;
  orderUrl: string;
  calendarAttached: boolean;
}

const copy = reminderEmails;

function details(p: EventReminderProps): EmailField[] {
  const where = p.venue ? [p.venue.name, p.venue.address].filter(Boolean).join(", ") : copy.venueToFollow;
  return [
    { label: copy.labels.order, value: p.orderNumber },
    { label: copy.labels.event, value: copy.eventTitle(p.cityName) },
    { label: copy.labels.when, value: p.dateText },
    { label: copy.labels.where, value: where },
    ...(p.venue?.notes ? [{ label: copy.labels.gettingThere, value: p.venue.notes }] : []),
  ];
}

const cell = { padding: "6px 8px 6px 0", verticalAlign: "top" as const, borderTop: `1px solid ${emailTheme.rule}` };

function ScheduleTable({ table }: { table: ReminderScheduleTable }) {
  return (
    <>
      <p style={{ margin: "0 0 6px", fontWeight: 700 }}>{table.heading}</p>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0} style={{ margin: "0 0 16px", borderCollapse: "collapse" }}>
        <tbody>
          {table.slots.map((slot, index) => (
            <tr key={index}>
              <td style={{ ...cell, whiteSpace: "nowrap", width: "1%", fontWeight: 700 }}>{slot.time}</td>
              <td style={cell}>
                {slot.activity}
                {slot.detail && <div style={{ fontSize: 13, color: emailTheme.muted }}>{slot.detail}</div>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function EventReminder(p: EventReminderProps) {
  return (
    <>
      <EmailHeading>{copy.heading[p.kind](p.cityName)}</EmailHeading>
      <EmailParagraph>{copy.greeting(p.buyerName)}</EmailParagraph>
      <EmailParagraph>{copy.intro[p.kind]}</EmailParagraph>
      <EmailFields fields={details(p)} />
      <EmailParagraph>
        <EmailLink label={copy.mapLink} url={p.mapUrl} />
      </EmailParagraph>
      <EmailParagraph strong>{copy.arriveEarly}</EmailParagraph>
      <div data-reminder-schedule>
        <EmailParagraph strong>{copy.scheduleTitle}</EmailParagraph>
        {p.schedule.length === 0 ? (
          <EmailParagraph>{copy.scheduleToFollow}</EmailParagraph>
        ) : (
          <>
            <EmailParagraph>{copy.scheduleZone(p.zoneName)}</EmailParagraph>
            {p.schedule.map((day, index) => (
              <div key={index}>
                {day.label && <p style={{ margin: "0 0 8px", fontWeight: 700, fontSize: 17 }}>{day.label}</p>}
                {day.tables.map((table, t) => (
                  <ScheduleTable key={t} table={table} />
                ))}
              </div>
            ))}
          </>
        )}
        {p.scheduleNotes.map((note, index) => (
          <EmailParagraph key={index}>{note}</EmailParagraph>
        ))}
      </div>
      <EmailList title={copy.whatToBringTitle} items={p.whatToBring} />
      {p.tickets.length > 0 && <Tickets tickets={p.tickets} />}
      {p.missingStudents > 0 && (
        <EmailParagraph strong>
          {copy.studentsToRegister(p.missingStudents)}: <EmailLink label={copy.registerStudents} url={p.studentsUrl} />
        </EmailParagraph>
      )}
      <EmailParagraph>
        {copy.orderLinkIntro} <EmailLink label={copy.viewOrder} url={p.orderUrl} />
      </EmailParagraph>
      {p.calendarAttached && <EmailParagraph>{copy.calendarAttached}</EmailParagraph>}
      <EmailParagraph>{copy.questions(p.orderNumber)}</EmailParagraph>
    </>
  );
}

function scheduleText(p: EventReminderProps): string {
  if (p.schedule.length === 0) return `${copy.scheduleTitle}\n${copy.scheduleToFollow}`;
  const days = p.schedule.map((day) =>
    [
      ...(day.label ? [day.label] : []),
      ...day.tables.map((table) => [table.heading, ...table.slots.map((s) => `${s.time}  ${s.activity}${s.detail ? ` (${s.detail})` : ""}`)].join("\n")),
    ].join("\n\n"),
  );
  return [`${copy.scheduleTitle} — ${copy.scheduleZone(p.zoneName)}`, ...days].join("\n\n");
}

export function eventReminderText(p: EventReminderProps): string {
  return textBody(
    copy.greeting(p.buyerName),
    `${copy.heading[p.kind](p.cityName)}. ${copy.intro[p.kind]}`,
    textFields(details(p)),
    `${copy.mapLink}: ${p.mapUrl}`,
    copy.arriveEarly,
    scheduleText(p),
    p.scheduleNotes.join("\n"),
    textList(`${copy.whatToBringTitle}:`, p.whatToBring),
    ticketsText(p.tickets),
    p.missingStudents > 0 && `${copy.studentsToRegister(p.missingStudents)}: ${p.studentsUrl}`,
    `${copy.orderLinkIntro} ${p.orderUrl}`,
    p.calendarAttached && copy.calendarAttached,
    copy.questions(p.orderNumber),
  );
}

export const eventReminder: EmailTemplate<EventReminderProps> = {
  name: "event-reminder",
  subject: (p) => (p.kind === "week_before" ? copy.subject.week_before(p.cityName, p.dateText) : copy.subject.day_before(p.cityName)),
  preview: (p) => copy.preview[p.kind](p.dateText),
  reason: (p) => copy.reason(p.cityName),
  Component: EventReminder,
  toText: eventReminderText,
};
