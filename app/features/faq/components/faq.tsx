import { ChevronDown, Search, X } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { RichText } from "~/components/rich-text";
import { faqCategories, faqCopy } from "~/content/faq";
import { cn } from "~/lib/cn";
import { countQuestions, filterFaq } from "../filter";
import { faqIcons } from "../icons";
import type { FaqCategory } from "~/content/faq-types";
import type { MentorshipCohort } from "~/domain/mentorship-cohort";

export interface FaqProps {
  /** The mentorship cohort the answers word (from its tiers' data). */
  cohort: MentorshipCohort;
  /** Other questions than the site's FAQ. */
  categories?: readonly FaqCategory[];
  /** Level of the category headings: 2 on a page whose h1 is the FAQ title, 3 inside a page section. Questions are one level below. */
  headingLevel?: 2 | 3;
  className?: string;
  /**
   * Where a reader left the FAQ before it was interactive (the city page keeps it as server HTML
   * until it is used): the categories open and what is in the search box.
   */
  start?: FaqStart;
}

export interface FaqStart {
  open: readonly string[];
  query: string;
}

type HeadingTag = "h2" | "h3" | "h4";

function toggled(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * Searchable FAQ: one disclosure per category, each opening independently. Every question and
 * answer is in the server-rendered HTML (closed panels are `hidden`, not left out).
 * While a query is present, only matching questions show, and their categories open.
 */
export function Faq({ cohort, categories: given, headingLevel = 3, className, start }: FaqProps) {
  const categories = useMemo(() => given ?? faqCategories(cohort), [given, cohort]);
  const uid = useId();
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(start?.query ?? "");
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(start ? start.open : categories[0] ? [categories[0].id] : []));
  // Categories the reader closed during the current search; reset whenever the query changes.
  const [closedWhileSearching, setClosedWhileSearching] = useState<ReadonlySet<string>>(() => new Set());

  const searching = query.trim() !== "";
  const visible = useMemo(() => filterFaq(categories, query), [categories, query]);
  const matchCount = countQuestions(visible);

  const CategoryHeading = `h${headingLevel}` as HeadingTag;
  const QuestionHeading = `h${headingLevel + 1}` as HeadingTag;

  function changeQuery(value: string) {
    setQuery(value);
    setClosedWhileSearching(new Set());
  }
  function clear() {
    changeQuery("");
    inputRef.current?.focus();
  }
  function isOpen(id: string) {
    return searching ? !closedWhileSearching.has(id) : open.has(id);
  }
  function toggle(id: string) {
    if (searching) setClosedWhileSearching((s) => toggled(s, id));
    else setOpen((s) => toggled(s, id));
  }

  const searchId = `${uid}-search`;
  return (
    <div className={cn("mx-auto max-w-3xl", className)} data-testid="faq" data-hydrated={hydrated}>
      <form role="search" aria-label="Search the FAQ" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={searchId} className="block text-sm font-semibold text-neutral-200">
          {faqCopy.searchLabel}
        </label>
        <div className="relative mt-2">
          <Search aria-hidden className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-neutral-400" />
          <input
            ref={inputRef}
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => changeQuery(e.target.value)}
            placeholder={faqCopy.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            className="h-12 w-full rounded-full border border-white/20 bg-stage-900 pl-12 pr-12 text-base text-white placeholder:text-neutral-400 focus-visible:border-spot-300 [&::-webkit-search-cancel-button]:appearance-none"
          />
          {searching && (
            <button
              type="button"
              onClick={clear}
              aria-label={faqCopy.clearSearch}
              className="absolute right-2 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full text-neutral-300 hover:bg-white/10 hover:text-white"
            >
              <X aria-hidden className="size-5" />
            </button>
          )}
        </div>
      </form>

      <p role="status" className="sr-only">
        {searching ? (matchCount > 0 ? faqCopy.matches(matchCount) : faqCopy.noMatch.replace("{query}", query.trim())) : ""}
      </p>

      {searching && visible.length === 0 && (
        <div className="mt-6 rounded-2xl border border-white/10 bg-stage-900 px-6 py-8 text-center" data-testid="faq-no-match">
          <p className="text-lg font-semibold text-white">{faqCopy.noMatch.replace("{query}", query.trim())}</p>
          <p className="mt-2 text-neutral-300">{faqCopy.noMatchHint}</p>
          <button
            type="button"
            onClick={clear}
            className="mt-5 inline-flex h-11 items-center justify-center rounded-full border border-white/30 px-6 text-sm font-semibold text-white hover:bg-white/10"
          >
            {faqCopy.showAll}
          </button>
        </div>
      )}

      <div className="mt-6 space-y-3">
        {visible.map((category) => {
          const Icon = faqIcons[category.icon];
          const expanded = isOpen(category.id);
          const buttonId = `${uid}-${category.id}-button`;
          const panelId = `${uid}-${category.id}-panel`;
          return (
            <div
              key={category.id}
              className="overflow-hidden rounded-2xl border border-white/10 bg-stage-900"
              data-testid="faq-category"
              data-category={category.id}
            >
              <CategoryHeading className="m-0">
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(category.id)}
                  className="flex w-full items-center gap-4 px-4 py-4 text-left hover:bg-white/5 focus-visible:-outline-offset-2 sm:px-5"
                >
                  <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-full bg-spot-400/10 text-spot-300">
                    <Icon className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-display text-lg font-bold leading-snug text-white sm:text-xl">{category.category}</span>
                    <span className="block text-sm font-normal text-neutral-400">{faqCopy.questionCount(category.questions.length)}</span>
                  </span>
                  <ChevronDown
                    aria-hidden
                    data-faq-chevron
                    className={cn("size-5 shrink-0 text-neutral-300 transition-transform", expanded && "rotate-180")}
                  />
                </button>
              </CategoryHeading>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="border-t border-white/10 px-4 pb-2 sm:px-5"
              >
                {category.questions.map((q) => (
                  <div key={q.question} className="border-b border-white/5 py-5 last:border-b-0" data-testid="faq-question">
                    <QuestionHeading className="text-base font-semibold text-white sm:text-lg">{q.question}</QuestionHeading>
                    <RichText content={q.answer} className="mt-2 text-neutral-300" />
                  </div>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
