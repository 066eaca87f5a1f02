import { useEffect } from "react";
import { useRevalidator } from "react-router";

const POLL_MS = 1500;

/** Reload the page's data every moment while `live` holds: the job goes on on the server, so a reload finds it again. */
export function usePollWhile(live: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!live || revalidator.state !== "idle") return;
    const timer = setTimeout(() => void revalidator.revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [live, revalidator]);
}
