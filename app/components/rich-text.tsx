import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

/**
 * Editable copy with a little structure, written in app/content.
 *
 * Inline text supports two marks: `[label](href)` for a link (a path starting with "/" is an
 * in-app link; anything else, such as `mailto:` or `https:`, is a plain anchor) and `**bold**`.
 * A block is a paragraph (a string), a bulleted list, numbered steps or a highlighted note.
 */
export type RichBlock =
  | string
  | { readonly list: readonly string[] }
  | { readonly steps: readonly string[] }
  | { readonly note: string; readonly title?: string };

/** One paragraph, or several blocks. */
export type RichContent = string | readonly RichBlock[];

type InlineToken = { kind: "text"; text: string } | { kind: "bold"; text: string } | { kind: "link"; text: string; href: string };

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/** Split inline text into plain text, bold and link tokens. */
export function parseInline(text: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ kind: "text", text: text.slice(last, index) });
    if (match[1] !== undefined && match[2] !== undefined) tokens.push({ kind: "link", text: match[1], href: match[2] });
    else tokens.push({ kind: "bold", text: match[3] ?? "" });
    last = index + match[0].length;
  }
  if (last < text.length) tokens.push({ kind: "text", text: text.slice(last) });
  return tokens;
}

/** The text a reader sees, without marks (used for searching). */
export function inlinePlainText(text: string): string {
  return parseInline(text)
    .map((t) => t.text)
    .join("");
}

function blocksOf(content: RichContent): readonly RichBlock[] {
  return typeof content === "string" ? [content] : content;
}

/** All visible text of some rich content, blocks separated by newlines. */
export function richPlainText(content: RichContent): string {
  return blocksOf(content)
    .map((block) => {
      if (typeof block === "string") return inlinePlainText(block);
      if ("list" in block) return block.list.map(inlinePlainText).join("\n");
      if ("steps" in block) return block.steps.map(inlinePlainText).join("\n");
      return [block.title ?? "", inlinePlainText(block.note)].join("\n");
    })
    .join("\n");
}

const linkClass =
  "font-medium text-spot-300 underline decoration-spot-300/50 underline-offset-2 hover:text-spot-400 hover:decoration-spot-400";

function isInApp(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((token, i) => {
        if (token.kind === "text") return <Fragment key={i}>{token.text}</Fragment>;
        if (token.kind === "bold")
          return (
            <strong key={i} className="font-semibold text-white">
              {token.text}
            </strong>
          );
        if (isInApp(token.href))
          return (
            <Link key={i} to={token.href} className={linkClass}>
              {token.text}
            </Link>
          );
        const external = /^https?:/.test(token.href);
        return (
          <a key={i} href={token.href} className={linkClass} {...(external ? { rel: "noopener noreferrer" } : {})}>
            {token.text}
          </a>
        );
      })}
    </>
  );
}

/** Render rich content as paragraphs, lists and notes. Spacing comes from `className` (e.g. space-y-4). */
export function RichText({ content, className }: { content: RichContent; className?: string }) {
  return <div className={cn("space-y-4 leading-relaxed", className)}>{blocksOf(content).map(renderBlock)}</div>;
}

function renderBlock(block: RichBlock, i: number): ReactNode {
  if (typeof block === "string")
    return (
      <p key={i}>
        <InlineText text={block} />
      </p>
    );
  if ("list" in block)
    return (
      <ul key={i} className="list-disc space-y-2 pl-5 marker:text-spot-400">
        {block.list.map((item, j) => (
          <li key={j}>
            <InlineText text={item} />
          </li>
        ))}
      </ul>
    );
  if ("steps" in block)
    return (
      <ol key={i} className="list-decimal space-y-2 pl-5 marker:font-semibold marker:text-spot-400">
        {block.steps.map((item, j) => (
          <li key={j}>
            <InlineText text={item} />
          </li>
        ))}
      </ol>
    );
  return (
    <div key={i} className="rounded-xl border-l-4 border-spot-400 bg-stage-800 px-4 py-3 text-neutral-200">
      {block.title && <p className="font-semibold text-white">{block.title}</p>}
      <p className={block.title ? "mt-1" : undefined}>
        <InlineText text={block.note} />
      </p>
    </div>
  );
}
