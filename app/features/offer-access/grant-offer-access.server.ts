import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema";
import { accessGrantCookie, verifyAccessLink } from "./offer-access-grant.server";

export type GrantOfferAccessResult =
  | { ok: true; email: string; cityName: string; eventSlug: string; cookie: string }
  | { ok: false; reason: "invalid" | "expired" };

/**
 * An emailed access link opened: the address it was sent to is proved, so this browser gets the
 * signed cookie that lets it buy the event's offers sold to a list with that address (checkout then
 * asks for it as the buyer's email).
 */
export async function grantOfferAccess(options: { db: Db; secret: string; token: string; now: Date; secure: boolean }): Promise<GrantOfferAccessResult> {
  const { db, secret, now } = options;
  const verified = verifyAccessLink(secret, options.token, now);
  if (!verified.ok) return verified;
  const { claims } = verified;
  const [event] = await db.select({ cityName: events.cityName, slug: events.slug }).from(events).where(eq(events.id, claims.eventId));
  if (!event) return { ok: false, reason: "invalid" };
  return { ok: true, email: claims.email, cityName: event.cityName, eventSlug: event.slug, cookie: accessGrantCookie(secret, claims.email, now, options.secure) };
}
