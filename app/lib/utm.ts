const KEY = "callboard.utm";
const REFERRER_KEY = "callboard.referrer";

export interface UtmTags {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

/** Keep the campaign tags of the landing URL for the rest of the visit (first landing wins), and the other site that sent the visitor. */
export function captureUtm(search: string): void {
  captureReferrer();
  const params = new URLSearchParams(search);
  const tags: UtmTags = {
    utmSource: params.get("utm_source") ?? undefined,
    utmMedium: params.get("utm_medium") ?? undefined,
    utmCampaign: params.get("utm_campaign") ?? undefined,
  };
  if (!tags.utmSource && !tags.utmMedium && !tags.utmCampaign) return;
  try {
    if (!sessionStorage.getItem(KEY)) sessionStorage.setItem(KEY, JSON.stringify(tags));
  } catch {
    // Storage can be unavailable (private mode); the tags are then simply not kept.
  }
}

export function readUtm(): UtmTags {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as UtmTags) : {};
  } catch {
    return {};
  }
}

/** The first page of another site that linked here, kept for the visit (first landing wins). */
function captureReferrer(): void {
  try {
    const referrer = document.referrer;
    if (!referrer || new URL(referrer).origin === window.location.origin || sessionStorage.getItem(REFERRER_KEY)) return;
    sessionStorage.setItem(REFERRER_KEY, referrer.slice(0, 500));
  } catch {
    // No storage or an unreadable referrer: nothing is kept.
  }
}

export function readReferrer(): string | undefined {
  try {
    return sessionStorage.getItem(REFERRER_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
