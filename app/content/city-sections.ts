/**
 * Copy of the city page's story sections (promo video, credits, quote, what to expect,
 * testimonials, bookings, real talk, early-bird banner). All productions and people here
 * are fictional. Which sections and variants an event shows comes from its page configuration, and so
 * do the quotes and bookings themselves (app/domain/page-testimonials.ts): only their headings are here.
 */
import type { PageConfig } from "~/domain/page-config";

/** A shipped image with its intrinsic size (so the browser reserves its box before it loads). */
export interface ContentImage {
  src: string;
  width: number;
  height: number;
}

export interface Credit {
  /** Production name. */
  title: string;
  /** What kind of production it is ('Feature film', 'Arena tour'). */
  kind: string;
  /** Logo artwork; without one the tile shows a 'Coming Soon' badge. */
  image?: ContentImage;
}

const creditLogo = (name: string): ContentImage => ({ src: `/images/credits/${name}.svg`, width: 240, height: 120 });

export const creditsCopy = {
  title: "Learn from the choreographer of",
  intro: "Films, series, tours and live shows staged by the choreographer who leads your day.",
  comingSoon: "Coming Soon",
};

/** The ten credits on city pages. */
export const cityCredits: Credit[] = [
  { title: "Midnight Marquee", kind: "Dance feature film", image: creditLogo("midnight-marquee") },
  { title: "Step Into the Light", kind: "Streaming series", image: creditLogo("step-into-the-light") },
  { title: "Neon Heartbeat Tour", kind: "Arena tour", image: creditLogo("neon-heartbeat") },
  { title: "The Velvet Hour", kind: "Stage musical", image: creditLogo("velvet-hour") },
  { title: "Pulse Avenue", kind: "Dance competition series", image: creditLogo("pulse-avenue") },
  { title: "Golden Hour Awards", kind: "Awards show opening", image: creditLogo("golden-hour-awards") },
  { title: "Concrete Ballet", kind: "Music video", image: creditLogo("concrete-ballet") },
  { title: "Starlight Carnival", kind: "Theme park spectacular" },
  { title: "Encore: The Series", kind: "Scripted series" },
  { title: "Paper Crowns", kind: "Feature film" },
];

export const promoVideoCopy = {
  eyebrow: "Watch",
  title: "See a Day On Set",
  intro: "Classes, camera blocking and the audition, in under two minutes.",
  videoTitle: "Promo video: On-Camera Dance Intensive",
};

export const quoteCopy = {
  eyebrow: "From the choreographer",
  title: "Why we train on camera",
  quote:
    "The camera doesn't count your turns. It asks one question: do I believe you? Give me one honest moment, framed and on the count, and I'll remember you long after the tricks are forgotten. That is what we build together, take after take.",
  attribution: "The choreographer",
  role: "Creator of the On-Camera Dance Intensive",
};

export interface ExpectItem {
  title: string;
  detail: string;
}

const expect = {
  onCameraOpening: {
    title: "On-camera Class",
    detail: "Start the day in front of the lens: find your light, hit your mark and learn how a combo reads on screen.",
  },
  classes: {
    title: "High-energy dance classes",
    detail: "Jazz, street, theater and funk, taught full out by working industry choreographers.",
  },
  qa: {
    title: "Industry Q&A",
    detail: "Ask about auditions, agents, self-tapes and building a career in film, TV and live shows.",
  },
  onFile: {
    title: "On file for future projects",
    detail: "Every dancer is kept on file for consideration for upcoming projects.",
  },
  ignited: {
    title: "Leave ignited, inspired and hungry",
    detail: "Walk out with new tools, new friends and a clear next step for your dancing.",
  },
  stunts: {
    title: "Stunts for Dancers class",
    detail: "Learn safe falls, reactions and fight choreography from a professional stuntwoman.",
  },
  actingForDancers: {
    title: "1 month of Acting For Dancers, free",
    detail: "A free month of the online Acting For Dancers program to keep growing after the intensive.",
  },
  onCameraClosing: {
    title: "On-camera Class",
    detail: "Finish by filming the day's choreography the way a set would, and see your work played back.",
  },
} satisfies Record<string, ExpectItem>;

const extendedList: ExpectItem[] = [
  expect.classes,
  expect.qa,
  expect.onFile,
  expect.ignited,
  expect.stunts,
  expect.actingForDancers,
];

/** The 'What to Expect' list for each variant a page may ask for. */
export const whatToExpectLists: Record<PageConfig["whatToExpect"], ExpectItem[]> = {
  base: [expect.classes, expect.qa, expect.onFile, expect.ignited],
  extended: extendedList,
  extended_on_camera: [expect.onCameraOpening, ...extendedList, expect.onCameraClosing],
};

export const whatToExpectCopy = {
  title: "What to Expect",
  cta: "I'm Ready to Train On Camera",
  caption: "Join the choreographer's exclusive one-day intensive. Seats are limited in every city.",
};

export const testimonialsCopy = {
  title: "What People Are Saying",
  carouselLabel: "Testimonials",
  previous: "Previous testimonial",
  next: "Next testimonial",
  goTo: (n: number) => `Go to testimonial ${n}`,
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  pause: "Pause autoplay",
  play: "Play autoplay",
};

export const bookingsCopy = {
  eyebrow: "Proof of bookings",
  title: "Recent Bookings From Our Dancers",
  intro: "Dancers from past intensives have gone on to book work like this.",
  disclaimer:
    "Attending a masterclass or intensive does not guarantee casting or employment. These bookings were earned by past attendees through their own auditions and representation.",
  reserve: "Reserve Your Spot",
  book: "Book your spot",
};

export const realTalkCopy = {
  eyebrow: "Real talk",
  title: "Real talk about the audition",
  paragraphs: [
    "Every room is an audition. From the first warm-up to the last take, the team is watching how you work, how you take a note and how you show up for the dancers next to you.",
    "Talent should never wait on money. Scholarships are offered for every stop on the tour.",
  ],
  scholarshipLink: "Apply for a scholarship",
  cannotAttend: "Can't make it in person? You can still be seen.",
  submitLink: "Submit your materials",
  register: "Register for the Free Audition",
};

export const earlyBirdCopy = {
  eyebrow: "Early bird",
  /** '20% off Core Experience and Pro Track'. */
  headline: (percent: number, labels: string[]) => `${percent}% off ${joinLabels(labels)}`,
  useCode: "Use code",
  was: "was",
  save: "Save",
  endsIn: "Offer ends in",
  endsAt: (deadline: string) => `Early-bird pricing ends ${deadline}.`,
  units: { days: "Days", hours: "Hours", minutes: "Minutes", seconds: "Seconds" },
};

function joinLabels(labels: string[]): string {
  if (labels.length <= 1) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`;
}

/** Texts of the deadline countdowns an event's page can show (page config `countdown.key`). */
export const deadlineCountdowns: Record<string, { eyebrow: string; title: string; text: string; endsIn: string; link: { label: string; href: string } }> = {
  mentorship_beta: {
    eyebrow: "Elite Mentorship beta",
    title: "Beta applications close soon",
    text: "The Elite Mentorship beta takes one small first group of dancers, who shape the program with the choreographer before it opens to everyone. Apply before the deadline to be considered.",
    endsIn: "Applications close in",
    link: { label: "About the beta program", href: "/elite-mentorship-beta" },
  },
};

export const countdownDeadline = (deadline: string) => `Closes ${deadline}.`;
