import { Mail, Sparkles } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { footerContent, type FooterLink, type SocialIcon } from "~/content/footer";

const linkClass = "rounded text-neutral-300 underline-offset-4 hover:text-white hover:underline";

/** Scroll to the top 100 ms after an in-app navigation starts (a plain left click only). */
function scrollToTopSoon(e: MouseEvent<HTMLAnchorElement>) {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  window.setTimeout(() => window.scrollTo({ top: 0 }), 100);
}

function FooterNavLink({ link }: { link: FooterLink }) {
  return (
    <Link to={link.href} className={linkClass} onClick={link.scrollToTop ? scrollToTopSoon : undefined}>
      {link.label}
    </Link>
  );
}

/** The site footer in the root layout: program, help and legal links, contact, social profiles, copyright. */
export function SiteFooter() {
  const c = footerContent;
  return (
    <footer className="border-t border-white/10 bg-stage-900" data-testid="site-footer">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_3fr]">
          <div>
            <Link
              to={c.brand.href}
              className="inline-flex items-center gap-2 rounded font-display text-xl font-bold tracking-wide text-white"
            >
              <svg aria-hidden viewBox="0 0 24 24" className="size-6 text-spot-400" fill="currentColor">
                <path d="M4 5h12l4 3-4 3H4zM6 12h2v8H6z" />
              </svg>
              {c.brand.label}
            </Link>
            <p className="mt-3 max-w-sm text-sm leading-relaxed text-neutral-300">{c.brand.tagline}</p>
            <a
              href={c.contact.href}
              className="mt-5 inline-flex max-w-full items-center gap-2 rounded text-sm font-medium text-white hover:text-spot-300"
            >
              <Mail aria-hidden className="size-4 shrink-0 text-spot-400" />
              <span>{c.contact.label}</span>
              <span className="truncate text-neutral-300 underline underline-offset-4">{c.contact.email}</span>
            </a>
          </div>

          <nav aria-label={c.nav} className="grid gap-8 sm:grid-cols-3">
            {c.groups.map((group) => (
              <div key={group.title}>
                <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-spot-300">{group.title}</h2>
                <ul className="mt-4 space-y-3 text-sm">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <FooterNavLink link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="mt-12 flex flex-col-reverse gap-6 border-t border-white/10 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-neutral-400">{c.copyright}</p>
          <div className="flex items-center gap-3">
            <h2 className="sr-only">{c.socialTitle}</h2>
            <ul className="flex items-center gap-2">
              {c.social.map((s) => (
                <li key={s.href}>
                  <a
                    href={s.href}
                    aria-label={s.label}
                    title={s.label}
                    rel="noopener noreferrer me"
                    className="grid size-11 place-items-center rounded-full border border-white/15 text-neutral-200 hover:border-spot-300 hover:text-spot-300"
                  >
                    {socialIcons[s.icon]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** Simple drawn marks for the profiles (no brand assets are fetched). */
const socialIcons: Record<SocialIcon, ReactNode> = {
  video: (
    <Glyph>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9.2 5 2.8-5 2.8z" fill="currentColor" />
    </Glyph>
  ),
  photo: (
    <Glyph>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </Glyph>
  ),
  "short-video": (
    <Glyph>
      <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
      <path d="M14 3c.4 2.7 2.2 4.5 5 4.8" />
    </Glyph>
  ),
  "ai-video": <Sparkles aria-hidden className="size-5" />,
};
