/** Headers of every page that shows one person's or the team's data: never cached, never indexed. */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;
