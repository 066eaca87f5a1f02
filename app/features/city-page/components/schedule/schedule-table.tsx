import { ChevronDown } from "lucide-react";
import { useState, type ReactNode } from "react";
import { scheduleCopy } from "~/content/schedule";
import { cn } from "~/lib/cn";
import { useMediaQuery } from "./use-media-query";

export interface ScheduleSlot {
  time: string;
  activity: string;
  detail?: string;
}

export interface ScheduleTableProps {
  /** Unique id of the table's heading. */
  id: string;
  heading: string;
  /** A second line under the heading (e.g. the age group of a studio). */
  subheading?: string;
  headingLevel: 3 | 4;
  slots: readonly ScheduleSlot[];
  /** On phones the table folds into a disclosure; on wider screens it is always open. */
  collapsibleOnMobile?: boolean;
}

/** 768 px, the mobile breakpoint (Tailwind's md). */
const DESKTOP_QUERY = "(min-width: 768px)";

/** One time and activity table of the schedule (a column such as 'Juniors' or 'Studio 1'). */
export function ScheduleTable({ id, heading, subheading, headingLevel, slots, collapsibleOnMobile = false }: ScheduleTableProps) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const headingElement = (
    <Heading id={id} className="text-lg font-bold">
      {heading}
    </Heading>
  );
  // The title may be a <summary>'s content, which allows headings and phrasing content but no
  // <div> (and a <span> may not hold a heading): a heading with a second line is an <hgroup>.
  const title = subheading ? (
    <hgroup className="block">
      {headingElement}
      <p className="mt-0.5 block text-sm font-medium text-neutral-300">{subheading}</p>
    </hgroup>
  ) : (
    headingElement
  );
  const table = <SlotTable labelledBy={id} slots={slots} />;
  const frame = "rounded-2xl border border-white/10 bg-stage-900 p-4 sm:p-5";
  if (collapsibleOnMobile) {
    return (
      <Disclosure className={frame} summary={title}>
        {table}
      </Disclosure>
    );
  }
  return (
    <div data-schedule-table className={frame}>
      {title}
      {table}
    </div>
  );
}

function SlotTable({ labelledBy, slots }: { labelledBy: string; slots: readonly ScheduleSlot[] }) {
  return (
    <table aria-labelledby={labelledBy} className="mt-3 w-full border-collapse text-left text-sm">
      <thead className="sr-only">
        <tr>
          <th scope="col">{scheduleCopy.columns.time}</th>
          <th scope="col">{scheduleCopy.columns.activity}</th>
        </tr>
      </thead>
      <tbody>
        {slots.map((slot, i) => (
          <tr key={`${slot.time}-${i}`} className="border-t border-white/10 first:border-t-0">
            <th scope="row" className="w-24 py-2.5 pr-3 align-top font-semibold whitespace-nowrap text-spot-300 sm:w-28">
              {slot.time}
            </th>
            <td className="py-2.5 align-top text-neutral-100">
              {slot.activity}
              {slot.detail && <span className="block text-xs text-neutral-400">{slot.detail}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A <details> that is folded on phones and always open from 768 px. Before hydration (or without
 * JavaScript) wide screens still show the content through CSS, so nothing shifts on load.
 */
function Disclosure({ summary, children, className }: { summary: ReactNode; children: ReactNode; className?: string }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [openOnMobile, setOpenOnMobile] = useState(false);
  const open = desktop || openOnMobile;
  return (
    <details
      data-schedule-table
      data-collapsible
      open={open}
      onToggle={(e) => {
        if (!desktop) setOpenOnMobile(e.currentTarget.open);
      }}
      className={cn("group md:[&::details-content]:[content-visibility:visible]", className)}
    >
      <summary
        onClick={(e) => {
          if (desktop) e.preventDefault();
        }}
        className="-m-2 flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg p-2 md:cursor-default [&::-webkit-details-marker]:hidden"
      >
        {summary}
        <ChevronDown aria-hidden className="size-5 shrink-0 text-spot-300 transition-transform group-open:rotate-180 md:hidden" />
      </summary>
      {children}
    </details>
  );
}
