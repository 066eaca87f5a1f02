const KEY = "callboard.utm";

export interface UtmTags {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

/** Keep the campaign tags of the landing URL for the rest of the visit (first landing wins). */
export function captureUtm(search: string): void {
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
