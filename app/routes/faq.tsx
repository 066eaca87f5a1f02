import { ProsePage, proseMeta } from "~/components/prose-page";
import { InlineText } from "~/components/rich-text";
import { faqPage, faqStillAsking } from "~/content/pages/faq";
import { site } from "~/content/site";
import { Faq } from "~/features/faq/components/faq";

export function meta() {
  return proseMeta(faqPage, site.name);
}

export default function FaqRoute() {
  return (
    <ProsePage content={faqPage}>
      <div id="faq" className="mt-10">
        <Faq headingLevel={2} />
      </div>
      <aside aria-labelledby="still-asking" className="mt-12 rounded-2xl border border-white/10 bg-stage-900 p-6 text-center">
        <h2 id="still-asking" className="font-display text-2xl font-bold text-white">
          {faqStillAsking.title}
        </h2>
        <p className="mt-3 text-neutral-300">
          <InlineText text={faqStillAsking.text} />
        </p>
      </aside>
    </ProsePage>
  );
}
