import type { Context } from "hono";
import type { z } from "zod";
import { fieldErrors, type FieldErrors } from "~/lib/form-errors";

export const FIX_FIELDS_MESSAGE = "Please correct the highlighted fields.";
export const NOT_JSON_MESSAGE = "The request must be JSON.";

export type JsonBody<T> = { ok: true; data: T } | { ok: false; response: Response };

/** The request's body as JSON, or not JSON (a 400 for the caller to word). */
export async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await c.req.json() };
  } catch {
    return { ok: false };
  }
}

/** Read the request's JSON body and parse it with a form's zod schema (the one the browser uses too). */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<JsonBody<z.output<S>>> {
  const body = await readJson(c);
  if (!body.ok) return { ok: false, response: c.json({ ok: false, message: NOT_JSON_MESSAGE }, 400) };
  const result = schema.safeParse(body.value);
  if (!result.success) return { ok: false, response: invalidFields(c, fieldErrors(result.error)) };
  return { ok: true, data: result.data };
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
