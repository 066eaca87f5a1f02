import { and, eq, gt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { waitlistOffers } from "~/db/schema";

export const WAITLIST_OFFER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export interface OpenWaitlistOffer {
  id: number;
  eventId: number;
  tierKey: string;
  expiresAt: Date;
}

/** An unexpired, unused waitlist offer by its token; `lock` takes its row lock (claiming it in a transaction). */
export async function findOpenWaitlistOffer(options: { db: Db; token: string; now: Date; lock?: boolean }): Promise<OpenWaitlistOffer | null> {
  const { db, token, now } = options;
  if (!WAITLIST_OFFER_TOKEN_PATTERN.test(token)) return null;
  const query = db
    .select({ id: waitlistOffers.id, eventId: waitlistOffers.eventId, tierKey: waitlistOffers.tierKey, expiresAt: waitlistOffers.expiresAt })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.token, token), eq(waitlistOffers.status, "open"), gt(waitlistOffers.expiresAt, now)));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}
