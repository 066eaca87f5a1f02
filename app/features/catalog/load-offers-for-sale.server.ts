import { eq, sql } from "drizzle-orm";
import { events, venues } from "~/db/schema";
import type { Db } from "~/db/client.server";
import { AUDITION_TIER } from "~/domain/tiers";
import { loadOfferRows, offersWithSeats, type OfferRow } from "./load-event-offers.server";
import { eventAt, storedEvent, type StoredEvent } from "./load-event.server";
import type { CatalogEvent, EventOffer } from "./types";

interface Entry {
  event: StoredEvent;
  rows: OfferRow[];
}
interface Cache {
  /** `site_state.offers_version` read before any of these rows: they are at least that new. */
  version: number;
  events: Map<string, Entry>;
}

/** Per database handle; tests open many, the server one. */
const caches = new WeakMap<Db, Cache>();

/**
 * An event and what it sells, with seats counted now: what a cart quote and an order are priced
 * from. The event's and offers' rows are kept in memory for as long as `site_state.offers_version`
 * (raised by triggers on events, venues, tiers, seat pools and offers) stays the same; that version
 * is read with the seat counts in the same query, so a sale never uses a changed price or rule and
 * a quote costs one query, not four.
 */
export async function loadOffersForSale(options: {
  db: Db;
  slug: string;
  now: Date;
  /** A waitlist offer whose held seat counts as free (its holder is buying it). */
  exceptWaitlistOfferId?: number;
}): Promise<ForSale> {
  const { db, slug, now, exceptWaitlistOfferId } = options;
  const cached = caches.get(db);
  const entry = cached?.events.get(slug);
  if (cached && entry) {
    const seats = await readVersionAndSeats({ db, eventId: entry.event.id, now, exceptWaitlistOfferId });
    if (seats.version === cached.version) return { event: eventAt(entry.event, now), offers: offersWithSeats(entry.rows, seats.taken), listedTiers: seats.listedTiers };
  }

  if (exceptWaitlistOfferId !== undefined) return loadAndKeep({ db, slug, now, exceptWaitlistOfferId });
  // A sale opening right after the team changed its offers finds nothing kept, with hundreds of
  // buyers asking at once: they share one load, as they share seat counts below.
  let loads = loading.get(db);
  if (!loads) loading.set(db, (loads = new Map()));
  const pending = loads.get(slug);
  if (pending) return pending;
  const load = loadAndKeep({ db, slug, now }).finally(() => loads.delete(slug));
  loads.set(slug, load);
  return load;
}

type ForSale = {
  event: CatalogEvent;
  offers: EventOffer[];
  /**
   * The event's tiers sold only to a list (checkOfferAccess), read with the seat counts: a cart of
   * other tiers needs no read of the lists.
   */
  listedTiers: ReadonlySet<string>;
} | null;
/** Loads of an event that is not kept (or no longer current), per database handle and slug. */
const loading = new WeakMap<Db, Map<string, Promise<ForSale>>>();

/**
 * Read the version with the event (one statement, one snapshot), then the offers' rows, so the rows
 * kept are never older than it; the seats are counted (and the tiers with a list named) meanwhile.
 */
async function loadAndKeep(options: { db: Db; slug: string; now: Date; exceptWaitlistOfferId?: number }): Promise<ForSale> {
  const { db, slug, now, exceptWaitlistOfferId } = options;
  const [row] = await db
    .select({ event: events, venue: venues, version: sql<number | string | null>`(select offers_version from site_state where id = 1)` })
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.slug, slug))
    .limit(1);
  if (!row) return null;
  const version = row.version === null ? Number.NaN : Number(row.version);
  let cache = caches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, events: new Map() };
    caches.set(db, cache);
  }
  const event = storedEvent(row);
  // The seats are counted while the rows are read (two connections): the first buyers after a change wait one round trip less.
  const [rows, seats] = await Promise.all([loadOfferRows({ db, eventId: event.id }), readVersionAndSeatsNow({ db, eventId: event.id, now, exceptWaitlistOfferId })]);
  if (cache.version === version) cache.events.set(slug, { event, rows });
  return { event: eventAt(event, now), offers: offersWithSeats(rows, seats.taken), listedTiers: seats.listedTiers };
}

type VersionAndSeats = { version: number; taken: Map<number, number>; listedTiers: ReadonlySet<string> };
/** Seat counts being read now, per database handle and event: see readVersionAndSeats. */
const inFlight = new WeakMap<Db, Map<number, Promise<VersionAndSeats>>>();

/**
 * The offers version, the seats taken in each of the event's pools and which of its tiers have an
 * access list (not covered by the version: read each time, like the seats), in one round trip. When a
 * sale opens, hundreds of buyers of one event ask at once: a request that comes while the same
 * count is already being read shares that read (a snapshot a few milliseconds older, as if it had
 * come then), so a burst costs a handful of counts instead of one per buyer. Seats are counted
 * again, under the pools' locks, when an order is placed.
 */
function readVersionAndSeats(options: { db: Db; eventId: number; now: Date; exceptWaitlistOfferId?: number }): Promise<VersionAndSeats> {
  const { db, eventId } = options;
  if (options.exceptWaitlistOfferId !== undefined) return readVersionAndSeatsNow(options);
  let reads = inFlight.get(db);
  if (!reads) inFlight.set(db, (reads = new Map()));
  const pending = reads.get(eventId);
  if (pending) return pending;
  const read = readVersionAndSeatsNow(options).finally(() => reads.delete(eventId));
  reads.set(eventId, read);
  return read;
}

async function readVersionAndSeatsNow(options: { db: Db; eventId: number; now: Date; exceptWaitlistOfferId?: number }): Promise<VersionAndSeats> {
  const { db, eventId, now, exceptWaitlistOfferId } = options;
  const result = await db.execute(sql`
    select s.offers_version, t.pool_id, t.taken,
      (select coalesce(jsonb_agg(o.tier_key), '[]'::jsonb) from offer_access_lists l join offers o on o.id = l.offer_id where o.event_id = ${eventId}::integer) as listed
    from site_state s
    left join pool_seats_taken(${eventId}::integer, ${now.toISOString()}::timestamptz, ${AUDITION_TIER}::text, null::integer, ${exceptWaitlistOfferId ?? null}::integer) t on true
    where s.id = 1
  `);
  const rows = (result as unknown as { rows: Array<{ offers_version: number | string; pool_id: number | null; taken: number | null; listed: unknown }> }).rows;
  const taken = new Map<number, number>();
  for (const r of rows) if (r.pool_id !== null) taken.set(Number(r.pool_id), Number(r.taken));
  // jsonb comes back parsed from PGlite and node-postgres; a driver that hands back text is parsed here.
  const listed: unknown = typeof rows[0]?.listed === "string" ? JSON.parse(rows[0].listed) : rows[0]?.listed;
  return { version: rows[0] ? Number(rows[0].offers_version) : Number.NaN, taken, listedTiers: new Set(Array.isArray(listed) ? listed.map(String) : []) };
}
