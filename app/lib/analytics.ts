import type { CurrencyCode } from "~/domain/money";

/** The tracking events the spec names (section 7); values in major units of the event's currency. */
export type AnalyticsEvent =
  | { name: "AddToCart"; params: { value: number; currency: CurrencyCode; content_name: string } }
  | { name: "InitiateCheckout"; params: { num_items: number } }
  | { name: "Purchase"; params: { value: number; currency: CurrencyCode } };

type Fbq = (command: "init" | "track", ...args: unknown[]) => void;
/** Loads the pixel for `pixelId` and returns its `fbq`; injected so tests never reach a network. */
export type PixelLoader = (pixelId: string) => Fbq;

export const ANALYTICS_DOM_EVENT = "callboard:analytics";

interface AnalyticsState {
  pixelId: string | null;
  loader: PixelLoader | null;
  fbq: Fbq | null;
  sent: AnalyticsEvent[];
}
const state: AnalyticsState = { pixelId: null, loader: null, fbq: null, sent: [] };

/** Nothing loads until a pixel ID is configured; without one, events are only recorded (and announced on the window). */
export function configureAnalytics(options: { pixelId: string | null; loader?: PixelLoader }): void {
  state.pixelId = options.pixelId?.trim() || null;
  state.loader = options.loader ?? null;
  state.fbq = null;
}

export function isPixelLoaded(): boolean {
  return state.fbq !== null;
}

/** What was tracked in this page so far (the test tools read it). */
export function sentEvents(): readonly AnalyticsEvent[] {
  return state.sent;
}

export function resetAnalytics(): void {
  state.sent = [];
  state.fbq = null;
}

export function track(event: AnalyticsEvent): boolean {
  if (event.name === "Purchase" && !(event.params.value > 0)) {
    console.warn(`Purchase not tracked: value must be above zero (got ${event.params.value})`);
    return false;
  }
  state.sent.push(event);
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: event }));
  if (state.pixelId && state.loader) {
    state.fbq ??= state.loader(state.pixelId);
    state.fbq("track", event.name, event.params);
  }
  return true;
}
