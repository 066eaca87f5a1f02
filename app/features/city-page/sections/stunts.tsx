import { ShieldCheck } from "lucide-react";
import { SectionShell } from "~/components/section-shell";
import { stunts } from "~/content/marketing";
import type { SectionProps } from "../types";

/** 'Stunts for Dancers': a class with a professional stuntwoman, with drawn art. */
export function StuntsSection(_props: SectionProps) {
  return (
    <SectionShell id="stunts-for-dancers" eyebrow={stunts.eyebrow} title={stunts.heading} intro={<p>{stunts.intro}</p>}>
      <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
        <figure className="overflow-hidden rounded-2xl ring-1 ring-white/10">
          <img
            src={stunts.art.src}
            alt="Drawing: a stuntwoman rolls through the air onto a crash mat under a spotlight, framed by a camera viewfinder."
            width={stunts.art.width}
            height={stunts.art.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
        </figure>
        <div>
          <div className="rounded-2xl border border-rose-cue/30 bg-stage-900 p-5">
            <p className="text-sm font-semibold uppercase tracking-[0.15em] text-rose-cue">Your stunt coach</p>
            <h3 className="mt-1 font-display text-2xl font-bold">{stunts.instructor.name}</h3>
            <p className="text-neutral-300">{stunts.instructor.role}</p>
            <p className="mt-3 text-neutral-200">{stunts.instructor.text}</p>
          </div>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {stunts.skills.map((skill) => (
              <li key={skill.title}>
                <h3 className="font-bold text-spot-300">{skill.title}</h3>
                <p className="mt-1 text-neutral-300">{skill.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 flex gap-3 rounded-xl bg-white/5 p-4 text-neutral-200">
            <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-spot-400" />
            {stunts.safetyNote}
          </p>
        </div>
      </div>
    </SectionShell>
  );
}
