import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import type { FaqStart } from "~/features/faq/components/faq";
import type { SectionProps } from "../types";
import { hasServerHtml, KeptHtml, LiveComponent, lazyModule, useHydrationDone } from "../components/server-island";

const FAQ_ISLAND = "faq";
/** A category's disclosure button in the FAQ's markup (faq-live.tsx reads the same markup). */
const CATEGORY_BUTTON = "button[aria-expanded][aria-controls]";
/** How far ahead of the screen the FAQ's code starts loading. */
const NEAR = "100% 0px";
// The interactive section, and how to hand the server HTML over to it, load together.
const liveModule = lazyModule(() => import("./faq-live"));
const live = lazyModule(() => liveModule.load().then((m) => m.FaqSectionLive));

/**
 * The city page's FAQ section (key `faq`, anchor `#faq`): the same searchable FAQ as /faq.
 *
 * It sits at the foot of the page, so it is a server island (see server-island.tsx): the browser
 * keeps the server's HTML and loads the FAQ's code and copy (about 7 KB compressed) only when the
 * reader comes near it or uses it. Until then the category buttons open and close their panels on
 * their own; the interactive FAQ then takes over with the same categories open, the same search
 * text, and the focus on the same control.
 */
export function FaqSection({ cohort }: SectionProps) {
  const [start, setStart] = useState<FaqStart | "server-html" | null>(() => (hasServerHtml(FAQ_ISLAND) ? "server-html" : null));
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  useHydrationDone();

  useEffect(() => {
    if (start !== "server-html" || !root) return;
    let cancelled = false;
    let requested = false;
    let loaded = false;
    let pointerDown = false;

    // Swap in the interactive FAQ in one synchronous render (no keystroke falls in between), never
    // in the middle of a click or a drag.
    const handOver = () => {
      if (cancelled || !loaded || pointerDown) return;
      cancelled = true;
      const { readStart, focusedControl, restoreFocus } = liveModule.current()!;
      const focus = focusedControl(root);
      const state = readStart(root);
      flushSync(() => setStart(state));
      restoreFocus(focus, document.querySelector(`[data-island="${FAQ_ISLAND}"]`));
    };
    const activate = () => {
      if (requested) return;
      requested = true;
      void live.load().then(() => {
        loaded = true;
        handOver();
      });
    };
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest?.(CATEGORY_BUTTON);
      if (button instanceof HTMLButtonElement && root.contains(button)) toggle(button);
      activate();
    };
    const onPointerDown = () => {
      pointerDown = true;
      activate();
    };
    // After the click that follows (a timer runs after this event's click is dispatched).
    const onPointerUp = () => {
      pointerDown = false;
      window.setTimeout(handOver, 0);
    };
    const onSubmit = (event: SubmitEvent) => event.preventDefault();
    const section = root.firstElementChild;
    const observer =
      section && typeof IntersectionObserver !== "undefined"
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && activate(), { rootMargin: NEAR })
        : null;
    if (section) observer?.observe(section);
    const listeners: Array<[string, EventListener]> = [
      ["click", onClick as EventListener],
      ["submit", onSubmit as EventListener],
      ["focusin", activate],
      ["pointerdown", onPointerDown],
    ];
    for (const [type, listener] of listeners) root.addEventListener(type, listener);
    // The pointer may be released anywhere on the page.
    window.addEventListener("pointerup", onPointerUp, true);
    window.addEventListener("pointercancel", onPointerUp, true);
    return () => {
      cancelled = true;
      observer?.disconnect();
      for (const [type, listener] of listeners) root.removeEventListener(type, listener);
      window.removeEventListener("pointerup", onPointerUp, true);
      window.removeEventListener("pointercancel", onPointerUp, true);
    };
  }, [start, root]);

  if (start === "server-html") return <KeptHtml name={FAQ_ISLAND} ref={setRoot} />;
  return (
    <div data-island={FAQ_ISLAND} className="contents">
      <LiveComponent component={live} props={{ start: start ?? undefined, cohort }} />
    </div>
  );
}

/** A category button of the server HTML opens or closes its panel, as the interactive FAQ would. */
function toggle(button: HTMLButtonElement) {
  const expanded = button.getAttribute("aria-expanded") === "true";
  button.setAttribute("aria-expanded", String(!expanded));
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (panel) panel.hidden = expanded;
  button.querySelector("[data-faq-chevron]")?.classList.toggle("rotate-180", !expanded);
}
