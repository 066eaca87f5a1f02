import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { checkoutDrafts, events, recoverySends } from "~/db/schema";

/** The drafts a job already handled, with what happened: the page lists each skip's reason. */
export async function listRecoverySendsOfJob(db: Db, jobId: number) {
  return db
    .select({ draftId: recoverySends.draftId, status: recoverySends.status, skipReason: recoverySends.skipReason, buyerEmail: checkoutDrafts.buyerEmail, cityName: events.cityName })
    .from(recoverySends)
    .innerJoin(checkoutDrafts, eq(checkoutDrafts.id, recoverySends.draftId))
    .innerJoin(events, eq(events.id, checkoutDrafts.eventId))
    .where(eq(recoverySends.jobId, jobId))
    .orderBy(recoverySends.id);
}
