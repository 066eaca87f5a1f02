import type { ProsePageContent } from "~/components/prose-page";
import { site } from "../site";

export const aboutPage: ProsePageContent = {
  metaTitle: "About",
  description:
    "Callboard runs one-day on-camera dance intensives and auditions on tour, plus online mentorship and Acting for Dancers, for dancers of all ages and levels.",
  eyebrow: `About ${site.name}`,
  title: "Train the way the industry films",
  lead: "Callboard brings a working choreographer's set to your city for one day. Dancers of every age and level learn choreography the way it is taught, staged and shot on a real job, and leave knowing how to perform for a camera, not just a mirror.",
  sections: [
    {
      id: "choreographer",
      heading: "Our founder and lead choreographer",
      body: [
        "Callboard was started by our founder and lead choreographer, who has spent a career creating and staging dance for music videos, film, television and live shows. Every tour stop is taught by the same person who casts and choreographs the projects dancers audition for.",
        "The idea behind the tour is simple: most dancers train for the stage and the studio mirror, but much of today's paid work is filmed. The skills that get dancers booked on set (learning fast, taking notes in the moment, performing to a lens, hitting a mark on every take) are rarely taught in a regular class. So we teach them, city by city.",
      ],
    },
    {
      id: "format",
      heading: "One day, on camera",
      body: [
        "Each intensive is a single, full day in a local dance studio:",
        {
          list: [
            "**High-energy classes** in jazz, street, theater and funk, taught at the pace of a professional rehearsal.",
            "**Camera work** throughout: combinations are filmed the way they would be on set, so dancers see and feel the difference between dancing for a room and dancing for a frame.",
            "**An industry Q&A**, where dancers and parents can ask how casting, agents and professional work really function.",
            "**An optional audition** at the end of the day for upcoming projects.",
          ],
        },
        "Classes are split by age group, usually Juniors (12 and under) and Seniors (13 and up). Dancers leave ignited, inspired and hungry for the next step, with their details on file for future projects.",
      ],
    },
    {
      id: "who-its-for",
      heading: "Who it's for",
      body: [
        "All ages. All levels. Everyone belongs. Recreational dancers come to stretch themselves, competitive dancers come to add camera skills to their training, and professionals come for the room and the audition. Parents are part of the day too: the Q&A is open to their questions, and our [Resources](/resources) page has a checklist written for them.",
        "Cost should not keep a committed dancer out of the room, which is why we offer [scholarships](/scholarship).",
      ],
    },
    {
      id: "auditions",
      heading: "Auditions",
      body: [
        "Every tour stop ends with an optional, free audition. The choreographer casts projects throughout the year, and every room is an audition: how a dancer learns, takes notes and supports others all day counts as much as the final run.",
        "Auditions are for casting consideration only: attending a class or auditioning does not guarantee a role. Dancers who can't make a date can still be considered by sending their materials through [Submit Talent](/submit-talent).",
      ],
    },
    {
      id: "beyond-the-tour",
      heading: "Beyond the tour",
      subsections: [
        {
          heading: "Mentorship",
          body: "For dancers who want guidance between tour stops, online mentorship runs as a monthly subscription at three levels: Building, Pro / Growth and Elite Circle. Mentees get direct feedback on their dancing and a plan for their next steps in the industry. The [Elite Mentorship Beta Testing Program](/elite-mentorship-beta) is a small group testing the next version of the elite program.",
        },
        {
          heading: "Acting for Dancers",
          body: "On-camera jobs increasingly ask dancers to act: to take direction, play a moment and carry a story through movement. [Acting for Dancers](/acting-for-dancers) is our virtual, year-round program that teaches exactly that, through private sessions and structured paths.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Get in touch",
      body: `Questions about a city, a booking or a partnership? Email [${site.contactEmail}](mailto:${site.contactEmail}), or browse the [FAQ](/faq). To find a date near you, see the [tour dates](/).`,
    },
  ],
};
