/**
 * Copy of the marketing sections of the city page (and, later, the Acting for Dancers page).
 * Every person, credit and title here is invented for this site; artwork is drawn SVG under public/images/.
 */
import type { GuestInstructor } from "~/domain/page-config";

/**
 * Video ids at the video host. Nothing is requested from the host until a visitor presses play.
 * Placeholder: until the team supplies the class footage, these point at the same public sample clip.
 */
export const videoIds = {
  onCameraClass: "M7lc1UVf-VE",
  watchWork: "M7lc1UVf-VE",
} as const;

export const ctaBlock = {
  eyebrow: "Seats are limited",
  heading: "Your spot on set is waiting",
  line: "Every class is capped so each dancer gets real time in front of the camera. Pick your tier and lock in your place.",
  button: "See Pricing & Reserve",
} as const;

export const onCameraClassVideo = {
  eyebrow: "Inside the room",
  heading: "The on-camera class",
  intro:
    "Learn a combination, shoot it, watch the playback, adjust and shoot again. This is how dance is made for screens, and it's how the whole day runs.",
  videoTitle: "On-camera class: a look inside the room",
  posterSrc: "/images/extras/on-camera-class-poster.svg",
  points: [
    { title: "Find your light", text: "Learn where the camera is and how to play to it, not just to the mirror." },
    { title: "Frame the move", text: "Adjust size and direction of movement for wide, medium and close-up shots." },
    { title: "Own the take", text: "Every take is a fresh chance: commit fully, then use the playback to refine." },
  ],
} as const;

export const stunts = {
  eyebrow: "New this season",
  heading: "Stunts for Dancers",
  intro:
    "Film sets need dancers who can fall, react and fight safely, and dancers already have the body control. In this class a professional stuntwoman shows you how to turn that control into screen-ready action.",
  instructor: {
    name: "Rae Castellan",
    role: "Stunt performer and fight coordinator",
    text: "Rae started as a competitive gymnast and dancer before moving into stunt work for television and film. She teaches the same way she rehearses on set: safety first, then repetition, then performance.",
  },
  skills: [
    { title: "Safe falls", text: "Controlled falls and rolls on padded mats, built up step by step." },
    { title: "Selling the hit", text: "Timing, distance and reactions that make a missed punch look real on camera." },
    { title: "Fight choreography", text: "Short fight phrases learned like dance combinations, counted and rehearsed." },
    { title: "Working with a camera", text: "Where to place a reaction so the angle hides the gap." },
  ],
  safetyNote: "No contact, no heights and no gear to bring: everything is taught on mats with spotters, at each dancer's pace.",
  art: { src: "/images/extras/stunts.svg", width: 640, height: 480 },
} as const;

export const actingCoach = {
  eyebrow: "Acting for Dancers",
  heading: "Meet your acting coach",
  intro:
    "Great dancers on screen are also great actors. The Acting for Dancers program teaches you to carry a story, a thought and a feeling through every step.",
  coach: {
    name: "Celeste Ambrose-Kim",
    role: "Screen acting coach, Acting for Dancers",
    summary:
      "Celeste coaches dancers who want to be cast in film, television and commercials, where choreography often comes with lines, a character and a close-up.",
    bio: [
      "Celeste Ambrose-Kim trained in musical theater and spent a decade working as a dancer and actor in regional theater, commercials and episodic television. Along the way she noticed that the dancers who kept getting booked were the ones who could act between the eight-counts.",
      "She built Acting for Dancers around that idea: short, practical sessions on objectives, listening, reacting and self-tapes, taught in the language dancers already speak. Her students learn to make specific choices quickly, the skill auditions reward most.",
      "Celeste coaches online year-round, so dancers can keep working with her long after the intensive. She is known for warm, direct notes and for making nervous first-timers feel at home in front of the lens.",
    ],
    credits: [
      "Ten years as a dancer and actor in theater, commercials and television",
      "Creator of the Acting for Dancers curriculum",
      "Coaches dancers from age 10 to working professionals",
    ],
    portraitSrc: "/images/extras/acting-coach.svg",
  } satisfies GuestInstructor,
  readBio: "Read full bio",
  freeMonth: "Your intensive ticket includes a free month of the Acting for Dancers program.",
  programLink: { label: "Explore Acting for Dancers", href: "/acting-for-dancers" },
} as const;

export const parents = {
  eyebrow: "For parents and guardians",
  heading: "What parents should know",
  intro: "You're trusting us with your dancer for the day. Here is how we look after them, and how you can be part of it.",
  safety: {
    title: "Safety first",
    points: [
      "Every class is led by experienced instructors, with staff in the room at all times",
      "Warm-ups before every class and age-appropriate choreography and music",
      "Water breaks throughout the day and a first-aid kit on site",
    ],
  },
  ageGroupsTitle: "Age groups",
  /** Headings of the groups, by the event's schedule age-group setting. */
  ageGroups: {
    juniors_seniors: [
      { name: "Juniors", ages: "12 and under" },
      { name: "Seniors", ages: "13 and up" },
    ],
    eleven_and_twelve_plus: [
      { name: "Juniors", ages: "11 and under" },
      { name: "Seniors", ages: "12 to adult" },
    ],
  },
  ageGroupsNote: "Groups train at a level and pace that fit them, and every dancer is filmed and gets feedback.",
  day: {
    title: "What the day looks like",
    steps: [
      "Check-in: please arrive 15 minutes early",
      "Warm-up and on-camera classes, with playback between takes",
      "Industry Q&A, open to parents too",
      "Optional audition for upcoming projects",
      "A final showcase for families",
    ],
  },
  showcase: {
    title: "Come watch the showcase",
    text: "Parents and guardians are welcome to watch the showcase at the end of the day. It's the best seat in the house to see what your dancer learned.",
  },
  privacy: {
    title: "Your child's information",
    text: "We register dancers under 18 only with a parent or guardian's name and consent. We use their details and footage to run the event and for casting consideration only.",
    link: { label: "Read our privacy policy", href: "/privacy" },
  },
} as const;

export const demoReel = {
  eyebrow: "Add-on · by application",
  heading: "Cinematic demo reel",
  intro:
    "A short, professionally shot and edited reel that shows casting directors who you are as a dancer on screen.",
  points: [
    "Shot with cinema cameras and lighting, then edited to your strongest moments",
    "Made for agency submissions, self-tape links and social profiles",
    "Limited spots each season so every reel gets full attention",
  ],
  howItWorks:
    "This is an application, not a purchase: nothing is charged. Your application goes straight to our team, and we email you with availability and next steps.",
  button: "Apply for a demo reel",
  href: "/submit-talent#demo-reel",
} as const;

export const watchWork = {
  eyebrow: "See it for yourself",
  heading: "Watch the work",
  intro: "Choreography made for the camera, performed by dancers who trained just like you will.",
  videoTitle: "Watch the work: choreography made for the camera",
  posterSrc: "/images/extras/watch-work-poster.svg",
} as const;

/** A poster in a 'Featured In' grid; one without artwork shows a 'Coming Soon' badge. */
export interface Poster {
  title: string;
  kind: string;
  src?: string;
}

export const featuredIn = {
  eyebrow: "On screen",
  heading: "Featured In",
  intro: "Projects the choreographer's dancers and choreography have appeared in.",
  comingSoon: "Coming Soon",
  posters: [
    { title: "Velvet Static", kind: "Feature film", src: "/images/posters/velvet-static.svg" },
    { title: "Kick Line Kingdom", kind: "Streaming series", src: "/images/posters/kick-line-kingdom.svg" },
    { title: "Sidewalk Overture", kind: "Musical film", src: "/images/posters/sidewalk-overture.svg" },
    { title: "Paper Crowns", kind: "Music video", src: "/images/posters/paper-crowns.svg" },
    { title: "Ninth Street Shuffle", kind: "Television special", src: "/images/posters/ninth-street-shuffle.svg" },
    { title: "Lanternfish", kind: "Short film", src: "/images/posters/lanternfish.svg" },
  ] satisfies Poster[],
} as const;
