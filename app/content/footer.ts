import { site } from "./site";

export interface FooterLink {
  label: string;
  href: string;
  /** After an in-app navigation, scroll to the top 100 ms later (the elite mentorship beta page). */
  scrollToTop?: boolean;
}

export type SocialIcon = "video" | "photo" | "short-video" | "ai-video";

export interface SocialLink {
  /** Accessible name of the icon link. */
  label: string;
  href: string;
  icon: SocialIcon;
}

export interface FooterContent {
  brand: { label: string; href: string; tagline: string };
  /** Accessible name of the footer navigation. */
  nav: string;
  groups: Array<{ title: string; links: FooterLink[] }>;
  contact: { label: string; email: string; href: string };
  socialTitle: string;
  social: SocialLink[];
  copyright: string;
}

/** Site footer copy and links, shown on every page. */
export const footerContent: FooterContent = {
  brand: {
    label: site.name,
    href: "/",
    tagline: "One-day on-camera dance intensives, auditions and mentorship for dancers of every age and level, on tour near you.",
  },
  nav: "Footer",
  groups: [
    {
      title: "Programs",
      links: [
        { label: "Elite Mentorship Beta Testing Program", href: "/elite-mentorship-beta", scrollToTop: true },
        { label: "Acting for Dancers", href: "/acting-for-dancers" },
        { label: "Submit Talent", href: "/submit-talent" },
        { label: "Scholarships", href: "/scholarship" },
      ],
    },
    {
      title: "Help",
      links: [
        { label: "FAQ", href: "/faq" },
        { label: "Resources", href: "/resources" },
        { label: "About", href: "/about" },
      ],
    },
    {
      title: "Legal",
      links: [
        { label: "Terms & Conditions", href: "/terms" },
        { label: "Privacy Policy", href: "/privacy" },
      ],
    },
  ],
  contact: { label: "Contact", email: site.contactEmail, href: `mailto:${site.contactEmail}` },
  socialTitle: "Follow along",
  /** Plain links to the team's profiles: nothing is loaded from these sites. */
  social: [
    { label: "Callboard on YouTube", href: "https://www.youtube.com/@callboarddance", icon: "video" },
    { label: "Callboard on Instagram", href: "https://www.instagram.com/callboard.dance/", icon: "photo" },
    { label: "Callboard on TikTok", href: "https://www.tiktok.com/@callboarddance", icon: "short-video" },
    { label: "Callboard AI dance films on Sora", href: "https://sora.chatgpt.com/profile/callboarddance", icon: "ai-video" },
  ],
  copyright: `© 2025 ${site.name}. All rights reserved.`,
};
