import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The site's Content-Security-Policy forbids eval, and zod tries `new Function` when it builds an object
// schema (to speed up parsing), which the browser reports as a violation: parse without it. Zod reads
// its settings from this global (zod/v4/core/core.js), so no zod code joins every page's first load.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// Let the browser paint the server-rendered page first; hydration starts right after that frame.
// A hidden tab gets no frames, so it hydrates at once.
if (document.visibilityState === "hidden") hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
