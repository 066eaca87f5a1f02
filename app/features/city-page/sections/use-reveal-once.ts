import { useEffect, useRef } from "react";

/**
 * Animates an element in once, the first time it scrolls into view.
 *
 * The server renders the element visible, so it reads fine without JavaScript. After hydration,
 * and only if the element is still below or above the viewport and the visitor has not asked for
 * reduced motion, it gets `data-reveal="hidden"`; entering the viewport switches it to "shown"
 * for good. Style the two states with `data-[reveal=hidden]:…` (or `group-data-[reveal=hidden]:…`).
 * The attribute is set on the DOM node directly: React never renders it, so re-renders keep it.
 */
export function useRevealOnce<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const box = el.getBoundingClientRect();
    if (box.height > 0 && box.top < window.innerHeight && box.bottom > 0) return;

    el.dataset.reveal = "hidden";
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        el.dataset.reveal = "shown";
        observer.disconnect();
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      if (el.dataset.reveal === "hidden") delete el.dataset.reveal;
    };
  }, []);
  return ref;
}
