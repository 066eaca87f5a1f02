import type { EmailField, EmailLinkTarget } from "./blocks";

/** Plain-text twins of blocks.tsx. Paragraphs are joined with a blank line by `textBody`. */

export function textBody(...paragraphs: Array<string | null | false | undefined>): string {
  return paragraphs.filter((p): p is string => typeof p === "string" && p.length > 0).join("\n\n");
}

export function textFields(fields: EmailField[]): string {
  return fields.map((f) => `${f.label}: ${f.value}`).join("\n");
}

export function textList(title: string, items: string[]): string | null {
  if (items.length === 0) return null;
  return [`${title}`, ...items.map((item) => `- ${item}`)].join("\n");
}

export function textLink({ label, url }: EmailLinkTarget): string {
  return `${label} (${url})`;
}
