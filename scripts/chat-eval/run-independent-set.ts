/**
 * Runs the independent evaluation set (independent-set.ts) against an answerer and prints accuracy per
 * group and the answer times. Conversations are sent as the widget sends them: its greeting first, then
 * every earlier question with the assistant's real reply, the newest 20 messages of at most 1000
 * characters each (the server's limits).
 */
import { chatWidgetCopy } from "~/content/chat";
import { site } from "~/content/site";
import type { ChatReply, ChatTurn } from "~/features/chat/types";
import { freshConversations, freshOffTopicQuestions, freshQuestionCount, freshSingleQuestions } from "./fresh-set";
import {
  conversations,
  offTopicQuestions,
  questionCount,
  singleQuestions,
  type Conversation,
  type Expectation,
  type Fact,
  type FactOrAlternatives,
} from "./independent-set";

export type Ask = (turns: ChatTurn[]) => Promise<ChatReply>;

/** A set of questions asked by the runner: single questions by topic, off-topic ones and conversations. */
export interface EvalSet {
  title: string;
  singles: ReadonlyArray<{ topic: string; ask: string; expect: Expectation }>;
  offTopic: ReadonlyArray<{ ask: string; expect: Expectation }>;
  conversations: readonly Conversation[];
  questionCount: number;
}

/** The first independent set (issue 24): the answerer was later tuned on it, so it is no longer unseen. */
export const independentSet: EvalSet = {
  title: "Independent set (issue 24)",
  singles: singleQuestions,
  offTopic: offTopicQuestions,
  conversations,
  questionCount,
};

/** The fresh set, written without reading the answerer after it was tuned on the first one. */
export const freshSet: EvalSet = {
  title: "Fresh set (issue 24, unseen)",
  singles: freshSingleQuestions,
  offTopic: freshOffTopicQuestions,
  conversations: freshConversations,
  questionCount: freshQuestionCount,
};

const HISTORY_MESSAGES = 20;
const MESSAGE_CHARS = 1000;

export const targets = { newSet: 0.95, conversations: 0.95, offTopic: 0.9, p95Ms: 50 } as const;

/**
 * The not-sure answer: it says it doesn't know (chatCopy.unknown's "I'm not sure", or "I don't have …"
 * followed by chatCopy.attributeTeam), points to the team's email, and quotes no price.
 */
export function isNotSure(message: string): boolean {
  const saysSo = /\bnot sure\b/i.test(message) || /\bI don't have\b/i.test(message);
  return saysSo && message.includes(site.contactEmail) && !/(?:[$£€]|C\$)\s?\d/.test(message);
}

function has(message: string, fact: Fact): boolean {
  return typeof fact === "string" ? message.toLowerCase().includes(fact.toLowerCase()) : fact.test(message);
}
function hasEntry(message: string, entry: FactOrAlternatives): boolean {
  return typeof entry === "string" || entry instanceof RegExp ? has(message, entry) : entry.some((f) => has(message, f));
}
const show = (entry: FactOrAlternatives) =>
  typeof entry === "string" || entry instanceof RegExp ? String(entry) : entry.map(String).join(" | ");

/** What the reply misses against its expectation; empty when it passes. */
export function checkReply(expect: Expectation, reply: ChatReply): string[] {
  const text = reply.message;
  const misses: string[] = [];
  if (expect.notSure && !isNotSure(text)) misses.push('not the "not sure" answer');
  for (const entry of expect.includesAll ?? []) if (!hasEntry(text, entry)) misses.push(`missing ${show(entry)}`);
  if (expect.includesAny && !expect.includesAny.some((f) => has(text, f))) misses.push(`missing any of ${show(expect.includesAny)}`);
  for (const bad of expect.excludes ?? []) if (has(text, bad)) misses.push(`says ${String(bad)}`);
  return misses;
}

/** The messages the widget posts: greeting, the conversation so far, the new question; newest 20, 1000 characters each. */
function widgetMessages(history: ChatTurn[], question: string): ChatTurn[] {
  const all: ChatTurn[] = [{ role: "assistant", content: chatWidgetCopy.greeting }, ...history, { role: "user", content: question }];
  return all.slice(-HISTORY_MESSAGES).map((m) => ({ role: m.role, content: m.content.slice(0, MESSAGE_CHARS) }));
}

interface Tally {
  passed: number;
  total: number;
}
const rate = (t: Tally) => (t.total === 0 ? 0 : t.passed / t.total);
const pct = (t: Tally) => `${t.passed}/${t.total} = ${(rate(t) * 100).toFixed(1)}%`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
}

export interface IndependentSetResult {
  /** Every target met (accuracy of the whole set, of the conversations, not-sure rate off topic, p95). */
  passed: boolean;
}

/** Asks every question of the set, prints the misses (every reply with verbose) and the figures per group. */
export async function runIndependentSet(ask: Ask, options: { verbose: boolean; set?: EvalSet }): Promise<IndependentSetResult> {
  const set = options.set ?? independentSet;
  const times: number[] = [];
  const byTopic = new Map<string, Tally>();
  const all: Tally = { passed: 0, total: 0 };
  const turnsTally: Tally = { passed: 0, total: 0 };
  const wholeConversations: Tally = { passed: 0, total: 0 };
  const offTopic: Tally = { passed: 0, total: 0 };

  async function askOne(label: string, history: ChatTurn[], question: string, expect: Expectation) {
    const started = performance.now();
    const reply = await ask(widgetMessages(history, question));
    times.push(performance.now() - started);
    const misses = checkReply(expect, reply);
    if (misses.length > 0 || options.verbose) {
      console.log(`${misses.length ? "MISS" : "ok  "} [${label}] ${question}`);
      console.log(`     ${reply.message}`);
      for (const m of misses) console.log(`     - ${m}`);
    }
    return { ok: misses.length === 0, reply };
  }
  const count = (tally: Tally, ok: boolean) => {
    tally.total++;
    if (ok) tally.passed++;
  };

  console.log("");
  console.log(`== ${set.title}: ${set.questionCount} questions ==`);

  for (const s of set.singles) {
    const { ok } = await askOne(s.topic, [], s.ask, s.expect);
    const tally = byTopic.get(s.topic) ?? { passed: 0, total: 0 };
    byTopic.set(s.topic, tally);
    count(tally, ok);
    count(all, ok);
  }
  for (const o of set.offTopic) {
    const { ok } = await askOne("off-topic", [], o.ask, o.expect);
    count(offTopic, ok);
    count(all, ok);
  }
  for (const c of set.conversations) {
    const history: ChatTurn[] = [];
    let allTurns = true;
    for (const [i, turn] of c.turns.entries()) {
      const { ok, reply } = await askOne(`conversation: ${c.title}, turn ${i + 1}`, history, turn.ask, turn.expect);
      history.push({ role: "user", content: turn.ask }, { role: "assistant", content: reply.message });
      count(turnsTally, ok);
      count(all, ok);
      allTurns &&= ok;
    }
    count(wholeConversations, allTurns);
  }

  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p95 = percentile(sorted, 0.95);
  const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");
  const checks = {
    newSet: rate(all) >= targets.newSet,
    conversations: rate(turnsTally) >= targets.conversations,
    offTopic: rate(offTopic) >= targets.offTopic,
    p95: p95 < targets.p95Ms,
  };

  const singles: Tally = { passed: 0, total: 0 };
  console.log("");
  console.log("single questions by topic:");
  for (const [topic, tally] of byTopic) {
    singles.passed += tally.passed;
    singles.total += tally.total;
    console.log(`  ${topic.padEnd(22)} ${pct(tally)}`);
  }
  console.log(`  ${"all single questions".padEnd(22)} ${pct(singles)}`);
  console.log(`conversations:   ${pct(turnsTally)} of turns (target 95%) ${verdict(checks.conversations)}; ${pct(wholeConversations)} of conversations with every turn right`);
  console.log(`off-topic:       ${pct(offTopic)} "not sure" (target 90%) ${verdict(checks.offTopic)}`);
  console.log(`whole set:       ${pct(all)} (target 95%) ${verdict(checks.newSet)}`);
  console.log(`answer time:     p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(2)} ms (target p95 < 50 ms) ${verdict(checks.p95)}`);
  return { passed: Object.values(checks).every(Boolean) };
}
