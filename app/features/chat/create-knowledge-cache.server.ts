import type { Db } from "~/db/client.server";
import { readPageVersion, type PageVersion } from "~/features/catalog/catalog.server";
import { loadChatKnowledge } from "./load-chat-knowledge.server";
import { prepareKnowledge, type PreparedKnowledge } from "./prepare-knowledge";
import type { ChatKnowledge } from "./types";

export interface KnowledgeCache {
  /** The knowledge for the catalog: rebuilt only when the catalog version moved or a deadline passed. */
  get(): Promise<PreparedKnowledge>;
}

export interface KnowledgeCacheOptions {
  db: Db;
  /** The business clock. */
  now: () => Date;
  /** How often the catalog version is read (the page cache's rhythm: once a second). */
  checkEveryMs?: number;
  readVersion?: (options: { db: Db; now: Date }) => Promise<PageVersion>;
  load?: (options: { db: Db; now: Date; catalogVersion: number; timeZone?: string }) => Promise<ChatKnowledge>;
  /** The team's time zone, in which a discount code for every stop starts and ends. */
  timeZone?: string;
  /** A background refresh failed (the previous knowledge keeps answering). */
  onError?: (error: unknown) => void;
}

/**
 * The assistant's knowledge and indexes, built once per catalog version. The version is the page
 * cache's stamp (`site_state.catalog_version`, raised by triggers on every catalog change, plus the
 * next deadline such as a sales window or an event's end), read at most once per `checkEveryMs`.
 * Only the first question waits for a build: later ones are answered from the knowledge in hand
 * while the version is checked, and a new build made, in the background, so a catalog change
 * reaches the answers within about a second plus one build, and no answer waits for the database.
 */
export function createKnowledgeCache(options: KnowledgeCacheOptions): KnowledgeCache {
  const { db, now } = options;
  const checkEveryMs = options.checkEveryMs ?? 1_000;
  const readVersion = options.readVersion ?? readPageVersion;
  const load = options.load ?? loadChatKnowledge;
  let current: { prepared: PreparedKnowledge; version: PageVersion } | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<PreparedKnowledge> | null = null;

  const stale = (version: PageVersion, at: Date) =>
    !current ||
    current.version.catalogVersion !== version.catalogVersion ||
    (current.version.nextChangeAt !== null && current.version.nextChangeAt.getTime() <= at.getTime());

  async function refresh(): Promise<PreparedKnowledge> {
    const at = now();
    const version = await readVersion({ db, now: at });
    checkedAt = Date.now();
    if (current && !stale(version, at)) return current.prepared;
    // The version is read before the catalog, so a change during the build only causes one more build.
    const prepared = prepareKnowledge(await load({ db, now: at, catalogVersion: version.catalogVersion, timeZone: options.timeZone }));
    current = { prepared, version };
    return prepared;
  }

  function startRefresh(): Promise<PreparedKnowledge> {
    pending ??= refresh().finally(() => {
      pending = null;
    });
    return pending;
  }

  return {
    async get() {
      if (!current) return startRefresh();
      const deadlinePassed = current.version.nextChangeAt !== null && current.version.nextChangeAt.getTime() <= now().getTime();
      if (!pending && (deadlinePassed || Date.now() - checkedAt >= checkEveryMs)) {
        startRefresh().catch((error: unknown) => {
          // Try again at the next question; meanwhile the knowledge in hand keeps answering.
          checkedAt = Date.now();
          options.onError?.(error);
        });
      }
      return current.prepared;
    },
  };
}
