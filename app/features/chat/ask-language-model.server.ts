import { z } from "zod";
import { site } from "~/content/site";
import { calendarDateInZone } from "~/domain/dates";
import { chatCopy } from "./chat-copy";
import { runTool, toolDefinitions } from "./chat-tools";
import type { PreparedKnowledge } from "./prepare-knowledge";
import { plainText } from "./text";
import type { ChatLink, ChatReply, ChatTurn } from "./types";

export interface LanguageModelConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** Why the model gave no answer: the API's 429, its 402, or anything else. */
export type LanguageModelProblem = "rate_limited" | "payment_required" | "failed";

export type LanguageModelResult = { ok: true; reply: ChatReply; toolCalls: number; refused: boolean } | { ok: false; reason: LanguageModelProblem; detail: string };

const MAX_TOOL_ROUNDS = 4;
const TIMEOUT_MS = 20_000;
const MAX_REPLY_CHARS = 1500;

const toolCallSchema = z.object({
  id: z.string(),
  type: z.literal("function").optional(),
  function: z.object({ name: z.string(), arguments: z.string().optional().default("{}") }),
});
const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          role: z.string().optional(),
          content: z.string().nullable().optional(),
          tool_calls: z.array(toolCallSchema).nullable().optional(),
        }),
      }),
    )
    .min(1),
});

type WireMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: Array<z.infer<typeof toolCallSchema>> }
  | { role: "tool"; tool_call_id: string; content: string };

function systemPrompt(now: Date): string {
  return [
    `You are the chat assistant of ${site.name}, which runs the ${site.programName} tour: one-day on-camera dance intensives and auditions in many cities, plus online mentorship and Acting for Dancers.`,
    "You answer dancers and their parents. Reply in one to three short sentences of plain text: no markdown, no HTML, no lists.",
    "Use only facts the tools return. Never guess or invent a price, date, venue, age rule or policy; if a tool has no answer, say you don't know and suggest the FAQ (/faq) or emailing " +
      `${site.contactEmail}.`,
    "Mention the page path a tool gives (such as /seattle#pricing) when it helps. Never ask for, look up or reveal anyone's personal details.",
    `Today is ${calendarDateInZone(now, "America/Los_Angeles")}.`,
  ].join(" ");
}

/**
 * Answer through an OpenAI-compatible chat completions API, letting the model call the same catalog
 * and content functions the offline assistant uses, for at most four rounds and twenty seconds. The
 * API's 429 and 402 come back as such; anything else that goes wrong is a failure.
 */
export async function askLanguageModel(options: {
  config: LanguageModelConfig;
  turns: readonly ChatTurn[];
  knowledge: PreparedKnowledge;
  now: Date;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): Promise<LanguageModelResult> {
  const { config, knowledge, now } = options;
  const doFetch = options.fetch ?? fetch;
  const signal = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const messages: WireMessage[] = [{ role: "system", content: systemPrompt(now) }, ...options.turns.map((t) => ({ role: t.role, content: t.content }) as WireMessage)];
  const links: ChatLink[] = [];
  let toolCalls = 0;

  for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
    const lastRound = round === MAX_TOOL_ROUNDS;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({
          model: config.model,
          messages,
          tools: toolDefinitions(),
          // After four rounds of tools the model must answer with what it has.
          tool_choice: lastRound ? "none" : "auto",
          temperature: 0.2,
        }),
        signal,
      });
    } catch (error) {
      return { ok: false, reason: "failed", detail: signal.aborted ? "timed out" : error instanceof Error ? error.name : "network error" };
    }
    if (response.status === 429) return { ok: false, reason: "rate_limited", detail: "429 from the model" };
    if (response.status === 402) return { ok: false, reason: "payment_required", detail: "402 from the model" };
    if (!response.ok) return { ok: false, reason: "failed", detail: `status ${response.status}` };
    let parsed: z.infer<typeof completionSchema>;
    try {
      parsed = completionSchema.parse(await response.json());
    } catch {
      return { ok: false, reason: "failed", detail: signal.aborted ? "timed out" : "unreadable answer" };
    }
    const message = parsed.choices[0]?.message;
    const calls = message?.tool_calls ?? [];
    if (calls.length > 0 && !lastRound) {
      messages.push({ role: "assistant", content: message?.content ?? null, tool_calls: calls });
      for (const call of calls) {
        toolCalls++;
        const result = runTool(call.function.name, call.function.arguments, knowledge, now);
        for (const link of result.links) if (!links.some((l) => l.href === link.href)) links.push(link);
        messages.push({ role: "tool", tool_call_id: call.id, content: JSON.stringify(result.data) });
      }
      continue;
    }
    const text = plainText(message?.content ?? "").replace(/[<>]/g, "").slice(0, MAX_REPLY_CHARS).trim();
    if (!text) return { ok: false, reason: "failed", detail: "empty answer" };
    // A price the tools never returned is invented: the reply is refused and the not-sure answer given instead.
    const facts = messages.filter((m) => m.role === "tool").map((m) => m.content).join(" ");
    if (inventedPrices(text, facts).length > 0) return { ok: true, reply: { message: chatCopy.unknown(site.contactEmail), links: [{ label: "FAQ", href: "/faq" }] }, toolCalls, refused: true };
    return { ok: true, reply: { message: text, links: links.slice(0, 3) }, toolCalls, refused: false };
  }
  return { ok: false, reason: "failed", detail: "no answer after the tool rounds" };
}

/** The amounts in a model's reply ('$209', '£307', 'C$450') that the tools' results don't contain. */
export function inventedPrices(reply: string, facts: string): string[] {
  const amounts = (t: string) => [...t.matchAll(/(?:C\$|[$£€])\s?(\d[\d,]*(?:\.\d{2})?)/g)].map((m) => (m[1] ?? "").replace(/,/g, "").replace(/\.00$/, ""));
  const known = new Set(amounts(facts));
  return amounts(reply).filter((a) => !known.has(a));
}

