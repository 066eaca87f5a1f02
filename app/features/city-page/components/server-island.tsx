import { createElement, use, useEffect, useState, type ComponentType } from "react";

/**
 * Server islands: parts of the city page that the server renders in full and the browser keeps as
 * HTML, without hydrating them, so their code and copy stay out of the page's first load.
 *
 * - On the server the island's component renders as usual (its module is loaded when the server
 *   starts), inside `<div data-island="name" class="contents">`: the wrapper draws no box.
 * - Hydrating, the browser renders the same wrapper with an empty `dangerouslySetInnerHTML`: React
 *   adopts the element and leaves what is inside it alone (no children to hydrate, no mismatch).
 * - Rendered fresh in the browser (a client-side navigation to the page), or given new props (the
 *   next city), the island loads its module and renders live. Navigations are transitions, so the
 *   old page stays up until the module is there: nothing flashes empty.
 *
 * Only for parts with nothing to click and no effects; a link would still work, as a full page load.
 */
export function serverIsland<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const component = lazyModule(load);

  function Island(props: P) {
    const [mode, setMode] = useState<"static" | "live">(() => (hasServerHtml(name) ? "static" : "live"));
    const [staticProps] = useState(props);
    useHydrationDone();
    if (mode === "static" && !sameProps(props, staticProps)) setMode("live");
    if (mode === "static") return <KeptHtml name={name} />;
    return (
      <div data-island={name} className="contents">
        <LiveComponent component={component} props={props} />
      </div>
    );
  }
  Island.displayName = `ServerIsland(${name})`;
  return Island;
}

/** A module loaded on first use, and at once on the server (which renders islands synchronously). */
export interface LazyModule<T> {
  /** The value once loaded. */
  current(): T | undefined;
  load(): Promise<T>;
}

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const module: LazyModule<T> = {
    current: () => value,
    load: () =>
      (loading ??= load().then((loaded) => {
        value = loaded;
        return loaded;
      })),
  };
  if (import.meta.env.SSR) void module.load();
  return module;
}

/** Renders a lazily loaded component, suspending (the navigation, when it is one) until its module is there. */
export function LiveComponent<P extends object>({ component, props }: { component: LazyModule<ComponentType<P>>; props: P }) {
  // The module's one component, the same on every render (not a component made during render).
  return createElement(component.current() ?? use(component.load()), props);
}

const KEEP_SERVER_HTML = { __html: "" };

/** The island's wrapper as the server rendered it, contents untouched. */
export function KeptHtml({ name, ref }: { name: string; ref?: (element: HTMLDivElement | null) => void }) {
  return <div ref={ref} data-island={name} className="contents" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
}

/** Set once the page has hydrated: an island mounted after that is rendered in the browser, not adopted. */
let hydrated = false;

/** Call in every island: marks hydration done once the first render has committed. */
export function useHydrationDone(): void {
  useEffect(() => {
    hydrated = true;
  }, []);
}

/**
 * Whether this render adopts the island's server HTML: only while the page hydrates, and only if
 * the server rendered the island. False on the server and for anything rendered in the browser.
 */
export function hasServerHtml(name: string): boolean {
  return !hydrated && typeof document !== "undefined" && document.querySelector(`[data-island="${name}"]`) !== null;
}

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
