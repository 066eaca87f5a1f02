import { faqCopy } from "~/content/faq";
import { Faq } from "~/features/faq/components/faq";
import { SectionShell } from "../components/section-shell";
import { anchors } from "../types";

/** The city page's FAQ section (key `faq`, anchor `#faq`): the same searchable FAQ as /faq. */
export function FaqSection() {
  return (
    <SectionShell id={anchors.faq} eyebrow={faqCopy.eyebrow} title={faqCopy.title} intro={faqCopy.intro}>
      <Faq headingLevel={3} />
    </SectionShell>
  );
}
