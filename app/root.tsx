import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { loadRoot, type RootData } from "./root-loader.server";
import { NavigationSpinner } from "~/components/navigation-spinner";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";
import { NotFound } from "~/components/not-found";
import { LazyToaster } from "~/components/lazy-toaster";
import { ChatLauncher } from "~/features/chat/components/chat-launcher";
import { configureAnalytics } from "~/lib/analytics";
import { loadMetaPixel } from "~/lib/meta-pixel";
import { useSessionRefresh } from "~/features/auth/use-session-refresh";
import appCssHref from "./app.css?url";
import { AppStyles } from "./lib/inline-styles";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadRoot(request, context);
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#09080d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {root && <link rel="canonical" href={root.canonicalUrl} />}
        <Meta />
        <AppStyles href={appCssHref} />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-spot-400 focus:px-4 focus:py-2 focus:text-stage-950"
        >
          Skip to content
        </a>
        <NavigationSpinner />
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <ChatLauncher />
        <LazyToaster position="bottom-right" visibleToasts={1} theme="dark" richColors closeButton />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const root = useRouteLoaderData<RootData>("root");
  const pixelId = root?.env.metaPixelId ?? null;
  useEffect(() => configureAnalytics({ pixelId, loader: pixelId ? loadMetaPixel : undefined }), [pixelId]);
  useSessionRefresh(Boolean(root?.viewer));
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-neutral-300">
        We couldn't load this page. Please try again in a moment, or return to the tour dates.
      </p>
      <a className="mt-8 inline-block font-semibold text-spot-300 underline" href="/">
        Return Home
      </a>
    </section>
  );
}
