import type { PageConfigInput } from "~/domain/page-config";

/**
 * The copy only some stops' pages show (an extra section, a guest class with its instructor, the
 * acting coach's layout), by event slug, spread into those events' page configurations below. After
 * seeding it is each event's data, edited at /admin/events/:id/page.
 */
export const CITY_COPY = {
  seattle: {
    cityExtra: {
      eyebrow: "Seattle stop",
      heading: "Seattle, the set is yours on November 9",
      body: "One Sunday, one studio, and a camera crew that treats every combination like a take. You'll learn choreography built for the lens, watch your own playback between rounds and leave with notes you can use in your next class, competition or audition.",
      highlights: [
        "Film-style classes in jazz, street, theater and funk, taught for the camera",
        "Playback between rounds so you see what the lens sees",
        "A candid industry Q&A: agents, self-tapes and what casting notices",
        "An optional audition at the end of the day for upcoming projects",
      ],
    },
  },
  spokane: {
    cityExtra: {
      eyebrow: "Spokane · one day, two ways in",
      heading: "Two tiers, one packed Saturday: November 15",
      body: "Spokane runs as a single, full day with two ways to take part. Core Day 1 puts you in every on-camera class and the Q&A. Pro Track adds the extras working dancers ask for: more time in front of the camera, more feedback and a closer look at how a shoot is run. Both tiers are available on November 15 only.",
      highlights: [
        "Core Day 1: every on-camera class, the industry Q&A and the optional audition",
        "Pro Track: everything in Core Day 1 plus extra camera time and personal feedback",
        "A dedicated on-camera class that opens and closes the day",
        "Stunts for Dancers with a professional stuntwoman, and a free month of Acting for Dancers",
      ],
    },
    actingCoach: {
      layout: "video-background",
    },
  },
  sherwood: {
    cityExtra: {
      eyebrow: "Sherwood · a full weekend",
      heading: "A whole weekend on camera: January 24 & 25",
      body: "Sherwood gets two days instead of one. Saturday is open to every age, so families and friends can train side by side. On Sunday the room splits into Juniors and Seniors, so each group gets choreography, pacing and feedback that fit where they are. Come for one day or take the Full Weekend Pass and do both.",
      highlights: [
        "Saturday, January 24: all ages together, on-camera classes from warm-up to final take",
        "Sunday, January 25: Juniors (12 and under) and Seniors (13 and up) train in separate groups",
        "Book a single day, or save with the Full Weekend Pass",
        "Scholarships are available: see the pricing section for how to apply",
      ],
    },
    actingCoach: {
      layout: "video-background",
    },
  },
  "new-hampshire": {
    cityExtra: {
      eyebrow: "Private studio weekend",
      heading: "A weekend just for Granite Stage Dance Academy",
      body: "On December 13 and 14 the intensive comes to one studio and one studio only. This private weekend is for current students and alumni of Granite Stage Dance Academy: familiar faces, a familiar floor, and two full days of on-camera training in two studios running side by side.",
      highlights: [
        "Open only to Granite Stage Dance Academy students and alumni",
        "Two days with classes running in Studio 1 and Studio 2 at the same time",
        "Deposit holders can pay their balance online, then add the Pro Track VIP upgrade",
        "Stunts for Dancers, an on-camera class and a free month of Acting for Dancers included",
      ],
    },
  },
  boston: {
    cityExtra: {
      eyebrow: "Boston · December 12",
      heading: "Boston adds a contemporary class to the day",
      body: "Boston's intensive is a Friday built around range. Alongside the high-energy on-camera classes you'll take a contemporary class with a guest instructor, then bring that control and musicality back in front of the lens. Same day, same ticket, twice the vocabulary.",
      highlights: [
        "On-camera classes in jazz, street, theater and funk",
        "A contemporary class with a guest instructor, included in your day",
        "Stunts for Dancers with a professional stuntwoman",
        "A free month of the Acting for Dancers program with your ticket",
      ],
    },
    contemporaryClass: {
      eyebrow: "Guest class",
      heading: "Contemporary class",
      intro: "Slow down, go to the floor and find the breath in the movement. This class trades tricks for intention, and it shows on camera.",
      focus: [
        "Floor work and safe, controlled transitions in and out of the ground",
        "Release technique and using weight instead of muscle",
        "Phrasing to the music, not just counting it",
        "Small, specific choices that read in a close-up",
      ],
      locationLabel: "Class location",
      instructor: {
        name: "Liora Vantassel",
        role: "Contemporary choreographer and guest instructor",
        summary: "A former company dancer who now makes dance for stages and screens, Liora teaches contemporary as a conversation between the body, the music and whoever is watching.",
        bio: [
          "Liora Vantassel spent nine seasons dancing with Tidewater Dance Theatre before turning to choreography. Her work has been performed in black-box theaters, on outdoor stages and in short dance films made for festivals.",
          "In class she is known for patient, precise teaching: she breaks a phrase down to the breath, builds it back up, and then asks every dancer to make it their own. She believes technique is the starting point, and that the audience (and the camera) remembers the choices you make.",
          "Liora has taught master classes for studios, colleges and summer intensives, and she loves a room with every age and level in it. Expect to sweat, to listen and to leave with a phrase you can't stop dancing.",
        ],
        credits: [
          "Nine seasons with Tidewater Dance Theatre",
          "Choreographer of the dance films 'Low Tide' and 'Paper Boats'",
          "Guest faculty at studios and summer intensives across New England",
        ],
        portraitSrc: "/images/extras/contemporary-instructor.svg",
      },
    },
  },
} satisfies Record<string, Pick<PageConfigInput, "cityExtra" | "contemporaryClass" | "actingCoach">>;
