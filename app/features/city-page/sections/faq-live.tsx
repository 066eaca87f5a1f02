import { SectionShell } from "~/components/section-shell";
import { faqCopy } from "~/content/faq";
import type { MentorshipCohort } from "~/domain/mentorship-cohort";
import { Faq, type FaqStart } from "~/features/faq/components/faq";
import { anchors } from "../types";

/** The city page's FAQ section, interactive: the same searchable FAQ as /faq. */
export function FaqSectionLive({ start, cohort }: { start?: FaqStart; cohort: MentorshipCohort }) {
  return (
    <SectionShell id={anchors.faq} eyebrow={faqCopy.eyebrow} title={faqCopy.title} intro={faqCopy.intro}>
      <Faq headingLevel={3} start={start} cohort={cohort} />
    </SectionShell>
  );
}

// The FAQ's markup, as the server rendered it and as it renders again here.
const CATEGORY_BUTTON = "button[aria-expanded][aria-controls]";
const SEARCH_INPUT = 'input[type="search"]';

/** The categories open and the search text, from the server HTML the reader may have used. */
export function readStart(root: HTMLElement): FaqStart {
  const open = [...root.querySelectorAll<HTMLElement>("[data-category]")]
    .filter((category) => category.querySelector(`${CATEGORY_BUTTON}[aria-expanded="true"]`))
    .map((category) => category.dataset.category ?? "");
  return { open, query: root.querySelector<HTMLInputElement>(SEARCH_INPUT)?.value ?? "" };
}

export type FocusedControl = { search: true } | { category: string } | null;

/** Which FAQ control has focus, by what it is rather than by element (the elements are replaced). */
export function focusedControl(root: HTMLElement): FocusedControl {
  const active = document.activeElement;
  if (!active || !root.contains(active)) return null;
  if (active.matches(SEARCH_INPUT)) return { search: true };
  const category = active.matches(CATEGORY_BUTTON) ? active.closest<HTMLElement>("[data-category]")?.dataset.category : undefined;
  return category ? { category } : null;
}

/** Focuses the same control in the interactive FAQ (`island`: its wrapper). */
export function restoreFocus(focus: FocusedControl, island: Element | null) {
  if (!focus) return;
  if ("search" in focus) {
    const input = island?.querySelector<HTMLInputElement>(SEARCH_INPUT);
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  } else {
    island?.querySelector<HTMLElement>(`[data-category="${CSS.escape(focus.category)}"] ${CATEGORY_BUTTON}`)?.focus();
  }
}
