import { createContext, useContext } from "react";

/**
 * The site's stylesheet text, provided only while rendering on the server in production.
 * Inlining it removes a render-blocking request from every first visit.
 */
export const InlineStylesContext = createContext<string | null>(null);

export function AppStyles({ href }: { href: string }) {
  const css = useContext(InlineStylesContext);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />;
  // In the browser the context is empty: hydration keeps the server's <style> contents as they are.
  return <style data-href={href} dangerouslySetInnerHTML={{ __html: css ?? "" }} suppressHydrationWarning />;
}
