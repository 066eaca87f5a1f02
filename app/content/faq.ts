import type { MentorshipCohort } from "~/domain/mentorship-cohort";
import type { FaqCategory } from "./faq-types";
import { site } from "./site";
import { howToStop } from "./subscriptions";
import { CREDIT_CURRENCY_NOTE } from "./credit-scope";

const mail = `[${site.contactEmail}](mailto:${site.contactEmail})`;

/** Copy around the FAQ (section heading, search box, empty state). */
export const faqCopy = {
  eyebrow: "FAQ",
  title: "Frequently Asked Questions",
  intro: "Everything dancers and parents ask us before the day. Search, or open a category.",
  searchLabel: "Search questions",
  searchPlaceholder: "Try “refund”, “age” or “wear”",
  clearSearch: "Clear search",
  /** Shown when nothing matches; {query} is replaced by what was typed. */
  noMatch: 'No questions match "{query}"',
  noMatchHint: `Try another word, browse all categories, or email us at ${site.contactEmail}.`,
  showAll: "Show all questions",
  /** Announced to screen readers while searching. */
  matches: (count: number) => `${count} ${count === 1 ? "question matches" : "questions match"}`,
  questionCount: (count: number) => `${count} ${count === 1 ? "question" : "questions"}`,
} as const;

/**
 * The FAQ shown on every city page and on /faq. Answers are original copy the team can edit; the
 * mentorship answers are worded from the cohort's tier data (`describeMentorshipCohort`).
 */
export const faqCategories = (c: MentorshipCohort): readonly FaqCategory[] => [
  {
    id: "general-info",
    category: "General Info",
    icon: "Info",
    questions: [
      {
        question: "What is the On-Camera Dance Intensive?",
        answer: [
          "A one-day intensive with our founder and lead choreographer, taught the way choreography is set and shot on a real job. You learn high-energy combinations in jazz, street, theater and funk, run them for the camera, and finish with an industry Q&A about how dancers get booked.",
          "After class there is an optional audition for upcoming projects, so the day doubles as a chance to be seen.",
        ],
      },
      {
        question: "Who is it for? Do I need to be advanced?",
        answer:
          "All ages, all levels, everyone belongs. Recreational, competitive and professional dancers train in the same room, split by age group. The choreography is taught step by step, and the on-camera skills (finding your light, performing to the lens, hitting a mark) are new to most dancers whatever their level.",
      },
      {
        question: "What does the day look like?",
        answer: [
          "Each city page has a schedule with class times for each age group, the studio and a map link. Schedules are finalized closer to the event date: we email ticket holders the schedule, the venue and their tickets a week before the event and again the day before.",
          "Please **arrive 15 minutes early** for check-in, so you can find the studio, change and warm up before the first count.",
        ],
      },
      {
        question: "Where are the events held?",
        answer:
          "In local dance studios along the tour. The studio name and address appear in the schedule section of each city page; if it says 'Venue details coming soon', the studio is still being confirmed and every ticket holder is emailed as soon as it is. A few stops are private events for one studio's students and alumni, and their pages say so.",
      },
      {
        question: "I'm a parent. What do I need to know?",
        answer: [
          "Dancers under 18 register with a parent or guardian's name, and that parent or guardian gives consent for the audition, filming and the use of the dancer's information (see our [Privacy Policy](/privacy)). Confirmation and schedule emails go to the email address on the registration, so use one you check.",
          "Plan to be reachable for the whole day, and be on time for pick-up. Whether families can watch depends on each studio's space; the team explains the arrangements at check-in. Our [Resources](/resources) page has a parents' checklist.",
        ],
      },
    ],
  },
  {
    id: "auditions",
    category: "Auditions",
    icon: "Clapperboard",
    questions: [
      {
        question: "Is the audition included, and what does it cost?",
        answer:
          "The audition is optional and free. Dancers who take class can stay for it, and you can also register for the audition alone with the free Audition Only option on your city's page.",
      },
      {
        question: "What am I auditioning for? Is a role guaranteed?",
        answer: [
          "You are auditioning to be considered for upcoming projects the choreographer is casting, such as music videos, film, television and live shows, and your registration stays on file for future projects.",
          "When you register you agree that your details and audition are used **for casting consideration only**. Registering, auditioning or attending a class **does not guarantee a role**, a callback or any paid work.",
        ],
      },
      {
        question: "How are the age groups split?",
        answer: [
          "Most events run two groups: **Juniors, 12 and under**, and **Seniors, 13 and up**. Some events split the day as **11 and under** and **12 to adult** instead.",
          "The schedule on your city's page shows which split your event uses and when each group dances.",
        ],
      },
      {
        question: "When should we arrive for the audition?",
        answer:
          "Arrive 15 minutes before your group's start time. That leaves time to check in, change and warm up, so you walk into the first combination calm and ready instead of rushing.",
      },
      {
        question: "Do dancers under 18 need a parent or guardian?",
        answer:
          "Yes. The registration form asks for a parent or guardian's name for every dancer under 18, and a parent or guardian must agree to the consent statement. Parents are also the people we contact if the choreographer's team wants to follow up about a project.",
      },
      {
        question: "I can't make any of the dates. Can I still be considered?",
        answer:
          "Yes. Send your materials (a short dance clip, a photo and your details) through [Submit Talent](/submit-talent). The team reviews submissions for the same projects as the in-person auditions.",
      },
    ],
  },
  {
    id: "footage-follow-up",
    category: "Footage & Follow-Up",
    icon: "Video",
    questions: [
      {
        question: "Is the class filmed?",
        answer:
          "Yes. That is the point of the format: combinations are shot the way they would be on set, so you learn to perform for the lens rather than the mirror. The audition is filmed too. By attending, dancers (and parents or guardians, for minors) agree to being filmed, as set out in our [Terms & Conditions](/terms).",
      },
      {
        question: "Will I get the footage?",
        answer: [
          "Selected clips are shared after the event by email, sent to the address on the registration. Editing takes time, so allow up to four weeks after your event. Check your spam folder before you write to us.",
          `If you want a polished reel of your own, ask about the cinematic demo reel add-on. It is by application only: email ${mail} and the team will reply with the details.`,
        ],
      },
      {
        question: "Will I hear back after the audition?",
        answer:
          "If you are considered for a project, the choreographer's team contacts you (or your parent or guardian) by email or phone, using the details on your registration. Not hearing back straight away does not mean no: auditions stay on file, and projects are cast throughout the year.",
      },
      {
        question: "Will footage of my child appear on social media?",
        answer: [
          "Footage from the day may be used to promote future events, always in line with the filming consent given at registration. We never publish a minor's contact details, school or age alongside footage.",
          `If you would rather your dancer is not featured in promotional posts, email ${mail} before the event with the dancer's name and city, and we will keep them out of published clips.`,
        ],
      },
    ],
  },
  {
    id: "refund-policies",
    category: "Refund & Policies",
    icon: "ReceiptText",
    questions: [
      {
        question: "What is your refund policy?",
        answer: [
          "**All sales are final.** We don't refund a ticket because plans change, so please check the date, city and age group before you buy.",
          "There are two exceptions: you get a **full refund if we cancel** an event, and you have choices if we change its date (see below). The full policy is in our [Terms & Conditions](/terms).",
        ],
      },
      {
        question: "What happens if an event is cancelled?",
        answer:
          "If we cancel an event, every ticket holder receives a full refund to the original payment method. You don't need to ask: we email you when it has been issued, and the city page shows that the event has been cancelled so you can choose another date.",
      },
      {
        question: "What if the event date changes?",
        answer: [
          "We email every ticket holder as soon as a date moves. You then have **48 hours** to reply and tell us whether you will come on the new date or would like a refund.",
          `If we don't hear from you within 48 hours, your purchase becomes a **credit that never expires** and can be used for any city or date on the tour. ${CREDIT_CURRENCY_NOTE}`,
        ],
      },
      {
        question: "I can't attend anymore. What are my options?",
        answer: `Because all sales are final, we can't refund a ticket when a dancer can no longer attend. Email ${mail} as early as you can with your name, city and order details, and tell us what happened: we read every message.`,
      },
      {
        question: "How do discount codes work?",
        answer:
          "Enter the code in the cart before checkout. A code made for one city works only on that city's page, each code can be applied once per order, and some codes apply only to certain tickets. If you change your cart and a code no longer fits, it is removed and the cart tells you why.",
      },
      {
        question: "Is my payment secure?",
        answer:
          "Payments are handled by our card payment provider over an encrypted connection. Your card number goes straight to them; we never see or store it.",
      },
    ],
  },
  {
    id: "what-to-bring-wear",
    category: "What to Bring / Wear",
    icon: "Shirt",
    questions: [
      {
        question: "What should I wear?",
        answer: [
          "Fitted clothes you can move freely in and that read well on camera:",
          {
            list: [
              "Solid colours; black plus one colour that suits you works well. Avoid big logos and busy prints, which distract on screen.",
              "Layers you can take off as you warm up.",
              "Hair secured off your face, so the camera can see your expressions.",
              "Minimal jewellery: nothing that swings, catches or could hurt a partner.",
            ],
          },
        ],
      },
      {
        question: "Which shoes do I need?",
        answer:
          "Bring clean sneakers you can dance in for street and funk, and jazz shoes for jazz and theater combinations. If you only own one pair, bring the sneakers. Street shoes worn outside are not allowed on studio floors.",
      },
      {
        question: "What should I bring?",
        answer: [
          {
            list: [
              "A large water bottle (there may not be a fountain close to the studio).",
              "Lunch and snacks: it is a full day of dancing.",
              "Both pairs of shoes, a towel and a change of top.",
              "Your confirmation email, on your phone or printed.",
              "If you are auditioning and have them: a headshot and a one-page dance résumé. Neither is required.",
            ],
          },
          "Label bags and bottles with the dancer's name, especially for younger dancers.",
        ],
      },
      {
        question: "Do I need a headshot or résumé to audition?",
        answer:
          "No, neither is required. If you have them, bring a printed copy; if not, a clear, recent photo against a plain wall is fine for our files. What matters on the day is how you learn, adapt and perform.",
      },
      {
        question: "How can I prepare before the day?",
        answer:
          "Get a good night's sleep, eat a proper breakfast, and arrive 15 minutes early already warm. Our [Resources](/resources) page has tips on preparing for an on-camera class and a checklist for parents.",
      },
    ],
  },
  {
    id: "mentorship-help",
    category: "Mentorship & Help",
    icon: "LifeBuoy",
    questions: [
      {
        question: "What is the mentorship program?",
        answer:
          "Online mentorship with our founder and lead choreographer for dancers who want guidance between events: feedback on their dancing, career direction and preparation for auditions. There are three levels, Building, Pro / Growth and Elite Circle, listed with their monthly prices in the pricing section of each city page.",
      },
      {
        question: "How does mentorship billing work?",
        answer: [
          c.startsOnPurchase
            ? "Mentorship is a **monthly subscription starting on purchase date**. Your first payment covers your first month, and payments then recur on the same day of each month until you cancel."
            : `Mentorship is a **monthly subscription starting ${c.start}**. Your first payment covers ${c.firstPeriod}, and payments then recur on the ${c.billingDay} of each month from **${c.recurringFrom}** until you cancel.`,
          c.minimumTermMonths > 0
            ? `Every level has a **${c.minimumTermMonths}-month minimum**, so you commit to ${c.startsOnPurchase ? `your first ${c.minimumTermMonths} months` : c.minimumMonths}. **Elite Circle renews automatically** each month after the minimum, as the notice at checkout says. ${howToStop(c.minimumTermMonths)}`
            : `There is no minimum term. **Elite Circle renews automatically** each month, as the notice at checkout says. ${howToStop(0)}`,
        ],
      },
      {
        question: "What is the Elite Mentorship Beta Testing Program?",
        answer:
          `A small online group, ${c.startsOnPurchase ? "open now" : `starting ${c.start}`}, that tests the next version of elite mentorship before it opens to everyone. Beta members take part in the full elite program and help shape it with their feedback. Details and availability are on the [Elite Mentorship Beta Testing Program](/elite-mentorship-beta) page.`,
      },
      {
        question: "What is Acting for Dancers?",
        answer:
          "A virtual program, available year-round, that teaches dancers the acting skills on-camera jobs ask for: taking direction, playing a scene and carrying a story through movement. You can book a private session, a 3-pack, or a Starter or Steady Growth path. See [Acting for Dancers](/acting-for-dancers).",
      },
      {
        question: "Do you offer scholarships?",
        answer:
          "Yes. We offer scholarships to dancers who show commitment and potential but would find the cost a barrier. Who qualifies, what a scholarship covers and how decisions are made are on the [Scholarship](/scholarship) page.",
      },
      {
        question: "How do I contact the team?",
        answer: `Email ${mail} with the dancer's name and city, and we will reply as soon as we can. For quick questions about programs, cities and prices, the chat assistant at the bottom right of every page is available at any time.`,
      },
    ],
  },
];
