import { Check } from "lucide-react";
import { SectionShell } from "~/components/section-shell";
import { Button } from "~/components/ui/button";
import { whatToExpectCopy, whatToExpectLists } from "~/content/city-sections";
import { scrollToFirst } from "~/lib/scroll";
import { anchors, type SectionProps } from "../types";

/** 'What to Expect': the list variant comes from the event's page configuration. */
export function WhatToExpectSection({ event }: SectionProps) {
  const items = whatToExpectLists[event.page.whatToExpect];
  return (
    <SectionShell id="what-to-expect" title={whatToExpectCopy.title}>
      <ol className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2" data-variant={event.page.whatToExpect}>
        {items.map((item, i) => (
          <li key={i} className="flex gap-4 rounded-2xl border border-white/10 bg-stage-900 p-5">
            <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-spot-400 text-stage-950">
              <Check className="size-5" strokeWidth={3} />
            </span>
            <div>
              <h3 className="font-bold text-white">{item.title}</h3>
              <p className="mt-1 text-neutral-300">{item.detail}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-col items-center text-center">
        <Button asChild size="lg">
          <a
            href={`#${anchors.pricing}`}
            data-cta="ready-to-train"
            onClick={(e) => {
              if (scrollToFirst([anchors.pricing])) e.preventDefault();
            }}
          >
            {whatToExpectCopy.cta}
          </a>
        </Button>
        <p className="mt-4 max-w-md text-sm text-neutral-300">{whatToExpectCopy.caption}</p>
      </div>
    </SectionShell>
  );
}
