import type { Context } from "hono";
import type { z } from "zod";
import { fieldErrors, type FieldErrors } from "~/lib/form-errors";

export const FIX_FIELDS_MESSAGE = "Please correct the highlighted fields.";
export const NOT_JSON_MESSAGE = "The request must be JSON.";

export type JsonBody<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Why a body could not be read: not JSON, or JSON the schema refused (with zod's error, for the route to word). */
export type BodyProblem = { ok: false; reason: "not_json" } | { ok: false; reason: "invalid"; error: z.ZodError };

async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await c.req.json() };
  } catch {
    return { ok: false };
  }
}

/**
 * The one way a route reads a request's body: JSON, parsed with the route's zod schema (a form's is
 * the one the browser uses too). A reason, not an answer: routes with their own 400 word it;
 * `parseJsonBody` answers the usual one.
 */
export async function readJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<{ ok: true; data: z.output<S> } | BodyProblem> {
  const body = await readJson(c);
  if (!body.ok) return { ok: false, reason: "not_json" };
  const result = schema.safeParse(body.value);
  if (!result.success) return { ok: false, reason: "invalid", error: result.error };
  return { ok: true, data: result.data };
}

/** `readJsonBody` with the usual 400: the request must be JSON, or a message per field. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<JsonBody<z.output<S>>> {
  const body = await readJsonBody(c, schema);
  if (body.ok) return body;
  if (body.reason === "not_json") return { ok: false, response: c.json({ ok: false, message: NOT_JSON_MESSAGE }, 400) };
  return { ok: false, response: invalidFields(c, fieldErrors(body.error)) };
}

/** 400 with a message per field, as a failed parse answers; for checks only the server can make. */
export function invalidFields(c: Context, errors: FieldErrors): Response {
  return c.json({ ok: false, message: FIX_FIELDS_MESSAGE, errors }, 400);
}

/**
 * The body parsed only when an operation asks for it, for routes that must look something up
 * first (an unknown or closed target answers 404/409 whatever was posted). `read()` gives the form
 * or null; after null, `rejection()` is the 400 to send.
 */
export function deferredJsonBody<S extends z.ZodType>(c: Context, schema: S): { read: () => Promise<z.output<S> | null>; rejection: () => Response } {
  let rejected: Response | undefined;
  return {
    read: async () => {
      const parsed = await parseJsonBody(c, schema);
      if (parsed.ok) return parsed.data;
      rejected = parsed.response;
      return null;
    },
    rejection: () => {
      if (!rejected) throw new Error("rejection() called before read() failed");
      return rejected;
    },
  };
}
