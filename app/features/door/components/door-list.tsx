import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { doorCopy as copy } from "~/content/door";
import { AGE_GROUP_LABELS } from "~/domain/age-groups";
import { doorPersonKey, matchesSearch } from "../door-queue";
import { TICKET_CODE_PATTERN } from "../door-schemas";
import type { DoorEvent, DoorPerson } from "../types";
import { useDoorSync } from "../use-door-sync";

// The camera and its QR reader load only when someone starts scanning.
const QrScanner = lazy(() => import("./qr-scanner").then((m) => ({ default: m.QrScanner })));

// The site's menus and the dark theme stay off paper; the printed list is black on white.
const PRINT_STYLE = `@media print {
  body > header, body > footer, nav, [data-chat-launcher], [data-door-screen] { display: none !important; }
  html, body { background: #fff !important; color: #000 !important; }
  [data-door-print] { display: table !important; }
}`;

function timeIn(timeZone: string, iso: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(iso));
}

function describe(person: DoorPerson): string {
  return [person.kind === "student" ? copy.student : copy.audition, AGE_GROUP_LABELS[person.ageGroup], person.tier].filter(Boolean).join(" · ");
}

function guardianLine(person: DoorPerson): string | null {
  if (!person.guardianName) return null;
  return `${copy.guardian(person.guardianName)} · ${person.consent ? copy.consentGiven : copy.consentMissing}`;
}

/** One event's door: search, check in and undo (queued on the phone), scan, counts and the printed list. */
export function DoorList({ event, initialPeople, me, printedAt }: { event: DoorEvent; initialPeople: DoorPerson[]; me: string; printedAt: string }) {
  const [search, setSearch] = useState("");
  const [message, setMessage] = useState<{ text: string; alert: boolean } | null>(null);
  const [scanning, setScanning] = useState(false);
  const onRefused = useCallback((text: string) => setMessage({ text, alert: true }), []);
  const { people, pending, waiting, online, act } = useDoorSync({ eventId: event.id, initialPeople, me, onRefused });
  const shown = useMemo(() => people.filter((p) => matchesSearch(p, search)), [people, search]);
  const checkedIn = people.filter((p) => p.checkedInAt !== null).length;

  const checkIn = (person: DoorPerson) => {
    act("check_in", person);
    setMessage({ text: copy.checkedIn(person.name), alert: false });
  };
  const undo = (person: DoorPerson) => {
    act("undo", person);
    setMessage({ text: copy.undone(person.name), alert: false });
  };
  const onCode = (code: string) => {
    const person = TICKET_CODE_PATTERN.test(code) ? people.find((p) => p.ticketCode === code) : undefined;
    if (!person) return setMessage({ text: copy.unknownCode, alert: true });
    if (person.checkedInAt) return setMessage({ text: copy.alreadyIn(person.name), alert: false });
    checkIn(person);
  };

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <style>{PRINT_STYLE}</style>
      <div data-door-screen>
        <Link to="/admin/check-in" className="text-sm font-semibold text-spot-300 underline">
          {copy.back}
        </Link>
        <h1 className="mt-3 text-3xl font-bold">{copy.eventTitle(event.cityName)}</h1>
        <p className="mt-1 text-neutral-300">{event.dateText}</p>
        <p data-door-counts className="mt-3 text-xl font-semibold">
          {copy.counts(checkedIn, people.length)}
        </p>
        {/* Announced as it changes, so a screen reader hears that changes wait on the phone and when they are saved. */}
        <p data-door-sync data-pending={pending} role="status" className="mt-1 text-sm text-neutral-300">
          {online ? copy.pending(pending) : copy.offline(pending)}
        </p>

        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="button" variant={scanning ? "outline" : "primary"} aria-pressed={scanning} onClick={() => setScanning((s) => !s)}>
            {scanning ? copy.stopScan : copy.scan}
          </Button>
          <Button type="button" variant="outline" onClick={() => window.print()}>
            {copy.print}
          </Button>
        </div>
        {scanning && (
          <Suspense fallback={null}>
            <QrScanner onCode={onCode} onError={(text) => setMessage({ text, alert: true })} />
          </Suspense>
        )}

        <div aria-live="polite" className="mt-4 min-h-6" data-door-message>
          {message && !message.alert && <p className="font-semibold">{message.text}</p>}
        </div>
        <div role="alert">{message?.alert && <p className="rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">{message.text}</p>}</div>

        <div className="mt-4 max-w-md">
          <Field id="door-search" type="search" label={copy.search} hint={copy.searchHint} value={search} onChange={(e) => setSearch(e.currentTarget.value)} autoComplete="off" spellCheck={false} />
        </div>

        {people.length === 0 ? (
          <p className="mt-6 text-neutral-300">{copy.nobody}</p>
        ) : shown.length === 0 ? (
          <p className="mt-6 text-neutral-300">{copy.noMatches}</p>
        ) : (
          <ul aria-label={copy.listLabel} className="mt-6 divide-y divide-white/10 rounded-2xl border border-white/10">
            {shown.map((person) => {
              const guardian = guardianLine(person);
              const unsaved = waiting.has(doorPersonKey(person));
              return (
                <li
                  key={doorPersonKey(person)}
                  data-door-person={person.name}
                  data-checked-in={person.checkedInAt !== null}
                  data-pending={unsaved}
                  className="flex flex-wrap items-center justify-between gap-3 p-3"
                >
                  <div className="min-w-0">
                    <p className="font-semibold [overflow-wrap:anywhere]">{person.name}</p>
                    <p className="text-sm text-neutral-300">{describe(person)}</p>
                    {guardian && <p className="text-sm text-neutral-300">{guardian}</p>}
                    {person.checkedInAt && <p className="text-sm font-semibold text-spot-300">{copy.checkedInAt(timeIn(event.timeZone, person.checkedInAt))}</p>}
                    {unsaved && <p className="text-sm font-semibold text-amber-200">{copy.notSaved}</p>}
                  </div>
                  {/* A double tap on Check in lands its second tap on Undo, which takes the place of the
                      button: the browser counts it as the second click (detail 2), and Undo ignores it. */}
                  {person.checkedInAt ? (
                    <Button type="button" variant="outline" aria-label={copy.undoPerson(person.name)} onClick={(e) => e.detail < 2 && undo(person)}>
                      {copy.undo}
                    </Button>
                  ) : (
                    <Button type="button" aria-label={copy.checkInPerson(person.name)} onClick={() => checkIn(person)}>
                      {copy.checkIn}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <table data-door-print className="hidden w-full border-collapse text-left text-sm text-black">
        <caption className="pb-2 text-left text-lg font-bold">
          {copy.eventTitle(event.cityName)} · {event.dateText} · {copy.counts(checkedIn, people.length)} · {copy.printedAt(printedAt)}
        </caption>
        <thead>
          <tr>
            {[copy.columns.checkedIn, copy.columns.name, copy.columns.kind, copy.columns.ageGroup, copy.columns.tier, copy.columns.guardian].map((h) => (
              <th key={h} scope="col" className="border-b border-black py-1 pr-2">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {people.map((p) => (
            <tr key={`${p.kind}-${p.id}`} className="break-inside-avoid">
              <td className="border-b border-neutral-400 py-1 pr-2">{p.checkedInAt ? `✓ ${timeIn(event.timeZone, p.checkedInAt)}` : "☐"}</td>
              <td className="border-b border-neutral-400 py-1 pr-2">{p.name}</td>
              <td className="border-b border-neutral-400 py-1 pr-2">{p.kind === "student" ? copy.student : copy.audition}</td>
              <td className="border-b border-neutral-400 py-1 pr-2">{AGE_GROUP_LABELS[p.ageGroup]}</td>
              <td className="border-b border-neutral-400 py-1 pr-2">{p.tier ?? ""}</td>
              <td className="border-b border-neutral-400 py-1 pr-2">{guardianLine(p) ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
