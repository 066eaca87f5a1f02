export const HIGHLIGHT_CLASS = "is-highlighted";
export const HIGHLIGHT_MS = 2000;

/**
 * Scroll smoothly to the first of the given element ids that exists on the page and
 * highlight it for two seconds. Returns the id scrolled to, or null if none exists.
 */
export function scrollToFirst(ids: readonly string[]): string | null {
  for (const id of ids) {
    const target = document.getElementById(id);
    if (!target) continue;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    target.classList.add(HIGHLIGHT_CLASS);
    window.setTimeout(() => target.classList.remove(HIGHLIGHT_CLASS), HIGHLIGHT_MS);
    return id;
  }
  return null;
}

/** Smooth scroll to the top of the page (on entering a city page). */
export function scrollToTop(): void {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
}
