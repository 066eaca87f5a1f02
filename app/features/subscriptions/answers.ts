/** What /api/subscriptions answers (the subscribe form reads it). */
export type SubscribeAnswer =
  | { ok: true; kind: "active"; redirectTo: string }
  | { ok: true; kind: "redirect"; url: string }
  | { ok: false; message: string; errors?: Record<string, string>; code?: string; accessFor?: string };

/** What /api/subscriptions/card answers (the card update form). */
export type UpdateCardAnswer = { ok: true; message: string } | { ok: false; message: string; errors?: Record<string, string>; code?: string };
