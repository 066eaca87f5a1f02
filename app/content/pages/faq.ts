import type { ProsePageContent } from "~/components/prose-page";
import { site } from "../site";

export const faqPage: ProsePageContent = {
  metaTitle: "FAQ",
  description:
    "Answers for dancers and parents: what the on-camera intensive is, audition age groups and consent, footage, refunds and date changes, what to wear and bring, and mentorship billing.",
  eyebrow: "Help",
  title: "Frequently Asked Questions",
  lead: "What dancers and parents ask us most, from audition age groups and refunds to what to wear on camera. Search below, or open any category.",
  sections: [],
};

export const faqStillAsking = {
  title: "Still have a question?",
  text: `Email [${site.contactEmail}](mailto:${site.contactEmail}) with the dancer's name and city, or read our [Resources](/resources) for preparation tips and a parents' checklist.`,
};
