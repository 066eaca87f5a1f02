/** Where the Meta Pixel comes from; the page policy allows these only when META_PIXEL_ID is set. */
export const META_PIXEL_SOURCES = {
  script: "https://connect.facebook.net",
  image: "https://www.facebook.com",
  connect: "https://www.facebook.com",
} as const;

type Fbq = ((command: "init" | "track", ...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string; push?: Fbq; callMethod?: (...args: unknown[]) => void };

/**
 * Meta's loader, written out: a queueing `fbq` until fbevents.js arrives, the pixel initialised and a
 * PageView sent. Called by the analytics module with the first event, never at page load.
 */
export function loadMetaPixel(pixelId: string): Fbq {
  const w = window as unknown as { fbq?: Fbq; _fbq?: Fbq };
  if (!w.fbq) {
    const queue: unknown[][] = [];
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else queue.push(args);
    }) as Fbq;
    fbq.queue = queue;
    fbq.loaded = true;
    fbq.version = "2.0";
    fbq.push = fbq;
    w.fbq = fbq;
    w._fbq = fbq;
    const script = document.createElement("script");
    script.async = true;
    script.src = `${META_PIXEL_SOURCES.script}/en_US/fbevents.js`;
    document.head.appendChild(script);
    fbq("init", pixelId);
    fbq("track", "PageView");
  }
  return w.fbq;
}
