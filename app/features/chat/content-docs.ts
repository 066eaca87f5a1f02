import type { ProsePageContent } from "~/components/prose-page";
import type { RichContent } from "~/components/rich-text";
import type { MentorshipCohort } from "~/domain/mentorship-cohort";
import type { CityExtraContent, ContemporaryClassContent, OnlineAccess } from "~/domain/page-config";
import { whatToExpectLists, realTalkCopy } from "~/content/city-sections";
import { doorCopy } from "~/content/door";
import { faqCategories } from "~/content/faq";
import { bookingsCopy } from "~/content/city-sections";
import { actingCoach, demoReel, onCameraClassVideo, parents, stunts } from "~/content/marketing";
import { aboutPage } from "~/content/pages/about";
import { auditionVideoPage } from "~/content/pages/audition-video";
import { privacyPage } from "~/content/pages/privacy";
import { resourcesPage } from "~/content/pages/resources";
import { scholarshipPage } from "~/content/pages/scholarship";
import { submitTalentPage } from "~/content/pages/submit-talent";
import { termsPage } from "~/content/pages/terms";
import { pricingCopy } from "~/content/pricing";
import { programPaths } from "~/content/program-paths";
import { site } from "~/content/site";
import { actingForDancersPage, mentorshipBetaPage } from "~/content/programs";
import { AUDITION_CONSENT_TEXT, auditionMessages as m } from "~/features/auditions/audition-schema";
import { applicationMessages as am } from "~/features/applications/application-schemas";
import { waitlistOfferEmails } from "~/content/waitlist-offer-emails";
import { applicationAccepts } from "./eligibility";
import { plainText, splitSentences } from "./text";
import type { ContentDoc } from "./types";

/** The visible text of rich content: paragraphs, list items and notes, marks removed. */
export function richText(content: RichContent): string {
  const blocks = typeof content === "string" ? [content] : content;
  return blocks
    .map((block) => {
      if (typeof block === "string") return plainText(block);
      if ("list" in block) return block.list.map((item) => ensureStop(plainText(item))).join(" ");
      if ("steps" in block) return block.steps.map((item) => ensureStop(plainText(item))).join(" ");
      return [block.title ?? "", plainText(block.note)].filter(Boolean).join(" ");
    })
    .join(" ");
}

export function ensureStop(s: string): string {
  const t = s.replace(/[;:,]\s*$/, "");
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

function proseDocs(page: ProsePageContent, href: string, prefix: string): ContentDoc[] {
  const link = { label: page.title, href };
  const docs: ContentDoc[] = [{ id: `${prefix}:lead`, title: [page.eyebrow, page.title].filter(Boolean).join(": "), text: plainText(page.lead), topic: page.metaTitle, link }];
  for (const section of page.sections) {
    const sectionLink = { label: page.title, href: `${href}#${section.id}` };
    if (section.body) docs.push({ id: `${prefix}:${section.id}`, title: section.heading, text: richText(section.body), topic: page.title, link: sectionLink });
    section.subsections?.forEach((sub, i) =>
      docs.push({ id: `${prefix}:${section.id}:${i}`, title: sub.heading, text: richText(sub.body), topic: `${page.title} ${section.heading}`, link: sectionLink }),
    );
  }
  return docs;
}

export interface OpportunityContent {
  slug: string;
  title: string;
  summary: string;
  details: readonly string[];
}

/**
 * The site's copy as passages the assistant can search and quote: the FAQ, the program pages, the
 * policies and the info pages, plus the opportunities (rows the catalog keeps). Each passage carries the
 * page it comes from, which becomes the answer's link. `cohort`: the mentorship cohort in words, from its tiers' data.
 */
export function contentDocs(cohort: MentorshipCohort, opportunities: readonly OpportunityContent[] = []): ContentDoc[] {
  const faqLink = { label: "FAQ", href: "/faq" };
  const afdLink = { label: "Acting for Dancers", href: programPaths.actingForDancers };
  const mentorshipLink = { label: "Elite Mentorship", href: programPaths.eliteMentorshipBeta };
  const docs: ContentDoc[] = [];

  for (const category of faqCategories(cohort))
    category.questions.forEach((q, i) =>
      docs.push({ id: `faq:${category.id}:${i}`, title: q.question, text: richText(q.answer), topic: category.category, link: faqLink }),
    );

  docs.push({ id: "afd:lead", title: actingForDancersPage.hero.title, text: `${actingForDancersPage.hero.tagline} ${actingForDancersPage.hero.lead}`, topic: "Acting for Dancers virtual program", link: afdLink });
  actingForDancersPage.faq.questions.forEach((q, i) =>
    docs.push({ id: `afd:faq:${i}`, title: q.question, text: richText(q.answer), topic: "Acting for Dancers", link: afdLink }),
  );
  docs.push({
    id: "afd:how",
    title: actingForDancersPage.howItWorks.title,
    text: actingForDancersPage.howItWorks.steps.map((s) => `${s.title}: ${s.text}`).join(" "),
    topic: "Acting for Dancers",
    link: afdLink,
  });
  docs.push({ id: "afd:coach", title: actingCoach.heading, text: `${actingCoach.coach.name}, ${actingCoach.coach.role}. ${actingCoach.coach.summary} ${actingCoach.freeMonth}`, topic: "Acting for Dancers coach", link: afdLink });

  docs.push({ id: "mentorship:lead", title: mentorshipBetaPage.hero.title, text: plainText(mentorshipBetaPage.hero.lead), topic: "Elite Mentorship beta", link: mentorshipLink });
  docs.push({ id: "mentorship:beta", title: mentorshipBetaPage.whatItIs.title, text: richText(mentorshipBetaPage.whatItIs.body(cohort)), topic: "Elite Mentorship beta", link: mentorshipLink });
  docs.push({
    id: "mentorship:billing",
    title: mentorshipBetaPage.howItWorks.timelineTitle,
    text: [...pricingCopy.mentorship.terms(cohort), pricingCopy.mentorship.eliteAutoRenew(cohort)].join(" "),
    topic: "Mentorship billing subscription monthly minimum",
    link: mentorshipLink,
  });
  docs.push({
    id: "mentorship:private",
    title: pricingCopy.privateMentorship.title,
    text: `${pricingCopy.privateMentorship.description} ${pricingCopy.privateMentorship.how}`,
    topic: "Private mentorship one-on-one session",
    link: mentorshipLink,
  });

  docs.push({ id: "policy:refund", title: pricingCopy.refundPolicy.title, text: pricingCopy.refundPolicy.text, topic: "Refund policy date change credit", link: { label: "Refund policy", href: "/terms#refunds" } });
  // The waitlist as a rule, not as a card that says every seat is taken ('what if the audition is full?' supposes it).
  const joinWaitlist = splitSentences(pricingCopy.soldOut.waitlist).slice(1).join(" ");
  docs.push({
    id: "waitlist",
    title: "Waitlist",
    text: `When a ticket is sold out, its card offers the waitlist instead. ${joinWaitlist} ${waitlistOfferEmails.seatOffer.held("the time the email gives")} ${waitlistOfferEmails.seatOffer.passes} ${site.emptyTourText}`,
    topic: "Waitlist sold out full seat opened claim new cities",
    link: { label: "Tour dates", href: "/" },
  });
  docs.push({ id: "scholarship:box", title: pricingCopy.scholarship.title, text: pricingCopy.scholarship.text, topic: "Scholarships", link: { label: "Scholarships", href: "/scholarship" } });
  docs.push({ id: "audition:real-talk", title: realTalkCopy.title, text: `${realTalkCopy.paragraphs.join(" ")} ${realTalkCopy.cannotAttend}`, topic: "Audition", link: faqLink });
  // One passage per item, so a question about one ('is there a Q&A') finds it and is answered with it alone.
  const expectItems = [...new Map(Object.values(whatToExpectLists).flat().map((item) => [item.title, item])).values()];
  expectItems.forEach((item, i) =>
    docs.push({ id: `expect:${i}`, title: item.title, text: `${item.title}: ${ensureStop(item.detail)}`, topic: "What to expect on the day", link: { label: "Tour dates", href: "/" } }),
  );
  docs.push({ id: "parents:day", title: parents.heading, text: `${parents.intro} ${parents.safety.points.join(". ")}. ${parents.showcase.text}`, topic: "Parents guardians safety showcase", link: faqLink });
  docs.push({ id: "stunts", title: stunts.heading, text: `${stunts.intro} ${stunts.safetyNote}`, topic: "Stunts for Dancers class", link: { label: "Tour dates", href: "/" } });
  // Who teaches it first: the opening is what a short answer quotes.
  docs.push({
    id: "stunts:instructor",
    title: `${stunts.heading} instructor`,
    text: `${stunts.heading} is taught by ${stunts.instructor.name}, ${stunts.instructor.role.toLowerCase()}. ${stunts.instructor.text} ${stunts.skills.map((s) => `${s.title}: ${ensureStop(s.text)}`).join(" ")}`,
    topic: "Stunts for Dancers teacher instructor stuntwoman",
    link: { label: "Tour dates", href: "/" },
  });
  docs.push({
    id: "on-camera-class",
    title: onCameraClassVideo.heading,
    text: `${onCameraClassVideo.intro} ${onCameraClassVideo.points.map((p) => `${p.title}: ${ensureStop(p.text)}`).join(" ")}`,
    topic: "On-camera class",
    link: { label: "Tour dates", href: "/" },
  });
  docs.push({
    id: "parents:ages",
    title: `${parents.day.title} for parents`,
    text: `${parents.day.steps.map(ensureStop).join(" ")} ${parents.ageGroupsNote} ${parents.privacy.text}`,
    topic: "Parents day check-in showcase",
    link: faqLink,
  });
  docs.push({ id: "bookings", title: bookingsCopy.title, text: `${bookingsCopy.intro} ${bookingsCopy.disclaimer}`, topic: "Proof of bookings casting guarantee", link: { label: "Tour dates", href: "/" } });
  // The audition form's rules in the words of its own messages ('Please enter a valid age (5-99)').
  docs.push({
    id: "audition:form",
    title: "Who can register for the audition: the registration form's rules",
    text: [
      "The audition registration form asks for the dancer's full name, email, phone number and age, a parent or guardian's name for every dancer under 18, and agreement to the consent statement.",
      `Full name is required: ${m.fullName}.`,
      `Email: ${m.email}.`,
      `Phone number is required: ${m.phone}.`,
      `Age (the youngest and oldest who can register): ${m.age}.`,
      `Parent or guardian name, required for every dancer under 18: ${m.parentRequired}; ${m.parentTooLong}.`,
      `Consent is required (${m.consent}), and the consent statement says: "${AUDITION_CONSENT_TEXT}"`,
    ].join(" "),
    topic: "Audition registration form sign up rules required fields consent statement age name phone",
    link: faqLink,
  });
  docs.push({ id: "demo-reel", title: demoReel.heading, text: `${demoReel.intro} ${demoReel.howItWorks}`, topic: "Cinematic demo reel add-on", link: { label: "Demo reel", href: demoReel.href } });

  docs.push(...proseDocs(scholarshipPage, "/scholarship", "scholarship"));
  docs.push(...proseDocs(submitTalentPage, "/submit-talent", "talent"));
  docs.push(...applicationFormDocs());
  // The door tickets as the confirmation page and email show them: one QR code per registered student.
  docs.push({
    id: "door:tickets",
    title: doorCopy.ticket.heading,
    text: `Each student on a paid order gets their own QR code, shown on the order's confirmation page and in its email. ${doorCopy.ticket.intro}`,
    topic: "door tickets QR code each student kid own phone print check in",
    link: faqLink,
  });
  docs.push(...proseDocs(auditionVideoPage, "/audition-video", "audition-video"));
  docs.push(...proseDocs(aboutPage, "/about", "about"));
  docs.push(...proseDocs(resourcesPage, "/resources", "resources"));
  docs.push(...proseDocs(termsPage(cohort), "/terms", "terms"));
  docs.push(...proseDocs(privacyPage, "/privacy", "privacy"));

  for (const o of opportunities)
    docs.push({
      id: `opportunity:${o.slug}`,
      title: o.title,
      text: [o.summary, ...o.details].map((s) => ensureStop(plainText(s))).join(" "),
      topic: "Opportunity registration shadowing skeleton crew",
      link: { label: o.title, href: `/${o.slug}` },
    });
  return docs;
}

/** An event's own page copy (its extra section, its guest class) as the city page shows it. */
export interface EventPassageInput {
  eventIds: readonly number[];
  /** 'Boston, MA'. */
  cityName: string;
  slug: string;
  extras: { extra?: CityExtraContent; contemporaryClass?: ContemporaryClassContent };
  /** Which of the extras' sections the event's page shows. */
  shows: { extra: boolean; contemporaryClass: boolean };
}

/**
 * The passages of events' own pages (their page configuration's own copy): what one stop adds to the day, its guest
 * class and instructor. Each is tied to its events and names its city, so a question about that city
 * finds it and a question about another never gets it.
 */
export function eventDocs(inputs: readonly EventPassageInput[]): ContentDoc[] {
  const docs: ContentDoc[] = [];
  for (const e of inputs) {
    const link = { label: e.cityName, href: `/${e.slug}` };
    const { extra, contemporaryClass: guest } = e.extras;
    if (extra && e.shows.extra)
      docs.push({
        id: `event:${e.slug}:extra`,
        title: extra.heading,
        text: [extra.body, ...extra.highlights].map((t) => ensureStop(plainText(t))).join(" "),
        topic: `${e.cityName} ${extra.eyebrow}`,
        link,
        eventIds: e.eventIds,
      });
    if (guest && e.shows.contemporaryClass)
      docs.push({
        id: `event:${e.slug}:guest-class`,
        title: `${guest.heading} in ${e.cityName}`,
        // Who teaches it first: the opening is what a short answer quotes.
        text: [
          `The ${guest.heading.toLowerCase()} in ${e.cityName} is taught by ${guest.instructor.name}, ${guest.instructor.role.replace(/^./, (c) => c.toLowerCase())}.`,
          guest.intro,
          ...guest.focus,
          guest.instructor.summary,
          ...guest.instructor.credits,
        ]
          .map((t) => ensureStop(plainText(t)))
          .join(" "),
        topic: `${e.cityName} ${guest.eyebrow} instructor teacher`,
        link,
        eventIds: e.eventIds,
      });
  }
  return docs;
}

/** The scholarship and Submit Talent forms' rules, in the words of their own messages ('Please tell us about yourself in 20 to 2000 characters'). */
function applicationFormDocs(): ContentDoc[] {
  const guardian = `Dancers under 18 apply with a parent or guardian, whose name is required: ${am.parentRequired}.`;
  const links = (kind: "scholarship" | "talent") =>
    // Whether the form takes an entry without links: asked of its own schema, never a copy of its rule.
    applicationAccepts(kind, { links: [] }) ? `Links to a reel or social profile are optional; ${am.tooManyLinks}.` : `A link is required: ${am.needLink}; ${am.tooManyLinks}.`;
  return [
    {
      id: "scholarship:form",
      title: "The scholarship application form: what it asks and its rules",
      text: [
        "The scholarship form asks for the dancer's full name, email and age, the city you hope to attend and a short statement about yourself.",
        `The statement about yourself (your story), its length: ${am.story}.`,
        `Age: ${am.age}.`,
        guardian,
        links("scholarship"),
      ].join(" "),
      topic: "Scholarship application form rules story statement about yourself length characters links age parent guardian by herself himself alone",
      link: { label: "Scholarships", href: "/scholarship#apply" },
    },
    {
      id: "talent:form",
      title: "The Submit Talent form: what it asks and its rules",
      text: [
        "The Submit Talent form asks for the dancer's full name, email and age and links to a reel or social profiles, with notes if you like.",
        links("talent"),
        `Age: ${am.age}.`,
        guardian,
        `Notes are optional: ${am.notes}.`,
      ].join(" "),
      topic: "Submit Talent form rules links reel social profile required empty age parent guardian notes cost free",
      link: { label: "Submit Talent", href: "/submit-talent" },
    },
  ];
}

/**
 * What an online program's buyers read after paying (its page's own copy, shown on the confirmation page and
 * email): how sessions are booked or joined and what happens next ('within one business day your coach emails you').
 */
export function onlineAccessDocs(inputs: ReadonlyArray<{ slug: string; access: OnlineAccess }>): ContentDoc[] {
  return inputs.map(({ slug, access }) => ({
    id: `event:${slug}:online-access`,
    title: `${access.programName}: ${access.joinTitle}`,
    text: [...access.join, ...access.next].map((t) => ensureStop(plainText(t))).join(" "),
    topic: `${access.programName} after buying bought paid purchased what happens next how soon book first session coach email video link install download app join`,
    link: { label: access.programName, href: `/${slug}` },
  }));
}
