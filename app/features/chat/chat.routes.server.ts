import { Hono } from "hono";
import type { AppContext } from "~/app-context.server";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";
import { hitRateLimit } from "~/lib/http/rate-limit.server";
import { NOT_JSON_MESSAGE, readJsonBody } from "~/lib/http/json-body.server";
import { answerChat } from "./answer-chat.server";
import { chatCopy } from "./chat-copy";
import { chatMessages, chatRequestSchema } from "./chat-schema";
import { createKnowledgeCache, type KnowledgeCache } from "./create-knowledge-cache.server";

/** Questions one client may ask in a minute. */
export const CHAT_QUESTIONS_PER_MINUTE = 20;

export interface ChatRouteOptions {
  limiter?: RateLimiter;
  knowledge?: KnowledgeCache;
  /** The language model's HTTP client (tests point it elsewhere). */
  fetch?: typeof fetch;
}

// One knowledge cache per database handle, so an app rebuilt per request (development) keeps it.
const caches = new WeakMap<object, KnowledgeCache>();
function knowledgeFor(context: AppContext): KnowledgeCache {
  let cache = caches.get(context.database);
  if (!cache) {
    cache = createKnowledgeCache({
      db: context.database.db,
      now: () => context.clock.now(),
      timeZone: context.env.TEAM_TIME_ZONE,
      onError: (err) => context.logger.warn({ err }, "chat knowledge refresh failed; answering from the previous catalog version"),
    });
    caches.set(context.database, cache);
  }
  return cache;
}

/**
 * POST /api/chat: `{ messages: [{ role, content }] }`, the whole conversation with the new question last,
 * answered `{ ok, message, links }`. 20 questions a minute per client (429 'rate limit: ...'); the
 * language model's refusals map to 429 and 402, its failures to 502.
 */
export function createChatRoutes(context: AppContext, options: ChatRouteOptions = {}): Hono {
  const routes = new Hono();
  const limiter = options.limiter ?? createRateLimiter({ db: context.database.db, limit: CHAT_QUESTIONS_PER_MINUTE, windowMs: 60_000 });
  const knowledge = options.knowledge ?? knowledgeFor(context);

  routes.post("/", async (c) => {
    // A limiter that cannot count must not silence the assistant: hitRateLimit lets it through.
    if (!(await hitRateLimit(c, { limiter, what: "chat-assistant", trustProxyHops: context.env.TRUST_PROXY_HOPS, logger: context.logger })))
      return c.json({ ok: false, message: chatCopy.rateLimited }, 429);

    const parsed = await readJsonBody(c, chatRequestSchema);
    if (!parsed.ok && parsed.reason === "not_json") return c.json({ ok: false, message: NOT_JSON_MESSAGE }, 400);
    if (!parsed.ok) return c.json({ ok: false, message: parsed.error.issues[0]?.message ?? chatMessages.empty }, 400);

    const result = await answerChat({
      turns: parsed.data.messages,
      knowledge,
      now: context.clock.now(),
      env: context.env,
      logger: context.logger,
      fetch: options.fetch,
    });
    if (result.ok) return c.json({ ok: true, message: result.reply.message, links: result.reply.links });
    // The widget shows its own toast for each kind of refusal.
    switch (result.reason) {
      case "rate_limited":
        return c.json({ ok: false, message: chatCopy.modelRateLimited }, 429);
      case "payment_required":
        return c.json({ ok: false, message: chatCopy.modelPaymentRequired }, 402);
      case "failed":
        return c.json({ ok: false, message: chatCopy.modelFailed }, 502);
    }
  });
  return routes;
}
