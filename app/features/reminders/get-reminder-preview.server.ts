import type { Db } from "~/db/client.server";
import { reminderEmails } from "~/content/reminder-emails";
import { REMINDER_KINDS, reminderDueAt, type ReminderKind } from "~/domain/event-reminders";
import { zonedFromInstant } from "~/domain/zoned-time";
import type { OrderView } from "~/features/checkout/confirmation/types";
import type { EmailContext } from "~/features/email/types";
import { isOnlineEvent, loadReminderEvent, type ReminderEvent } from "./load-reminder-event.server";
import { renderEventReminder } from "./render-event-reminder.server";

export interface ReminderPreview {
  event: { id: number; cityName: string; dateText: string; timeZone: string; remindersEnabled: boolean; whatToBring: string[]; isCancelled: boolean; online: boolean };
  /** When each reminder of an order booked early goes out, as wall-clock time in the event's zone ("2026-01-11 10:00"); null without a date. */
  dueAt: Record<ReminderKind, string> | null;
  kind: ReminderKind;
  /** The email as a buyer gets it, with a sample buyer and sample tickets; its QR images inlined for the browser. */
  email: { subject: string; html: string; text: string; attachments: string[] } | null;
}

/**
 * What the team sees at /admin/events/:id/reminders: whether the event's reminders are on, when they
 * go out, and one of them rendered by the same code the job sends with, for a sample order (the
 * sample buyer and students from content, two tickets), its Content-ID images turned into data: URLs
 * so the browser shows them. Null when there is no such event.
 */
export async function getReminderPreview(options: { db: Db; eventId: number; kind: ReminderKind; siteUrl: string; now: Date; mail: EmailContext }): Promise<ReminderPreview | null> {
  const { db, eventId, kind, siteUrl, now, mail } = options;
  const event = await loadReminderEvent({ db, eventId });
  if (!event) return null;
  const dueAt = event.startsOn
    ? (Object.fromEntries(REMINDER_KINDS.map((k) => [k, zonedFromInstant(reminderDueAt(k, event.startsOn!, event.timeZone), event.timeZone).replace("T", " ")])) as Record<ReminderKind, string>)
    : null;
  const [email] = renderEventReminder({ kind, order: sampleOrder(event), event, siteUrl, now }, mail);
  return {
    event: {
      id: event.id,
      cityName: event.cityName,
      dateText: event.dateText,
      timeZone: event.timeZone,
      remindersEnabled: event.remindersEnabled,
      whatToBring: event.whatToBring,
      isCancelled: event.isCancelled,
      online: isOnlineEvent(event),
    },
    dueAt,
    kind,
    email: email
      ? { subject: email.subject, html: inlineImages(email.html, email.attachments ?? []), text: email.text, attachments: (email.attachments ?? []).map((a) => a.filename) }
      : null,
  };
}

/** A paid order of two sample students for the event, as the email reads one. */
function sampleOrder(event: ReminderEvent): OrderView {
  const copy = reminderEmails.admin;
  const students = copy.sampleStudents.map((fullName, i) => ({
    position: i + 1,
    fullName,
    age: 16,
    ageGroup: "13_and_up" as const,
    parentName: null,
    enrolled: true,
    ticketCode: `PREVIEW-${event.id}-${i + 1}`,
  }));
  return {
    number: "CB-PREVIEW",
    token: "preview",
    status: "paid",
    provider: "test",
    buyerName: copy.sampleBuyer,
    buyerEmail: "buyer@example.com",
    event: {
      slug: event.slug,
      cityName: event.cityName,
      dateText: event.dateText,
      startsOn: event.startsOn,
      endsOn: event.endsOn,
      timeZone: event.timeZone,
      venueName: event.venue?.name ?? null,
      venueAddress: event.venue?.address ?? null,
    },
    currency: "USD",
    lines: [],
    discounts: [],
    subtotalMinor: 0,
    discountMinor: 0,
    totalMinor: 0,
    seatCount: students.length,
    students,
    holdExpiresAt: new Date(0).toISOString(),
    paidAt: new Date(0).toISOString(),
    lastPaymentError: null,
    createdAt: new Date(0).toISOString(),
  };
}

/** `cid:` images as data: URLs of their attached PNGs (the page's CSP allows data: images). */
function inlineImages(html: string, attachments: Array<{ cid?: string; contentType: string; content: string; encoding?: string }>): string {
  return attachments.reduce(
    (out, a) => (a.cid && a.encoding === "base64" ? out.split(`cid:${a.cid}`).join(`data:${a.contentType};base64,${a.content}`) : out),
    html,
  );
}
