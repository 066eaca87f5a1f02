import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema";
import { verifyAccessLink } from "./offer-access-grant.server";

export type ReadOfferAccessLinkResult = { ok: true; email: string; cityName: string; eventSlug: string } | { ok: false; reason: "invalid" | "expired" };

/** What an emailed access link names (its address and event), when this site signed it and it has not expired. Reads only. */
export async function readOfferAccessLink(options: { db: Db; secret: string; token: string; now: Date }): Promise<ReadOfferAccessLinkResult> {
  const verified = verifyAccessLink(options.secret, options.token, options.now);
  if (!verified.ok) return verified;
  const { claims } = verified;
  const [event] = await options.db.select({ cityName: events.cityName, slug: events.slug }).from(events).where(eq(events.id, claims.eventId));
  if (!event) return { ok: false, reason: "invalid" };
  return { ok: true, email: claims.email, cityName: event.cityName, eventSlug: event.slug };
}
