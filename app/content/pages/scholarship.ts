import type { ProsePageContent } from "~/components/prose-page";
import { site } from "../site";

const scholarshipMail = `mailto:${site.contactEmail}?subject=${encodeURIComponent("Scholarship enquiry")}`;

export const scholarshipPage: ProsePageContent = {
  metaTitle: "Scholarships",
  description:
    "Scholarships for the On-Camera Dance Intensive: who qualifies, what a scholarship covers, how decisions are made, and when to apply.",
  eyebrow: "Scholarships",
  title: "Scholarships",
  lead: "Talent and commitment show up in every city, and cost should not decide who gets in the room. Each tour stop sets aside scholarship places for dancers who would find the fee a real barrier.",
  sections: [
    {
      id: "apply",
      heading: "How to apply",
      body: [
        {
          note: `Apply with the form at the bottom of this page. Dancers under 18 apply with a parent or guardian. Questions? Email [${site.contactEmail}](${scholarshipMail}).`,
        },
      ],
    },
    {
      id: "who-qualifies",
      heading: "Who qualifies",
      body: [
        "Scholarships are open to dancers of any age and level who are registering for a tour stop in their area. We look for:",
        {
          list: [
            "**Commitment**: regular training, in a studio, a school program, a team or on your own.",
            "**Potential and attitude**: a dancer who will make the most of the day and bring energy to the room.",
            "**Need**: the cost of the intensive would otherwise keep the dancer from attending.",
          ],
        },
        "Dancers under 18 apply with a parent or guardian, who completes the application with them and is the person we contact.",
      ],
    },
    {
      id: "what-it-covers",
      heading: "What a scholarship covers",
      body: [
        "A scholarship covers part or all of the Core Experience ticket for one tour stop: the full day of classes, the industry Q&A and the optional audition (which is free for everyone). The amount depends on the places available in that city and the needs of the applicants.",
        "Scholarships don't cover travel, accommodation or meals, and they can't be exchanged for cash or for a different program.",
      ],
    },
    {
      id: "decisions",
      heading: "How decisions are made",
      body: [
        "A small panel from our team reads every application, including a short statement from the dancer and, if you can share one, a clip of them dancing. Financial information is asked for only in general terms and is never shared outside the panel.",
        "We aim to spread scholarships across ages, levels and cities. Every applicant hears back by email, whether or not they are offered a place.",
      ],
    },
    {
      id: "timelines",
      heading: "Timelines",
      body: [
        {
          steps: [
            "Applications for a tour stop close **three weeks before** its date, or earlier if the places are filled.",
            "Decisions are emailed **within about ten days** of the closing date, so every family has at least a week to plan.",
            "A scholarship place is held for **five days** after the offer; confirm it by replying to the email.",
          ],
        },
        "Apply before you buy a ticket: tickets already purchased fall under our normal policy that all sales are final.",
      ],
    },
    {
      id: "questions",
      heading: "Questions",
      body: `Read the [FAQ](/faq) or email [${site.contactEmail}](${scholarshipMail}).`,
    },
  ],
};
