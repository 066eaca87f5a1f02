import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { aimUndo, doorRetryDelay, enqueueDoorAction, resolveUndoTargets, mergeDoorQueues, pendingPeople, readDoorQueue, settleDoorAction, withQueuedActions, writeDoorQueue, type QueuedDoorAction } from "./door-queue";
import type { DoorPerson, DoorPersonRef } from "./types";

/** A second phone at the same door sees a check-in within this long. */
export const DOOR_POLL_MS = 3000;

type Answer = { ok: true; checkedInAt?: string } | { ok: false; reason?: string; message?: string; checkedInAt?: string | null };

async function send(eventId: number, action: QueuedDoorAction): Promise<{ answered: true; status: number; body: Answer } | { answered: false }> {
  try {
    const res = await fetch(action.op === "check_in" ? "/api/door/check-ins" : "/api/door/check-ins/undo", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ eventId, kind: action.kind, id: action.id, ...(action.op === "undo" && action.of ? { checkedInAt: action.of } : {}) }),
    });
    // Throttled, signed out or the server failing: keep the action and try again later.
    if (res.status === 429 || res.status === 401 || res.status >= 500) return { answered: false };
    return { answered: true, status: res.status, body: (await res.json()) as Answer };
  } catch {
    return { answered: false };
  }
}

/**
 * The door list kept in step with the server: actions wait in localStorage and are sent one at a
 * time, in order, retried until answered; the list is re-read every few seconds.
 */
export function useDoorSync(options: { eventId: number; initialPeople: DoorPerson[]; me: string; onRefused: (message: string) => void }) {
  const { eventId, me, onRefused } = options;
  const [people, setPeople] = useState(options.initialPeople);
  const [queue, setQueue] = useState<QueuedDoorAction[]>([]);
  const [online, setOnline] = useState(true);
  const queueRef = useRef<QueuedDoorAction[]>([]);
  const flushing = useRef(false);
  const retry = useRef(0);
  const retryTimer = useRef<number | undefined>(undefined);
  // Bumped whenever an answer changes the list, so a list read that started earlier is dropped.
  const version = useRef(0);
  const refusedRef = useRef(onRefused);
  const peopleRef = useRef(people);
  useEffect(() => {
    peopleRef.current = people;
  }, [people]);
  const flushRef = useRef<() => Promise<void>>(async () => undefined);
  useEffect(() => {
    refusedRef.current = onRefused;
  });

  const saveQueue = useCallback(
    (next: QueuedDoorAction[]) => {
      queueRef.current = next;
      writeDoorQueue(eventId, next);
      setQueue(next);
    },
    [eventId],
  );

  const refresh = useCallback(async () => {
    const started = version.current;
    try {
      const res = await fetch(`/api/door/events/${eventId}/people`, { headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as { people: DoorPerson[] };
      setOnline(true);
      if (started === version.current) setPeople(body.people);
      // The server answers again: what waits is sent now rather than at the next retry.
      if (queueRef.current.length > 0 && !flushing.current) void flushRef.current();
    } catch {
      setOnline(false);
    }
  }, [eventId]);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    window.clearTimeout(retryTimer.current);
    try {
      while (queueRef.current.length > 0) {
        const action = queueRef.current[0]!;
        const result = await send(eventId, action);
        if (!result.answered) {
          setOnline(false);
          retryTimer.current = window.setTimeout(() => void flushRef.current(), doorRetryDelay(retry.current++));
          return;
        }
        retry.current = 0;
        setOnline(true);
        const { body } = result;
        version.current++;
        const checkedInAt = action.op === "check_in" ? (body.ok ? body.checkedInAt : body.reason === "already_checked_in" ? body.checkedInAt : undefined) : null;
        if (checkedInAt !== undefined)
          setPeople((list) => list.map((p) => (p.kind === action.kind && p.id === action.id ? { ...p, checkedInAt: checkedInAt ?? null, checkedInBy: checkedInAt ? (p.checkedInBy ?? me) : null } : p)));
        if (!body.ok && body.reason !== "already_checked_in" && body.reason !== "not_checked_in" && body.message) refusedRef.current(body.message);
        const settled = settleDoorAction(queueRef.current, action.key);
        saveQueue(action.op === "check_in" && checkedInAt ? resolveUndoTargets(settled, action.key, checkedInAt) : settled);
      }
    } finally {
      flushing.current = false;
    }
    void refresh();
  }, [eventId, me, refresh, saveQueue]);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  useEffect(() => {
    // What an earlier visit left unsent (a reload while offline, a closed tab) is sent first.
    void Promise.resolve().then(() => {
      if (!navigator.onLine) setOnline(false);
      const stored = readDoorQueue(eventId);
      if (stored.length === 0) return;
      queueRef.current = mergeDoorQueues(stored, queueRef.current);
      setQueue(queueRef.current);
      void flush();
    });
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void refresh();
    }, DOOR_POLL_MS);
    const back = () => {
      retry.current = 0;
      void flush();
    };
    const gone = () => setOnline(false);
    window.addEventListener("online", back);
    window.addEventListener("offline", gone);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(retryTimer.current);
      window.removeEventListener("online", back);
      window.removeEventListener("offline", gone);
    };
  }, [eventId, flush, refresh]);

  const act = useCallback(
    (op: QueuedDoorAction["op"], person: DoorPersonRef) => {
      const key = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const onServer = peopleRef.current.find((p) => p.kind === person.kind && p.id === person.id)?.checkedInAt ?? null;
      const action = aimUndo(queueRef.current, { key, op, kind: person.kind, id: person.id, at: new Date().toISOString() }, onServer);
      saveQueue(enqueueDoorAction(queueRef.current, action));
      void flush();
    },
    [flush, saveQueue],
  );

  const shown = useMemo(() => withQueuedActions(people, queue, me), [people, queue, me]);
  const waiting = useMemo(() => pendingPeople(queue), [queue]);
  return { people: shown, pending: queue.length, waiting, online, act };
}
