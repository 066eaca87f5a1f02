import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches. The server (and hydration) always answer false, so markup
 * rendered without JavaScript is the mobile-first one; the browser then re-renders with the real value.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
