import type { Logger } from "pino";
import type { Env } from "~/lib/env.server";
import { answerQuestion } from "./answer-question";
import { askLanguageModel, type LanguageModelConfig, type LanguageModelProblem } from "./ask-language-model.server";
import type { KnowledgeCache } from "./create-knowledge-cache.server";
import type { ChatReply, ChatTurn } from "./types";

export type AnswerChatResult = { ok: true; reply: ChatReply } | { ok: false; reason: LanguageModelProblem };

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
  // The offline answer runs first either way: its "not sure" rule (off-topic, facts that don't cover the question,
  // a form the facts can't answer) decides for the model too, so such a question is never sent to it.
  const answer = answerQuestion(turns, knowledge, now);

  if (model && answer.source !== "unknown") {
    const result = await askLanguageModel({ config: model, turns, knowledge, now, fetch: options.fetch });
    const ms = Math.round(performance.now() - started);
    if (result.ok) {
      logger.info({ ...sizes, mode: "model", toolCalls: result.toolCalls, refused: result.refused, replyChars: result.reply.message.length, ms }, "chat answer");
      return { ok: true, reply: result.reply };
    }
    logger.warn({ ...sizes, mode: "model", reason: result.reason, detail: result.detail, ms }, "chat model did not answer");
    return { ok: false, reason: result.reason };
  }

  logger.info(
    { ...sizes, mode: model ? "offline-not-sure" : "offline", source: answer.source, intents: answer.intents, replyChars: answer.message.length, ms: Math.round((performance.now() - started) * 10) / 10 },
    "chat answer",
  );
  return { ok: true, reply: { message: answer.message, links: answer.links } };
}
