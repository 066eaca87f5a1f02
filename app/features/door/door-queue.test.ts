import { describe, expect, it } from "vitest";
import {
  aimUndo,
  DOOR_RETRY_MS,
  doorQueueStorageKey,
  doorRetryDelay,
  enqueueDoorAction,
  mergeDoorQueues,
  parseDoorQueue,
  pendingPeople,
  readDoorQueue,
  resolveUndoTargets,
  settleDoorAction,
  withQueuedActions,
  writeDoorQueue,
  type DoorQueueStorage,
  type QueuedDoorAction,
} from "./door-queue";
import type { DoorPerson } from "./types";

const person = (id: number, name: string, checkedInAt: string | null = null, kind: DoorPerson["kind"] = "student"): DoorPerson => ({
  kind,
  id,
  name,
  ageGroup: "13_and_up",
  tier: kind === "student" ? "Core Experience" : null,
  guardianName: null,
  consent: true,
  ticketCode: String(id).padStart(32, "0"),
  checkedInAt,
  checkedInBy: checkedInAt ? "other.phone@example.com" : null,
});
const maya = person(1, "Maya Reyes");
const leo = person(2, "Leo Reyes");
const ana = person(1, "Ana Ruiz", null, "audition"); // Same id as Maya, another kind: another person.

let n = 0;
const action = (op: QueuedDoorAction["op"], who: DoorPerson, at = "2025-11-02T15:00:00.000Z"): QueuedDoorAction => ({ key: `k${++n}`, op, kind: who.kind, id: who.id, at });
const ME = "door.keeper@example.com";

/** localStorage as a Map, with a switch to make it throw like a full or disabled storage. */
function fakeStorage() {
  const items = new Map<string, string>();
  const state = { broken: false };
  const storage: DoorQueueStorage = {
    getItem: (k) => {
      if (state.broken) throw new Error("SecurityError");
      return items.get(k) ?? null;
    },
    setItem: (k, v) => {
      if (state.broken) throw new Error("QuotaExceededError");
      items.set(k, v);
    },
    removeItem: (k) => void items.delete(k),
  };
  return { storage, items, state };
}

describe("enqueueDoorAction", () => {
  it("adds taps at the end, in the order they were made", () => {
    const a = action("check_in", maya);
    const b = action("check_in", leo);
    const c = action("undo", maya);
    const queue = [a, b, c].reduce<QueuedDoorAction[]>(enqueueDoorAction, []);
    expect(queue.map((x) => x.key)).toEqual([a.key, b.key, c.key]);
  });

  it("a repeated tap on the same person (double tap, a ticket scanned twice) adds nothing", () => {
    const first = action("check_in", maya);
    const queue = enqueueDoorAction([first], action("check_in", maya));
    expect(queue).toEqual([first]);
    // Compared with that person's last queued action, not the queue's last one.
    const withLeo = enqueueDoorAction(queue, action("check_in", leo));
    expect(enqueueDoorAction(withLeo, action("check_in", maya))).toEqual(withLeo);
  });

  it("keeps a check-in and its undo as two actions, and a check-in again after the undo as a third", () => {
    const queue = [action("check_in", maya), action("undo", maya), action("check_in", maya)].reduce<QueuedDoorAction[]>(enqueueDoorAction, []);
    expect(queue.map((a) => a.op)).toEqual(["check_in", "undo", "check_in"]);
  });

  it("tells people of different kinds with the same id apart", () => {
    const queue = enqueueDoorAction([action("check_in", maya)], action("check_in", ana));
    expect(queue.map((a) => a.kind)).toEqual(["student", "audition"]);
  });

  it("does not change the queue it is given", () => {
    const queue = [action("check_in", maya)];
    enqueueDoorAction(queue, action("check_in", leo));
    expect(queue).toHaveLength(1);
  });
});

describe("settleDoorAction and mergeDoorQueues", () => {
  it("an answer removes its own action only, even when others for the same person wait", () => {
    const a = action("check_in", maya);
    const b = action("undo", maya);
    expect(settleDoorAction([a, b], a.key)).toEqual([b]);
    expect(settleDoorAction([a, b], "unknown")).toEqual([a, b]);
  });

  it("after a reload, what storage kept goes first, then what the page queued meanwhile, never twice", () => {
    const stored = [action("check_in", maya), action("check_in", leo)];
    const mine = action("undo", maya);
    expect(mergeDoorQueues(stored, [stored[1]!, mine])).toEqual([...stored, mine]);
    expect(mergeDoorQueues([], [mine])).toEqual([mine]);
  });
});

describe("aimUndo and resolveUndoTargets: an undo takes back one check-in only", () => {
  const ON_SERVER = "2025-11-02T15:01:02.345Z";

  it("aims an undo at this phone's own check-in still waiting, by its key", () => {
    const checkIn = action("check_in", maya);
    expect(aimUndo([checkIn], action("undo", maya), null)).toMatchObject({ op: "undo", ofKey: checkIn.key });
  });

  it("aims an undo at the check-in the server's list shows, by its time, when none of this phone's waits", () => {
    expect(aimUndo([action("check_in", leo)], action("undo", maya), ON_SERVER)).toMatchObject({ op: "undo", of: ON_SERVER });
    expect(aimUndo([], action("undo", maya), null)).not.toHaveProperty("of");
    expect(aimUndo([], action("check_in", maya), ON_SERVER)).not.toHaveProperty("of");
  });

  it("once the check-in is answered, the undo waiting on it names the server's time, and survives storage", () => {
    const checkIn = action("check_in", maya);
    const undo = aimUndo([checkIn], action("undo", maya), null);
    const other = aimUndo([], action("undo", leo), ON_SERVER);
    const next = resolveUndoTargets(settleDoorAction([checkIn, undo, other], checkIn.key), checkIn.key, "2025-11-02T15:00:01.000Z");
    expect(next).toEqual([{ key: undo.key, op: "undo", kind: "student", id: maya.id, at: undo.at, of: "2025-11-02T15:00:01.000Z" }, other]);
    expect(parseDoorQueue(JSON.stringify(next))).toEqual(next);
  });
});

describe("doorRetryDelay", () => {
  it("backs off 1, 2, 5 then every 10 seconds while the server cannot be reached", () => {
    expect([0, 1, 2, 3, 4, 50].map(doorRetryDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
    expect(doorRetryDelay(-1)).toBe(DOOR_RETRY_MS[0]);
    for (let i = 1; i < DOOR_RETRY_MS.length; i++) expect(DOOR_RETRY_MS[i]).toBeGreaterThan(DOOR_RETRY_MS[i - 1]!);
  });
});

describe("the queue in storage", () => {
  it("survives a reload: written, read back in order, per event", () => {
    const { storage } = fakeStorage();
    const queue = [action("check_in", maya), action("check_in", leo), action("undo", maya)];
    writeDoorQueue(7, queue, storage);
    expect(readDoorQueue(7, storage)).toEqual(queue);
    expect(readDoorQueue(8, storage)).toEqual([]);
  });

  it("an empty queue removes the stored entry", () => {
    const { storage, items } = fakeStorage();
    writeDoorQueue(7, [action("check_in", maya)], storage);
    expect(items.has(doorQueueStorageKey(7))).toBe(true);
    writeDoorQueue(7, [], storage);
    expect(items.has(doorQueueStorageKey(7))).toBe(false);
  });

  it("keeps only well-formed actions from what storage holds", () => {
    const good = action("check_in", maya);
    const raw = JSON.stringify([good, { ...good, key: "x", op: "delete" }, { ...good, key: "y", id: "2" }, { ...good, key: "z", kind: "guest" }, null, "check_in", { op: "undo" }]);
    expect(parseDoorQueue(raw)).toEqual([good]);
    expect(parseDoorQueue("{not json")).toEqual([]);
    expect(parseDoorQueue(JSON.stringify({ key: "k" }))).toEqual([]);
    expect(parseDoorQueue(null)).toEqual([]);
  });

  it("a storage that throws (private mode, full) loses nothing but the copy: reading gives an empty queue, writing does not throw", () => {
    const { storage, state } = fakeStorage();
    state.broken = true;
    expect(() => writeDoorQueue(7, [action("check_in", maya)], storage)).not.toThrow();
    expect(readDoorQueue(7, storage)).toEqual([]);
    // No storage at all (the server's render): the same.
    expect(readDoorQueue(7, undefined)).toEqual([]);
    expect(() => writeDoorQueue(7, [], undefined)).not.toThrow();
  });
});

describe("withQueuedActions: what the phone shows before the server answers", () => {
  it("shows a queued check-in at the time it was made, by this phone, and counts it", () => {
    const shown = withQueuedActions([maya, leo], [action("check_in", maya, "2025-11-02T15:01:00.000Z")], ME);
    expect(shown[0]).toMatchObject({ checkedInAt: "2025-11-02T15:01:00.000Z", checkedInBy: ME });
    expect(shown[1]).toEqual(leo);
    expect(shown.filter((p) => p.checkedInAt !== null)).toHaveLength(1);
  });

  it("an undo after a check-in, both still waiting (offline), shows the person not checked in", () => {
    const queue = [action("check_in", maya), action("check_in", leo), action("undo", maya)];
    const shown = withQueuedActions([maya, leo], queue, ME);
    expect(shown.map((p) => p.checkedInAt !== null)).toEqual([false, true]);
  });

  it("the order of the queue decides: a check-in after an undo shows checked in", () => {
    const shown = withQueuedActions([maya], [action("check_in", maya), action("undo", maya), action("check_in", maya, "2025-11-02T15:09:00.000Z")], ME);
    expect(shown[0]?.checkedInAt).toBe("2025-11-02T15:09:00.000Z");
  });

  it("keeps the server's time and keeper when another phone checked the person in first", () => {
    const atDoor = person(1, "Maya Reyes", "2025-11-02T14:59:00.000Z");
    const [shown] = withQueuedActions([atDoor], [action("check_in", atDoor)], ME);
    expect(shown).toMatchObject({ checkedInAt: "2025-11-02T14:59:00.000Z", checkedInBy: "other.phone@example.com" });
  });

  it("applies an action to its own kind only, and leaves the list unchanged with no queue", () => {
    const shown = withQueuedActions([maya, ana], [action("check_in", ana)], ME);
    expect(shown.map((p) => p.checkedInAt !== null)).toEqual([false, true]);
    const list = [maya, leo];
    const same = withQueuedActions(list, [], ME);
    expect(same).toEqual(list);
    expect(same).not.toBe(list);
  });

  it("marks each person with an action waiting", () => {
    expect([...pendingPeople([action("check_in", maya), action("undo", maya), action("check_in", ana)])]).toEqual(["student-1", "audition-1"]);
    expect(pendingPeople([]).size).toBe(0);
  });
});
