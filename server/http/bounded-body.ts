import { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";

/** Forms, carts and sign-in are a few hundred bytes; anything near this is not a person filling a form. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Payment providers' signed events carry the whole session; they get more room, still bounded. */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;

export const tooLargeMessage = (limit: number) => `The request is too large (the limit is ${limit / 1024} KB).`;

const bodies = new WeakMap<Request, Uint8Array<ArrayBuffer>>();

/**
 * Every request body, API and page action alike, is read here once, counting the bytes actually
 * received (a chunked upload declares no length), and refused with 413 past the limit without
 * reading further. The request then carries the bytes in memory, so later steps (the guard,
 * Better Auth, React Router's actions) may each build a request from them.
 * Under @hono/node-server the bytes are read straight from the Node request (no web stream, no
 * second Request): the checkout burst of issue 18 spent a fifth of its time building those.
 */
export function boundedBody(options: { limitFor?: (path: string) => number } = {}): MiddlewareHandler {
  const limitFor = options.limitFor ?? defaultLimit;
  return async (c, next) => {
    // GET and HEAD have no body; asking would make the server build a full Request for nothing.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const limit = limitFor(c.req.path);
    const incoming = untouchedIncoming(c);
    if (incoming) {
      const declared = incoming.headers["content-length"];
      if (declared !== undefined && Number(declared) > limit) return tooLarge(c, limit);
      const read = await readIncomingAtMost(incoming, limit);
      if (read === "too_large") return tooLarge(c, limit);
      // The client left mid-body: nobody reads the answer, nothing may act on half a body.
      if (read === "aborted") return c.body(null, 499 as 400);
      keepBody(c, read);
      return next();
    }
    const raw = c.req.raw;
    if (!raw.body) return next();
    const declared = raw.headers.get("content-length");
    if (declared !== null && Number(declared) > limit) return tooLarge(c, limit);
    const bytes = await readAtMost(raw.body, limit);
    if (!bytes) return tooLarge(c, limit);
    const buffered = new Request(raw.url, { method: raw.method, headers: raw.headers, body: bytes, signal: raw.signal });
    bodies.set(buffered, bytes);
    c.req.raw = buffered;
    return next();
  };
}

/**
 * The Node request behind `c` when @hono/node-server serves it and nothing has read its body yet;
 * null otherwise (Hono's `app.request` in tests, another runtime), which reads through the web Request.
 */
function untouchedIncoming(c: Context): IncomingMessage | null {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (!(incoming instanceof IncomingMessage) || incoming.readableDidRead || incoming.readableEnded || c.req.raw.bodyUsed) return null;
  return incoming;
}

/**
 * The body's bytes from the Node request, "too_large" as soon as more than `limit` arrive (reading
 * stops there: the 413 closes the connection), or "aborted" when the client goes away first.
 */
export function readIncomingAtMost(incoming: IncomingMessage, limit: number): Promise<Buffer | "too_large" | "aborted"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (answer: Buffer | "too_large" | "aborted") => {
      if (settled) return;
      settled = true;
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onAborted);
      incoming.off("close", onClose);
      resolve(answer);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        incoming.pause();
        settle("too_large");
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => settle(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    const onAborted = () => settle("aborted");
    const onClose = () => {
      if (!incoming.complete) settle("aborted");
    };
    incoming.on("data", onData);
    incoming.once("end", onEnd);
    incoming.once("error", onAborted);
    incoming.once("close", onClose);
  });
}

/**
 * The bytes read from the Node request, where every reader finds them: its `rawBody`, which
 * @hono/node-server's Request reads its body from (Hono's `c.req.text()` in the guard and the
 * routes, Better Auth, React Router), and `bodies`, for forwardedRequest's copies once it is read.
 */
function keepBody(c: Context, bytes: Buffer): void {
  (c.env as { incoming: IncomingMessage & { rawBody?: Buffer } }).incoming.rawBody = bytes;
  bodies.set(c.req.raw, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>);
}

function defaultLimit(path: string): number {
  return path.startsWith("/api/webhooks/") ? MAX_WEBHOOK_BODY_BYTES : MAX_BODY_BYTES;
}

/** The body's bytes, or null as soon as more than `limit` arrive (the rest is never read). */
async function readAtMost(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function tooLarge(c: Context, limit: number): Response {
  // The client may still be sending: closing after the answer stops it from streaming the rest.
  c.header("Connection", "close");
  const message = tooLargeMessage(limit);
  if (c.req.path.startsWith("/api/")) return c.json({ ok: false, message }, 413);
  return c.text(message, 413);
}

/**
 * A fresh copy of the request for a handler that reads the body itself (Better Auth, React Router),
 * at `origin` when given (the public origin behind a TLS proxy), with the buffered bytes.
 */
export function forwardedRequest(request: Request, origin: string | null, headers?: Headers): Request {
  const url = new URL(request.url);
  const target = origin && url.origin !== origin ? `${origin}${url.pathname}${url.search}` : request.url;
  if (target === request.url && !headers && !request.bodyUsed) return request;
  const bytes = bodies.get(request);
  return new Request(target, {
    method: request.method,
    headers: headers ?? request.headers,
    body: bytes ?? null,
    signal: request.signal,
    redirect: request.redirect,
  });
}
