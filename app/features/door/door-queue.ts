import type { DoorPerson, DoorPersonRef } from "./types";

/** A check-in or undo made at the door, kept on the phone until the server has answered it. */
export interface QueuedDoorAction extends DoorPersonRef {
  /** Unique per action, so a retried one is recognised. */
  key: string;
  op: "check_in" | "undo";
  /** When it was made on the phone (ISO), shown until the server's own time arrives. */
  at: string;
}

const storageKey = (eventId: number) => `callboard.door-queue.${eventId}`;

export function readDoorQueue(eventId: number): QueuedDoorAction[] {
  try {
    const raw = window.localStorage.getItem(storageKey(eventId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as QueuedDoorAction[]).filter((a) => typeof a?.key === "string" && (a.op === "check_in" || a.op === "undo")) : [];
  } catch {
    return [];
  }
}

export function writeDoorQueue(eventId: number, queue: QueuedDoorAction[]): void {
  try {
    if (queue.length === 0) window.localStorage.removeItem(storageKey(eventId));
    else window.localStorage.setItem(storageKey(eventId), JSON.stringify(queue));
  } catch {
    // Private mode or a full storage: the queue still lives in memory for this page.
  }
}

/** The server's list with the actions not yet answered laid over it, in the order they were made. */
export function withQueuedActions(people: readonly DoorPerson[], queue: readonly QueuedDoorAction[], me: string): DoorPerson[] {
  if (queue.length === 0) return [...people];
  return people.map((person) => {
    let shown = person;
    for (const action of queue) {
      if (action.kind !== person.kind || action.id !== person.id) continue;
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
