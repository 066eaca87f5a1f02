/**
 * Copy of the two online program pages: Acting for Dancers and the Elite Mentorship Beta Testing
 * Program. Prices never live here: they come from the catalog through the page loaders. Every
 * person, credit and title is invented for this site; artwork is drawn SVG under public/images/.
 */
import type { RichContent } from "~/components/rich-text";
import type { CurrencyCode } from "~/domain/money";
import type { MentorshipCohort } from "~/domain/mentorship-cohort";
import type { Credit } from "./city-sections";
import type { Poster } from "./marketing";
import type { TierBadge } from "./pricing";
import { programPaths } from "./program-paths";
import { howToStop } from "./subscriptions";
import { site } from "./site";

const creditLogo = (name: string) => ({ src: `/images/credits/${name}.svg`, width: 240, height: 120 });

/** How the program pages name the catalog currency their prices are in. */
export const currencyNames: Record<CurrencyCode, string> = {
  USD: "US dollars",
  GBP: "British pounds",
  CAD: "Canadian dollars",
};

export interface ProgramQuestion {
  question: string;
  answer: RichContent;
}

export interface ProgramStep {
  title: string;
  text: string;
}

export const actingForDancersPage = {
  meta: {
    title: `Acting for Dancers | Virtual Program | ${site.name}`,
    description:
      "Acting for Dancers is a virtual, year-round program that teaches dancers to act on camera: private sessions, a 3 Pack and guided paths with a screen acting coach.",
  },
  hero: {
    eyebrow: "Virtual program · Year-round",
    title: "Acting for Dancers",
    tagline: "Move like a dancer. Think like an actor.",
    lead: "On-camera jobs ask dancers for more than steps: a character, a reaction, a moment that reads in close-up. This online program teaches the acting skills that get dancers booked, in the language dancers already speak.",
    primaryCta: "See the programs",
    secondaryCta: "Meet your coach",
  },
  credits: {
    title: "Learn from the choreographer of",
    intro: "Acting for Dancers is part of the same training program as the tour: built for the kind of work these productions cast.",
  },
  /** The 6-item variant of the credits grid; an item without artwork shows 'Coming Soon'. */
  creditItems: [
    { title: "Midnight Marquee", kind: "Dance feature film", image: creditLogo("midnight-marquee") },
    { title: "Step Into the Light", kind: "Streaming series", image: creditLogo("step-into-the-light") },
    { title: "The Velvet Hour", kind: "Stage musical", image: creditLogo("velvet-hour") },
    { title: "Concrete Ballet", kind: "Music video", image: creditLogo("concrete-ballet") },
    { title: "Encore: The Series", kind: "Scripted series" },
    { title: "Harbor Lights", kind: "Feature film" },
  ] satisfies Credit[],
  featuredIn: {
    eyebrow: "On screen",
    title: "Featured In",
    intro: "Projects where dancers had to act as well as dance, and where our students' training shows.",
    comingSoon: "Coming Soon",
    /** Six posters; one without artwork shows 'Coming Soon'. */
    posters: [
      { title: "Velvet Static", kind: "Feature film", src: "/images/posters/velvet-static.svg" },
      { title: "Kick Line Kingdom", kind: "Streaming series", src: "/images/posters/kick-line-kingdom.svg" },
      { title: "Sidewalk Overture", kind: "Musical film", src: "/images/posters/sidewalk-overture.svg" },
      { title: "Lanternfish", kind: "Short film", src: "/images/posters/lanternfish.svg" },
      { title: "Second Position", kind: "Streaming drama" },
      { title: "The Understudy Club", kind: "Television pilot" },
    ] satisfies Poster[],
  },
  quote: {
    eyebrow: "From a guest instructor",
    title: "Where acting and dancing meet",
    quote:
      "Actors spend years learning to stand still and let a thought land. Dancers spend years learning to say everything with their bodies. Put the two together and you get a performer the camera can't stop watching, because every move finally has a reason behind it.",
    attribution: "Desmond Hale-Ortiz",
    role: "Guest instructor, screen director",
    portraitLabel: "Illustrated portrait of the guest instructor",
  },
  coach: {
    eyebrow: "Your coach",
    /** The coach, heading, intro and bio button come from the acting coach section's copy (content/marketing). */
    sessionsLine: "Sessions are live, one-on-one or in small groups, over video: join from home with a phone or laptop.",
  },
  pricing: {
    eyebrow: "Programs",
    title: "Choose how you want to train",
    intro: "Start with a single private session or commit to a path. Every option is online, so it works wherever you live.",
    /** '{currency}' becomes the currency's name, e.g. 'US dollars'. */
    currencyNote: "Prices are in {currency} and are the same wherever you join from.",
    booking: `Add an option to your cart and check out online: every option is a one-time payment, never a subscription. After paying you'll get an email to book your first session with your coach. Have a free-month code from an intensive? Enter it in the cart's promo field. Questions first? Email [${site.contactEmail}](mailto:${site.contactEmail}).`,
    listLabel: "Acting for Dancers programs",
    /** Card titles on this page, by tier key; a tier without one shows its catalog label. */
    cardTitles: {
      afd_private_session: "Private Session",
      afd_3pack: "3 Pack",
      afd_starter: "Starter Path",
      afd_steady_growth: "Steady Growth Path",
    } as Record<string, string>,
    badges: { afd_starter: "popular" } as Record<string, TierBadge>,
    /** A payment line under the price, by tier key (the private session's comes from its catalog note). */
    paymentNotes: {
      afd_3pack: "One-time payment for all three sessions.",
      afd_starter: "One-time payment for the four-week path.",
      afd_steady_growth: "One-time payment for the eight-week path.",
    } as Record<string, string>,
    features: {
      afd_private_session: [
        "One 50-minute private session over video",
        "Work on a scene, a self-tape or an upcoming audition",
        "Written notes after the session",
      ],
      afd_3pack: [
        "Three 50-minute private sessions over video",
        "Build one skill at a time, from listening to self-tapes",
        "Use them within 90 days",
      ],
      afd_starter: [
        "Four weekly small-group online classes",
        "The foundations: objectives, listening and reacting",
        "One private check-in with your coach",
      ],
      afd_steady_growth: [
        "Eight weekly small-group online classes",
        "Scene work, character and self-tape technique",
        "Two private sessions and two self-tape reviews",
      ],
    } as Record<string, readonly string[]>,
  },
  howItWorks: {
    title: "How it works",
    intro: "No drama school experience needed. If you can learn a combination, you can learn this.",
    steps: [
      { title: "Pick your option", text: "Try a single private session, or choose a pack or a path if you want steady progress." },
      { title: "Meet your coach online", text: "Sessions run over video at times that fit school, rehearsals and competitions." },
      { title: "Practise between sessions", text: "Short exercises and a scene or self-tape to prepare, all doable in your living room." },
      { title: "Take it into the room", text: "Use what you learn at your next audition, self-tape or tour stop, on camera and with confidence." },
    ] satisfies ProgramStep[],
  },
  faq: {
    title: "Questions about Acting for Dancers",
    questions: [
      {
        question: "Who is Acting for Dancers for?",
        answer:
          "Dancers of every age and level who want to be cast in film, television, commercials and music videos. Dancers under 18 join with a parent or guardian's consent, and parents are welcome to sit in on sessions.",
      },
      {
        question: "Is it online or in person?",
        answer: "Fully online and available year-round. All you need is a quiet space, a phone or laptop with a camera, and a stable internet connection.",
      },
      {
        question: "What's the difference between the packs and the paths?",
        answer:
          "The Private Session and the 3 Pack are one-on-one time with your coach, focused on whatever you need right now. The Starter and Steady Growth Paths are structured small-group courses over four or eight weeks, with private time built in.",
      },
      {
        question: "I got a free month with my intensive ticket. How do I use it?",
        answer: `Some tour stops include a free month of Acting for Dancers with the ticket. When your order is paid, we email you a code worth the month: add the Starter Path to your cart on this page and type the code in the promo field. If the email hasn't arrived, write to [${site.contactEmail}](mailto:${site.contactEmail}) with the dancer's name and city.`,
      },
      {
        question: "Can I get a refund?",
        answer:
          "All sales are final. If we cancel a session, you receive a full refund. See the [FAQ](/faq) for the full policy.",
      },
    ] satisfies ProgramQuestion[],
  },
  next: {
    title: "Keep going",
    items: [
      {
        title: "Submit your talent",
        text: "Send your reel, photos and experience so the team can consider you for upcoming projects.",
        link: { label: "Submit Talent", href: "/submit-talent" },
      },
      {
        title: "Train on camera in person",
        text: "Spend a day on set at the On-Camera Dance Intensive & Audition when the tour comes to a city near you.",
        link: { label: "See the tour dates", href: "/" },
      },
    ],
  },
} as const;

export const mentorshipBetaPage = {
  meta: {
    title: `Elite Mentorship Beta Testing Program | ${site.name}`,
    description: (c: MentorshipCohort) =>
      `A small first group tests the next version of Elite Mentorship: monthly online mentorship with the choreographer ${c.startsOnPurchase ? "from the day you join" : `from ${c.start}`}, at three levels.`,
  },
  hero: {
    eyebrow: "Online mentorship · Beta",
    title: "Elite Mentorship Beta Testing Program",
    lead: "Monthly online mentorship with our founder and lead choreographer, tested first with a small group of dancers who help shape it before it opens to everyone.",
    start: (c: MentorshipCohort) => (c.startsOnPurchase ? "Starts on purchase date" : `Starts ${c.start}`),
    where: "Virtual (Online)",
    primaryCta: "See the mentorship levels",
    secondaryCta: "About the beta",
  },
  whatItIs: {
    eyebrow: "The beta",
    title: "What the beta is",
    body: (c: MentorshipCohort) =>
      [
        "Elite Mentorship is how dancers keep training with the choreographer between tour stops: regular feedback on their dancing, preparation for auditions and self-tapes, and a plan for the next season.",
        `Before the program opens to everyone, a small first group takes part in the full program at the level they choose, starting **${c.startsOnPurchase ? "on the day they join" : c.start}**. Beta members tell us what works and what doesn't, and their feedback decides what the final program looks like.`,
      ] satisfies RichContent,
    points: [
      { title: "The full program", text: "Beta members get everything their level includes. Nothing is held back because it's a beta." },
      { title: "A small group", text: "Places are limited so every mentee gets real attention and every piece of feedback is read." },
      { title: "Your voice in it", text: "Short check-ins each month ask what helped, what didn't and what you'd change." },
    ] satisfies ProgramStep[],
  },
  whoFor: {
    eyebrow: "Is it for you?",
    title: "Who it's for",
    intro: "All ages and levels are welcome. The beta suits dancers who want steady guidance rather than a one-off class.",
    groups: [
      { title: "Dancers who've been to an intensive", text: "Keep the momentum from your tour stop going, month after month." },
      { title: "Dancers preparing for auditions", text: "Get your self-tapes, audition material and habits ready for the room." },
      { title: "Dancers aiming for professional work", text: "Plan your next steps in film, television, music videos and live shows." },
      { title: "Parents of young dancers", text: "Dancers under 18 join with a parent or guardian, who is welcome on every call." },
    ] satisfies ProgramStep[],
  },
  howItWorks: {
    eyebrow: "Month by month",
    title: "How the monthly mentorship works",
    intro: "Mentorship is online and runs month by month. Each level builds on the one before it.",
    steps: [
      { title: "Choose your level", text: "Building, Pro / Growth or Elite Circle: each includes everything in the level before it." },
      { title: "Meet every month", text: "Group coaching calls, self-tape reviews or one-on-one video calls, depending on your level." },
      { title: "Get feedback and a plan", text: "Notes on your dancing and a clear list of what to work on before the next month." },
      { title: "Tell us how it went", text: "A short monthly check-in shapes the program for the dancers who come after you." },
    ] satisfies ProgramStep[],
    /** The billing timeline; the terms themselves come from the pricing copy (content/pricing). */
    timelineTitle: "Billing and commitment",
    /** From the cohort's tier data (`describeMentorshipCohort`). */
    timeline: (c: MentorshipCohort): ProgramStep[] =>
      c.startsOnPurchase
        ? [
            { title: "On purchase", text: "Your mentorship starts. Your first payment covers your first month." },
            { title: "Every month after", text: "Billing recurs monthly on the same day of the month as your purchase." },
            ...(c.minimumTermMonths > 0 ? [{ title: `After ${c.minimumTermMonths} months`, text: `Your ${c.minimumTermMonths}-month minimum is complete.` }] : []),
            { title: "After the minimum", text: `Mentorship continues month to month until you cancel. ${howToStop(c.minimumTermMonths)}` },
          ]
        : [
            { title: c.start, text: `Your mentorship starts. Your first payment covers ${c.firstPeriod}.` },
            { title: c.recurringFrom, text: `Billing recurs monthly from ${c.recurringFrom}, on the ${c.billingDay} of each month.` },
            ...(c.minimumTermMonths > 0
              ? [{ title: `End of ${c.minimumLastMonth}`, text: `Your ${c.minimumTermMonths}-month minimum (${c.minimumMonths}) is complete.` }]
              : []),
            { title: "After the minimum", text: `Mentorship continues month to month until you cancel. ${howToStop(c.minimumTermMonths)}` },
          ],
  },
  tiers: {
    eyebrow: "Three levels",
    title: "Choose your mentorship level",
    intro: "Every level is a monthly subscription. Open a level's details to see exactly what you get each month.",
    /** '{currency}' becomes the currency's name, e.g. 'US dollars'. */
    currencyNote: (c: MentorshipCohort) =>
      c.minimumTermMonths > 0 ? `Prices are in {currency}, per month, with a ${c.minimumTermMonths}-month minimum.` : "Prices are in {currency}, per month.",
    booking: `Choose a level and subscribe online: the first payment covers your first month and you can cancel from your account page after the minimum term. Questions first? Email [${site.contactEmail}](mailto:${site.contactEmail}).`,
    listLabel: "Mentorship levels",
    badges: { mentorship_elite: "vip" } as Record<string, TierBadge>,
  },
  about: {
    eyebrow: "About",
    title: "About the Elite Mentorship beta",
    body: [
      `Mentorship grew out of the tour. After every intensive, dancers and parents asked the same question: how do we keep working with you after today? ${site.name}'s founder and lead choreographer built the mentorship program to answer it, with the same standards used to cast and stage work for film, television and live shows.`,
      "The beta exists because a program like this should be shaped by the dancers in it. Over the first months, the beta group tests the calls, the reviews and the monthly plan, and the choreographer adjusts the program around what actually helps.",
      "Mentorship is for training and guidance. Like every class and audition we run, it does not guarantee casting or a role.",
    ] satisfies RichContent,
    links: [
      { label: "About Callboard", href: "/about" },
      { label: "Mentorship questions in the FAQ", href: "/faq" },
      { label: "Acting for Dancers", href: programPaths.actingForDancers },
      { label: "See the tour dates", href: "/" },
    ],
    linksLabel: "More about the program",
  },
} as const;
