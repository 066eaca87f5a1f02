import type { Db } from "~/db/client.server";
import { loadEvent } from "~/features/catalog/load-event.server";
import { enqueueEmails } from "~/features/email/enqueue-email.server";
import { renderOutgoingEmail } from "~/features/email/render-outgoing-email.server";
import { offerAccessLink } from "~/features/email/templates/offer-access-link";
import type { EmailContext } from "~/features/email/types";
import { loadOfferAccessLists, normalizeAccessEmail } from "./check-offer-access.server";
import { signAccessLink } from "./offer-access-grant.server";

/** One email per address, event and this many minutes: a repeated click, or someone else typing the address, never floods an inbox. */
export const ACCESS_EMAIL_EVERY_MINUTES = 10;

export const offerAccessLinks = {
  grant: (siteUrl: string, token: string) => `${siteUrl}/offer-access/${encodeURIComponent(token)}`,
};

export type RequestOfferAccessResult = { ok: true; sent: boolean } | { ok: false; reason: "event_not_found" };

/**
 * A buyer asks to prove an address for an event's offers sold only to a list. When the address is on
 * one of the event's lists, a signed link (24 hours) is emailed to it; otherwise nothing is sent. The
 * caller answers the same either way, so the answer tells nobody who is on a list; `sent` is for
 * tests and logs only. The email is rendered either way so both paths do the same work until the write.
 */
export async function requestOfferAccess(options: { db: Db; secret: string; eventSlug: string; email: string; now: Date; mail: EmailContext; siteUrl: string }): Promise<RequestOfferAccessResult> {
  const { db, secret, now, mail } = options;
  const event = await loadEvent({ db, slug: options.eventSlug, now, withPage: false });
  if (!event) return { ok: false, reason: "event_not_found" };
  const email = normalizeAccessEmail(options.email);
  const lists = await loadOfferAccessLists({ db, eventId: event.id });
  const listed = [...lists.values()].some((emails) => emails.includes(email));
  const token = signAccessLink(secret, { eventId: event.id, email, issuedAt: now });
  const messages = renderOutgoingEmail(mail, "offer access link", () => ({
    to: email,
    template: offerAccessLink,
    props: { cityName: event.cityName, dateText: event.dateText, url: offerAccessLinks.grant(options.siteUrl, token) },
  }));
  if (!listed || event.isCancelled || event.hasEnded) return { ok: true, sent: false };
  const slot = Math.floor(now.getTime() / (ACCESS_EMAIL_EVERY_MINUTES * 60_000));
  await db.transaction((tx) => enqueueEmails(tx, messages, `offer-access:${event.id}:${email}:${slot}`));
  return { ok: true, sent: messages.length > 0 };
}
