/** Email clients drop <style> blocks and web fonts, so every style is inline and fonts are system ones. */
export const emailTheme = {
  font: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  ink: "#1c1926",
  muted: "#5b5766",
  page: "#f4f3f7",
  card: "#ffffff",
  rule: "#e5e3ea",
  spot: "#f8c948",
  link: "#1d4ed8",
} as const;
