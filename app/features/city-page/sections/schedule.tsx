import { Info } from "lucide-react";
import { Fragment } from "react";
import { SectionShell } from "~/components/section-shell";
import { scheduleCopy } from "~/content/schedule";
import type { PageConfig } from "~/domain/page-config";
import { cn } from "~/lib/cn";
import { MobileCheckoutBar } from "../components/schedule/mobile-checkout-bar";
import { ScheduleTable } from "../components/schedule/schedule-table";
import { scheduleHeadingParts } from "../components/schedule/schedule-text";
import { VenueDetails } from "../components/schedule/venue-details";
import { anchors, type SectionProps } from "../types";

type Schedule = PageConfig["schedule"];
type ScheduleTableConfig = Schedule["days"][number]["tables"][number];

/** The event's day: date heading, venue with map link, the time tables of each day and the notes. */
export function ScheduleSection({ event }: SectionProps) {
  const schedule = event.page.schedule;
  const parts = scheduleHeadingParts(event, scheduleCopy.dateTbd);
  const days = schedule.days;
  const notes = [
    ...(schedule.showWorkInProgressNote ? [scheduleCopy.notes.workInProgress] : []),
    ...(schedule.showAllWelcomeNote ? [scheduleCopy.notes.allWelcome] : []),
    ...schedule.notes,
  ];

  return (
    <SectionShell
      id={anchors.schedule}
      eyebrow={scheduleCopy.eyebrow}
      title={parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <span aria-hidden className="text-spot-400"> · </span>}
          <span className="inline-block">{part}</span>
        </Fragment>
      ))}
      intro={<VenueDetails event={event} />}
    >
      <div data-schedule-age-groups={schedule.ageGroups} className="space-y-12">
        {days.length === 0 && <p className="text-center text-neutral-300">{scheduleCopy.emptySchedule}</p>}
        {days.map((day, d) => {
          const dayId = `schedule-day-${d + 1}`;
          return (
            <div key={dayId} data-schedule-day={d + 1} role={day.label ? "group" : undefined} aria-labelledby={day.label ? dayId : undefined}>
              {day.label && (
                <h3 id={dayId} className="mb-5 text-center text-2xl font-bold">
                  {day.label}
                </h3>
              )}
              <div className={cn("grid grid-cols-1 gap-5", gridColumns(day.tables.length))}>
                {day.tables.map((table, t) => {
                  const { heading, subheading } = tableHeadings(table, schedule.ageGroups);
                  return (
                    <ScheduleTable
                      key={`${dayId}-${t}`}
                      id={`${dayId}-table-${t + 1}`}
                      heading={heading}
                      subheading={subheading}
                      headingLevel={day.label ? 4 : 3}
                      slots={table.slots}
                      collapsibleOnMobile={schedule.collapsibleOnMobile}
                    />
                  );
                })}
              </div>
            </div>
          );
        })}
        {notes.length > 0 && (
          <ul data-schedule-notes className="mx-auto max-w-3xl space-y-2 text-sm text-neutral-300">
            {notes.map((note) => (
              <li key={note} className="flex items-start gap-2">
                <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-spot-400" />
                <span>{note}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {schedule.mobileCheckoutBar && !event.isCancelled && !event.hasEnded && <MobileCheckoutBar />}
    </SectionShell>
  );
}

function gridColumns(tables: number): string {
  if (tables <= 1) return "mx-auto max-w-2xl";
  if (tables === 2) return "md:grid-cols-2";
  return "md:grid-cols-2 lg:grid-cols-3";
}

/** A table's heading is its own title, else its age group's; a titled table names its group underneath. */
function tableHeadings(table: ScheduleTableConfig, ageGroups: Schedule["ageGroups"]): { heading: string; subheading?: string } {
  const groupLabel = table.group ? scheduleCopy.ageGroups[ageGroups][table.group] : undefined;
  if (table.title) return { heading: table.title, subheading: groupLabel };
  return { heading: groupLabel ?? "" };
}
