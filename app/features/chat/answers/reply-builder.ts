import type { ChatLink, ChatReply } from "../types";

/** What every answer is built with: its sentences, its links, and where it came from. */

/** The reply, with what the assistant understood (intents only: never the message itself). */
export interface ChatAnswer extends ChatReply {
  intents: string[];
  /** How the reply was found: catalog facts, a content passage, or nothing. */
  source: "catalog" | "content" | "unknown" | "smalltalk";
}

export const MAX_LINKS = 3;

export const MAX_EVENTS = 4;

export class ReplyBuilder {
  readonly parts: string[] = [];
  readonly links: ChatLink[] = [];
  source: ChatAnswer["source"] = "catalog";
  /** The words of the passages the reply quotes (their question or heading and topic): what it was found by, for the confidence measure. */
  readonly facts: string[] = [];
  /** The reply was composed for the question's own form by a rule that decides it (group buying): not judged again. */
  decided = false;
  /** The question is about something the site never speaks of: nothing (not even the forms' age rules) answers it. */
  offTopic = false;
  /** The sentences of a stop's overview (its date and prices), given when nothing more particular was understood. */
  readonly overview: string[] = [];

  /** A content passage the reply quotes: its page is linked, its heading and topic count as facts of the reply. */
  cite(doc: { title: string; topic: string; link: ChatLink }): void {
    this.facts.push(doc.title, doc.topic);
    this.link(doc.link);
  }

  add(text: string | null | undefined): void {
    const t = text?.trim();
    if (t && !this.parts.includes(t)) this.parts.push(t);
  }

  /** One link per page: the first one added (the most specific anchor) wins. */
  link(link: ChatLink): void {
    const page = (href: string) => href.split("#")[0];
    if (!this.links.some((l) => page(l.href) === page(link.href))) this.links.push(link);
  }

  get empty(): boolean {
    return this.parts.length === 0;
  }
}
