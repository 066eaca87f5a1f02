export interface ApiAnswer {
  ok: boolean;
  message?: string;
  status?: string;
  errors?: Record<string, string>;
}

/** POST JSON to the API; network failures come back as a not-ok answer, never as a throw. */
export async function postJson(url: string, body: unknown): Promise<{ httpStatus: number; answer: ApiAnswer }> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => ({ ok: false }))) as ApiAnswer;
    return { httpStatus: res.status, answer };
  } catch {
    return { httpStatus: 0, answer: { ok: false } };
  }
}
