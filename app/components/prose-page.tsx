import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { InlineText, RichText, type RichContent } from "./rich-text";

export interface ProseSubsection {
  heading: string;
  body: RichContent;
}

export interface ProseSection {
  /** Anchor id, used by the table of contents. */
  id: string;
  heading: string;
  body?: RichContent;
  subsections?: readonly ProseSubsection[];
}

/** An info page's copy (app/content/pages/*.ts). */
export interface ProsePageContent {
  /** Document title, before " | Callboard". */
  metaTitle: string;
  /** Meta description (about 150 characters). */
  description: string;
  eyebrow?: string;
  /** The page's h1. */
  title: string;
  /** Opening paragraph under the heading (inline marks allowed). */
  lead: string;
  /** e.g. "Last updated September 1, 2025". */
  updated?: string;
  /** Show an "On this page" list of the sections. */
  toc?: boolean;
  sections: readonly ProseSection[];
}

/** Meta tags for an info page's route module. */
export function proseMeta(content: Pick<ProsePageContent, "metaTitle" | "description">, siteName: string) {
  return [
    { title: `${content.metaTitle} | ${siteName}` },
    { name: "description", content: content.description },
    { property: "og:title", content: `${content.metaTitle} | ${siteName}` },
    { property: "og:description", content: content.description },
  ];
}

/**
 * Shared layout of the info pages (about, resources, scholarship, privacy, terms, FAQ):
 * a readable single column on the dark theme, h1 then h2 sections then h3 subsections.
 * `children` render after the sections (e.g. the FAQ on /faq).
 */
export function ProsePage({ content, children, className }: { content: ProsePageContent; children?: ReactNode; className?: string }) {
  return (
    <article className={cn("relative isolate [overflow-wrap:anywhere]", className)}>
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(ellipse_60%_90%_at_15%_0%,rgba(248,201,72,0.14),transparent_70%)]"
      />
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
        <header>
          {content.eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-spot-300">{content.eyebrow}</p>}
          <h1 className="mt-2 font-display text-4xl font-black tracking-tight text-white sm:text-5xl">{content.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-neutral-200 sm:text-xl">
            <InlineText text={content.lead} />
          </p>
          {content.updated && <p className="mt-4 text-sm text-neutral-400">{content.updated}</p>}
        </header>

        {content.toc && content.sections.length > 1 && (
          <nav aria-labelledby="on-this-page" className="mt-10 rounded-2xl border border-white/10 bg-stage-900 p-5 sm:p-6">
            <h2 id="on-this-page" className="text-xs font-semibold uppercase tracking-[0.2em] text-spot-300">
              On this page
            </h2>
            <ol className="mt-3 text-sm sm:columns-2 sm:gap-x-6">
              {content.sections.map((s, i) => (
                <li key={s.id} className="mb-2 flex break-inside-avoid gap-2 last:mb-0">
                  <span aria-hidden className="text-neutral-400">
                    {i + 1}.
                  </span>
                  <a href={`#${s.id}`} className="rounded text-neutral-200 underline-offset-4 hover:text-white hover:underline">
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}

        {content.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-12">
            <h2 id={`${section.id}-title`} className="font-display text-2xl font-bold tracking-tight text-white sm:text-3xl">
              {section.heading}
            </h2>
            {section.body && <RichText content={section.body} className="mt-4 text-neutral-300" />}
            {section.subsections?.map((sub) => (
              <div key={sub.heading} className="mt-8">
                <h3 className="text-lg font-semibold text-white sm:text-xl">{sub.heading}</h3>
                <RichText content={sub.body} className="mt-3 text-neutral-300" />
              </div>
            ))}
          </section>
        ))}

        {children}
      </div>
    </article>
  );
}
