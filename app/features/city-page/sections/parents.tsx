import { Clock, Eye, Lock, ShieldCheck, Users, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SectionShell } from "~/components/section-shell";
import { parents } from "~/content/marketing";
import { cn } from "~/lib/cn";
import type { SectionProps } from "../types";

/** For parents and guardians: safety, age groups, the shape of the day, the showcase and minors' data. */
export function ParentsSection({ event }: SectionProps) {
  // The age groups follow the event's schedule (most stops: 12 and under / 13 and up).
  const ageGroups = parents.ageGroups[event.page.schedule.ageGroups];
  return (
    <SectionShell id="parents" eyebrow={parents.eyebrow} title={parents.heading} intro={<p>{parents.intro}</p>}>
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        <Card icon={ShieldCheck} title={parents.safety.title}>
          <ul className="list-disc space-y-2 pl-5 marker:text-spot-400">
            {parents.safety.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </Card>
        <Card icon={Users} title={parents.ageGroupsTitle}>
          <dl className="grid grid-cols-2 gap-3">
            {ageGroups.map((group) => (
              <div key={group.name} className="rounded-xl bg-white/5 p-3">
                <dt className="font-bold text-white">{group.name}</dt>
                <dd className="text-spot-300">{group.ages}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3">{parents.ageGroupsNote}</p>
        </Card>
        <Card icon={Clock} title={parents.day.title}>
          <ol className="list-decimal space-y-2 pl-5 marker:font-bold marker:text-spot-400">
            {parents.day.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Card>
        <Card icon={Eye} title={parents.showcase.title} className="lg:col-span-2">
          <p>{parents.showcase.text}</p>
        </Card>
        <Card icon={Lock} title={parents.privacy.title}>
          <p>{parents.privacy.text}</p>
          <Link to={parents.privacy.link.href} className="mt-3 inline-block font-semibold text-spot-300 underline underline-offset-4 hover:text-spot-400">
            {parents.privacy.link.label}
          </Link>
        </Card>
      </div>
    </SectionShell>
  );
}

function Card({
  icon: Icon,
  title,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <article className={cn("rounded-2xl border border-white/10 bg-stage-900 p-6 text-neutral-300", className)}>
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-spot-400/15 text-spot-400">
          <Icon aria-hidden className="size-5" />
        </span>
        <h3 className="text-lg font-bold text-white">{title}</h3>
      </div>
      <div className="mt-4">{children}</div>
    </article>
  );
}
