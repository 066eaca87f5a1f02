import type { Logger } from "pino";
import type { Env } from "~/lib/env.server";
import { answerQuestion } from "./answer-question";
import { askLanguageModel, languageModelMessages, type LanguageModelConfig } from "./ask-language-model.server";
import type { KnowledgeCache } from "./create-knowledge-cache.server";
import type { ChatReply, ChatTurn } from "./types";

export type AnswerChatResult =
  | { outcome: "answered"; reply: ChatReply }
  | { outcome: "rate_limited" | "payment_required" | "failed"; message: string };

/** The language model to answer through, when the environment configures one whole. */
export function languageModelConfig(env: Pick<Env, "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL">): LanguageModelConfig | null {
  if (!env.LLM_BASE_URL || !env.LLM_API_KEY || !env.LLM_MODEL) return null;
  return { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL };
}

/**
 * Answer the conversation's last question from the catalog and the site's content: through the
 * language model when one is configured, otherwise offline. Reads only; a message can change nothing.
 * The log says how long the question was and how it was answered, never what it said.
 */
export async function answerChat(options: {
  turns: readonly ChatTurn[];
  knowledge: KnowledgeCache;
  now: Date;
  env: Pick<Env, "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL">;
  logger: Logger;
  fetch?: typeof fetch;
}): Promise<AnswerChatResult> {
  const { turns, now, logger } = options;
  const started = performance.now();
  const knowledge = await options.knowledge.get();
  const sizes = { messages: turns.length, questionChars: turns[turns.length - 1]?.content.length ?? 0, totalChars: turns.reduce((n, t) => n + t.content.length, 0) };
  const model = languageModelConfig(options.env);

  if (model) {
    const result = await askLanguageModel({ config: model, turns, knowledge, now, fetch: options.fetch });
    const ms = Math.round(performance.now() - started);
    if (result.outcome === "answered") {
      logger.info({ ...sizes, mode: "model", toolCalls: result.toolCalls, replyChars: result.reply.message.length, ms }, "chat answer");
      return { outcome: "answered", reply: result.reply };
    }
    logger.warn({ ...sizes, mode: "model", outcome: result.outcome, detail: result.detail, ms }, "chat model did not answer");
    return { outcome: result.outcome, message: languageModelMessages[result.outcome] };
  }

  const answer = answerQuestion(turns, knowledge, now);
  logger.info(
    { ...sizes, mode: "offline", source: answer.source, intents: answer.intents, replyChars: answer.message.length, ms: Math.round((performance.now() - started) * 10) / 10 },
    "chat answer",
  );
  return { outcome: "answered", reply: { message: answer.message, links: answer.links } };
}
