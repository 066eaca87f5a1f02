/** The answer shape of this site's JSON API: `ok`, and on a refusal a message and field errors by path. */
export interface ApiAnswer {
  ok: boolean;
  message?: string;
  status?: string;
  errors?: Record<string, string>;
}

/** What a post came back with: the parsed JSON, or no answer (httpStatus 0 when the network failed, else a body that is not JSON). */
export interface Sent<A> {
  httpStatus: number;
  answer: A | undefined;
}

/**
 * POST JSON from the browser. Failures come back as a result, never as a throw. The answer's type is
 * the caller's word for what the endpoint sends (each feature's `answers.ts` or `types.ts`).
 */
export async function postJson<A = ApiAnswer>(url: string, body: unknown): Promise<Sent<A>> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => undefined)) as A | undefined;
    return { httpStatus: res.status, answer: answer ?? undefined };
  } catch {
    return { httpStatus: 0, answer: undefined };
  }
}
