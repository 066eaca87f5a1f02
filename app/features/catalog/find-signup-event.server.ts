import type { Db } from "~/db/client.server";
import { loadEvent } from "./load-event.server";
import type { Venue } from "./types";

export interface SignupEvent {
  id: number;
  slug: string;
  cityName: string;
  dateText: string;
  venue: Venue | null;
}

export type FindSignupEventResult =
  | { ok: true; event: SignupEvent }
  /** A reason, not words: each form words it in its own copy. */
  | { ok: false; reason: SignupEventRefusal };

export type SignupEventRefusal = "not_found" | "cancelled" | "closed";

/** The event a public form signs up for: it must have a page, not be cancelled, and not be over. */
export async function findSignupEvent(options: { db: Db; slug: string; now: Date }): Promise<FindSignupEventResult> {
  const event = await loadEvent({ db: options.db, slug: options.slug, now: options.now, withPage: true });
  if (!event) return { ok: false, reason: "not_found" };
  if (event.isCancelled) return { ok: false, reason: "cancelled" };
  if (event.hasEnded) return { ok: false, reason: "closed" };
  const { id, slug, cityName, dateText, venue } = event;
  return { ok: true, event: { id, slug, cityName, dateText, venue } };
}
