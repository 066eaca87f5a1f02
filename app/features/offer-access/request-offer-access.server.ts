import type { Db } from "~/db/client.server";
import { loadEvent } from "~/features/catalog/catalog.server";
import type { CatalogEvent } from "~/features/catalog/types";
import { enqueueEmails, renderOutgoingEmail } from "~/features/email/email.server";
import { offerAccessLink } from "~/features/offer-access/emails/offer-access-link";
import type { EmailContext } from "~/features/email/types";
import { loadOfferAccessLists, normalizeAccessEmail } from "./check-offer-access.server";
import { signAccessLink } from "./offer-access-grant.server";

/** One email per address, event and this many minutes: a repeated click, or someone else typing the address, never floods an inbox. */
export const ACCESS_EMAIL_EVERY_MINUTES = 10;

export const offerAccessLinks = {
  grant: (siteUrl: string, token: string) => `${siteUrl}/offer-access/${encodeURIComponent(token)}`,
};

export type RequestOfferAccessResult = { ok: true; delivery: Promise<{ sent: boolean }> } | { ok: false; reason: "event_not_found" };

type RequestOptions = { db: Db; secret: string; eventSlug: string; email: string; now: Date; mail: EmailContext; siteUrl: string };

/**
 * A buyer asks to prove an address for an event's offers sold only to a list. When the address is on
 * one of the event's lists, a signed link (24 hours) is emailed to it; otherwise nothing is sent. Only
 * the event is looked up before this returns: the list check and the queueing are `delivery`, started
 * and not awaited, so the caller answers at the same moment, and the same way, whoever asks; timing
 * tells nobody who is on a list. `sent` is for tests and logs only. The caller must handle a rejection.
 */
export async function requestOfferAccess(options: RequestOptions): Promise<RequestOfferAccessResult> {
  const event = await loadEvent({ db: options.db, slug: options.eventSlug, now: options.now, withPage: false });
  if (!event) return { ok: false, reason: "event_not_found" };
  return { ok: true, delivery: sendAccessLink(options, event) };
}

async function sendAccessLink(options: RequestOptions, event: CatalogEvent): Promise<{ sent: boolean }> {
  const { db, now } = options;
  const email = normalizeAccessEmail(options.email);
  if (event.isCancelled || event.hasEnded) return { sent: false };
  const lists = await loadOfferAccessLists({ db, eventId: event.id });
  if (![...lists.values()].some((emails) => emails.includes(email))) return { sent: false };
  const token = signAccessLink(options.secret, { eventId: event.id, email, issuedAt: now });
  const messages = renderOutgoingEmail(options.mail, "offer access link", () => ({
    to: email,
    template: offerAccessLink,
    props: { cityName: event.cityName, dateText: event.dateText, url: offerAccessLinks.grant(options.siteUrl, token) },
  }));
  const slot = Math.floor(now.getTime() / (ACCESS_EMAIL_EVERY_MINUTES * 60_000));
  await db.transaction((tx) => enqueueEmails(tx, messages, `offer-access:${event.id}:${email}:${slot}`));
  return { sent: messages.length > 0 };
}
