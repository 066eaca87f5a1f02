/**
 * The site's Content-Security-Policy forbids eval, and zod tries `new Function` when it builds an object
 * schema (to speed up parsing), which the browser reports as a violation: parse without it. Zod reads
 * its settings from this global object (zod/v4/core/core.js keeps a reference to it). In production
 * the deferred-scripts loader sets it before React Router's module script evaluates the route modules
 * (app/lib/defer-client-scripts.server.ts); this, the client entry's first import, covers pages
 * without that loader (development). Amended, not replaced: a zod evaluated earlier keeps seeing it.
 */
const settings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(settings.__zod_globalConfig ??= {}).jitless = true;

export {};
