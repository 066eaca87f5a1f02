import { useEffect } from "react";
import { useRevalidator } from "react-router";

const EVERY_MS = 10 * 60_000;

/**
 * Keeps a signed-in visitor's session alive while the page is open and visible: Better Auth extends
 * the session (and re-sends the cookie) when it is read near expiry. Paused while the page is hidden.
 * A session that has gone (signed out elsewhere, revoked) re-reads the page, which then shows the
 * visitor signed out.
 */
export function useSessionRefresh(signedIn: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!signedIn) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    async function check() {
      const res = await fetch("/api/auth/get-session", { credentials: "same-origin", headers: { Accept: "application/json" } }).catch(() => null);
      if (!res?.ok) return;
      const session = (await res.json().catch(() => undefined)) as unknown;
      if (session === null) revalidator.revalidate();
    }
    function schedule() {
      clearInterval(timer);
      if (document.visibilityState !== "visible") return;
      timer = setInterval(check, EVERY_MS);
    }
    function onVisibility() {
      if (document.visibilityState === "visible") void check();
      schedule();
    }
    schedule();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
    // revalidator's identity changes each render; the effect only needs to follow signedIn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);
}
