import { z } from "zod";
import type { DoorPerson, DoorPersonRef } from "./types";

/**
 * The door's queue of check-ins and undos made on the phone and not yet answered by the server.
 * Pure rules (what a tap adds, what an answer removes, how long to wait before retrying, what is
 * shown meanwhile) plus reading and writing it in the phone's storage, so it survives a reload.
 */

/** A check-in or undo made at the door, kept on the phone until the server has answered it. */
export interface QueuedDoorAction extends DoorPersonRef {
  /** Unique per action, so a retried one is recognised. */
  key: string;
  op: "check_in" | "undo";
  /** When it was made on the phone (ISO), shown until the server's own time arrives. */
  at: string;
  /** An undo's target: the server's time of the check-in it takes back, so a resent undo never takes back a later one. */
  of?: string;
  /** An undo's target while that check-in still waits in this queue (its key); replaced by `of` once answered. */
  ofKey?: string;
}

/** The part of `Storage` the queue uses, so tests can pass a stand-in. */
export type DoorQueueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

// What storage holds is outside input (another version of the page, a hand edit): checked entry by entry.
const storedAction = z.object({
  key: z.string().min(1),
  op: z.enum(["check_in", "undo"]),
  kind: z.enum(["student", "audition"]),
  id: z.number().int().positive(),
  at: z.string(),
  of: z.string().optional(),
  ofKey: z.string().optional(),
});

export const doorQueueStorageKey = (eventId: number) => `callboard.door-queue.${eventId}`;

/** Waits between tries while the server cannot be reached: quick at first, then every 10 seconds. */
export const DOOR_RETRY_MS = [1000, 2000, 5000, 10_000] as const;

export function doorRetryDelay(attempt: number): number {
  return DOOR_RETRY_MS[Math.min(Math.max(attempt, 0), DOOR_RETRY_MS.length - 1)]!;
}

function browserStorage(): DoorQueueStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined; // Storage switched off: the queue lives in memory for this page.
  }
}

/** The stored queue in the order it was made; entries that are not actions are dropped. */
export function parseDoorQueue(raw: string | null): QueuedDoorAction[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry) => {
    const action = storedAction.safeParse(entry);
    return action.success ? [action.data] : [];
  });
}

export function readDoorQueue(eventId: number, storage: DoorQueueStorage | undefined = browserStorage()): QueuedDoorAction[] {
  try {
    return parseDoorQueue(storage?.getItem(doorQueueStorageKey(eventId)) ?? null);
  } catch {
    return [];
  }
}

export function writeDoorQueue(eventId: number, queue: readonly QueuedDoorAction[], storage: DoorQueueStorage | undefined = browserStorage()): void {
  try {
    if (queue.length === 0) storage?.removeItem(doorQueueStorageKey(eventId));
    else storage?.setItem(doorQueueStorageKey(eventId), JSON.stringify(queue));
  } catch {
    // Private mode or a full storage: the queue still lives in memory for this page.
  }
}

const samePerson = (a: DoorPersonRef, b: DoorPersonRef) => a.kind === b.kind && a.id === b.id;

/**
 * The queue with a new tap added at the end. A repeated tap (the person's last queued action is
 * the same: a double tap, the same ticket scanned twice) adds nothing. A check-in followed by an
 * undo stays two actions, sent in order, so the server ends where the phone shows.
 */
export function enqueueDoorAction(queue: readonly QueuedDoorAction[], action: QueuedDoorAction): QueuedDoorAction[] {
  const last = queue.findLast((a) => samePerson(a, action));
  if (last?.op === action.op) return [...queue];
  return [...queue, action];
}

/**
 * A new undo aimed at the check-in it takes back: this phone's own check-in still waiting (by its
 * key), else the check-in the server's list shows (by its time). Other actions are returned as they are.
 */
export function aimUndo(queue: readonly QueuedDoorAction[], action: QueuedDoorAction, serverCheckedInAt: string | null): QueuedDoorAction {
  if (action.op !== "undo") return action;
  const waiting = queue.findLast((a) => samePerson(a, action));
  if (waiting?.op === "check_in") return { ...action, ofKey: waiting.key };
  return serverCheckedInAt ? { ...action, of: serverCheckedInAt } : action;
}

/** Once a check-in is answered with the server's time, the undos waiting on it name that time. */
export function resolveUndoTargets(queue: readonly QueuedDoorAction[], checkInKey: string, checkedInAt: string): QueuedDoorAction[] {
  return queue.map((a) => (a.op === "undo" && a.ofKey === checkInKey ? { key: a.key, op: a.op, kind: a.kind, id: a.id, at: a.at, of: checkedInAt } : a));
}

/** The queue without an answered action. */
export function settleDoorAction(queue: readonly QueuedDoorAction[], key: string): QueuedDoorAction[] {
  return queue.filter((a) => a.key !== key);
}

/** What a reload finds in storage, first and in its order, then what this page queued meanwhile (never twice). */
export function mergeDoorQueues(stored: readonly QueuedDoorAction[], current: readonly QueuedDoorAction[]): QueuedDoorAction[] {
  return [...stored, ...current.filter((a) => !stored.some((b) => b.key === a.key))];
}

/** `kind-id` of each person with an action still waiting, for the list to mark as not saved yet. */
export function pendingPeople(queue: readonly QueuedDoorAction[]): Set<string> {
  return new Set(queue.map((a) => doorPersonKey(a)));
}

export const doorPersonKey = (person: DoorPersonRef) => `${person.kind}-${person.id}`;

/** The server's list with the actions not yet answered laid over it, in the order they were made. */
export function withQueuedActions(people: readonly DoorPerson[], queue: readonly QueuedDoorAction[], me: string): DoorPerson[] {
  if (queue.length === 0) return [...people];
  return people.map((person) => {
    let shown = person;
    for (const action of queue) {
      if (!samePerson(action, person)) continue;
      shown = action.op === "check_in" ? { ...shown, checkedInAt: shown.checkedInAt ?? action.at, checkedInBy: shown.checkedInBy ?? me } : { ...shown, checkedInAt: null, checkedInBy: null };
    }
    return shown;
  });
}

/** Names compared without case or accents, so "jose" finds "José". */
export function foldName(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

export function matchesSearch(person: DoorPerson, search: string): boolean {
  const words = foldName(search).split(/\s+/).filter(Boolean);
  const name = foldName(person.name);
  return words.every((w) => name.includes(w));
}
