import type { Db } from "~/db/client.server";
import { waitlistEntries } from "~/db/schema";

export interface JoinWaitlistResult {
  status: "created" | "already_on_list";
  /** The new entry's id (created only). */
  entryId: number | null;
}

/** Add an email to the waitlist of an event (or of the tour when eventId is null), once. */
export async function joinWaitlist(options: {
  db: Db;
  email: string;
  eventId: number | null;
  tierKey?: string;
}): Promise<JoinWaitlistResult> {
  const rows = await options.db
    .insert(waitlistEntries)
    .values({ email: options.email, eventId: options.eventId, tierKey: options.tierKey ?? null })
    .onConflictDoNothing()
    .returning({ id: waitlistEntries.id });
  const entryId = rows[0]?.id ?? null;
  return { status: entryId !== null ? "created" : "already_on_list", entryId };
}
