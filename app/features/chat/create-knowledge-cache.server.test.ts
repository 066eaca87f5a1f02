import { describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import type { PageVersion } from "~/features/catalog/read-page-version.server";
import { createKnowledgeCache } from "./create-knowledge-cache.server";
import type { ChatKnowledge } from "./types";
import { seededCohort } from "../../../tests/support/seeded-cohort";

const knowledgeAt = (catalogVersion: number): ChatKnowledge => ({ catalogVersion, codes: [], events: [], tiers: [], mentorshipTierKeys: [], mentorshipCohort: seededCohort(), programEventSlug: null, docs: [] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

function setup(checkEveryMs: number) {
  const state = { version: { catalogVersion: 1, nextChangeAt: null } as PageVersion, reads: 0, loads: 0, now: new Date("2025-09-01T19:00:00Z") };
  const cache = createKnowledgeCache({
    db: {} as Db,
    now: () => state.now,
    checkEveryMs,
    readVersion: async () => {
      state.reads++;
      return state.version;
    },
    load: async ({ catalogVersion }) => {
      state.loads++;
      return knowledgeAt(catalogVersion);
    },
  });
  return { cache, state };
}

describe("the assistant's knowledge cache", () => {
  it("builds once, then reads the version at most once per interval", async () => {
    const { cache, state } = setup(60_000);
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toBe(b);
    for (let i = 0; i < 10; i++) await cache.get();
    expect({ reads: state.reads, loads: state.loads }).toEqual({ reads: 1, loads: 1 });
  });

  it("rebuilds beside the answers when the catalog version moves", async () => {
    const { cache, state } = setup(0);
    expect((await cache.get()).knowledge.catalogVersion).toBe(1);
    await cache.get();
    await settle();
    expect(state.loads).toBe(1);
    state.version = { catalogVersion: 2, nextChangeAt: null };
    // The question that notices answers from what is in hand; the next ones have the new catalog.
    expect((await cache.get()).knowledge.catalogVersion).toBe(1);
    await settle();
    expect((await cache.get()).knowledge.catalogVersion).toBe(2);
    expect(state.loads).toBe(2);
  });

  it("rebuilds when a deadline passes, even between checks", async () => {
    const { cache, state } = setup(60_000);
    state.version = { catalogVersion: 1, nextChangeAt: new Date("2025-09-02T07:00:00Z") };
    await cache.get();
    state.now = new Date("2025-09-02T07:00:01Z");
    state.version = { catalogVersion: 1, nextChangeAt: new Date("2025-09-03T07:00:00Z") };
    await cache.get();
    await settle();
    expect(state.loads).toBe(2);
  });
});
