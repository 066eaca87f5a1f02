import { ArrowRight } from "lucide-react";
import { SectionShell } from "~/components/section-shell";
import { Button } from "~/components/ui/button";
import { ctaBlock } from "~/content/marketing";
import { scrollToFirst } from "~/lib/scroll";
import { anchors, type SectionProps } from "../types";

/** A call to action that takes the visitor to the pricing section (a plain link without JavaScript). */
export function CtaBlockSection(_props: SectionProps) {
  return (
    <SectionShell
      id="cta-block"
      eyebrow={ctaBlock.eyebrow}
      title={ctaBlock.heading}
      intro={<p>{ctaBlock.line}</p>}
      className="bg-[radial-gradient(ellipse_70%_90%_at_50%_0%,rgba(248,201,72,0.16),transparent_70%)]"
    >
      <div className="flex justify-center">
        <Button asChild size="lg">
          <a
            href={`#${anchors.pricing}`}
            data-cta="cta-block"
            onClick={(e) => {
              if (scrollToFirst([anchors.pricing])) e.preventDefault();
            }}
          >
            {ctaBlock.button}
            <ArrowRight aria-hidden className="size-5" />
          </a>
        </Button>
      </div>
    </SectionShell>
  );
}
