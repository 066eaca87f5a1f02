/** Why /api/subscriptions refused, for the form to act on; the message is for people and may be reworded. */
export type SubscribeRefusalCode =
  | "unknown_tier"
  | "not_monthly"
  | "event_not_found"
  | "event_closed"
  | "not_sold_here"
  | "not_on_sale"
  | "card_required"
  | "payment_unavailable"
  | "already_subscribed"
  | "access_required"
  | "not_on_list"
  | "other_email"
  | "card_declined"
  | "insufficient_funds"
  | "unknown_card"
  | "expired_card";

/** What /api/subscriptions answers (the subscribe form reads it). */
export type SubscribeAnswer =
  | { ok: true; kind: "active"; redirectTo: string }
  | { ok: true; kind: "redirect"; url: string }
  | { ok: false; message: string; errors?: Record<string, string>; code?: SubscribeRefusalCode; accessFor?: string };

/** What /api/subscriptions/card answers (the card update form). */
export type UpdateCardAnswer = { ok: true; message: string } | { ok: false; message: string; errors?: Record<string, string>; code?: string };
