import type { Context } from "hono";

/**
 * Bots fill the forms' hidden `website` field. The feature operation decides (and stores nothing);
 * this is the answer they get: the 201 a person would, so they have no reason to try again.
 */
export function honeypotAnswer(c: Context, body: Record<string, unknown> = {}): Response {
  return c.json({ ok: true, ...body }, 201);
}

