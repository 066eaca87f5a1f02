import type { ProsePageContent } from "~/components/prose-page";
import type { MentorshipCohort } from "~/domain/mentorship-cohort";
import { site } from "../site";
import { howToStop } from "../subscriptions";
import { CREDIT_CURRENCY_NOTE } from "../credit-scope";

const mail = `[${site.contactEmail}](mailto:${site.contactEmail})`;

/** The terms page; the mentorship section is worded from the cohort's tier data (`describeMentorshipCohort`). */
export const termsPage = (c: MentorshipCohort): ProsePageContent => ({
  metaTitle: "Terms & Conditions",
  description:
    "Terms for Callboard intensives, auditions and mentorship: all sales final, full refund if we cancel, 48 hours to respond to a date change then a non-expiring credit, audition and filming consent.",
  eyebrow: "Legal",
  title: "Terms & Conditions",
  lead: `These terms apply when you buy a ticket, register for an audition or subscribe to a program from ${site.name}. Please read them before you buy, and read them with your dancer if they are under 18.`,
  updated: "Last updated September 1, 2025",
  toc: true,
  sections: [
    {
      id: "agreement",
      heading: "Who these terms are between",
      body: [
        `"We" and "us" means ${site.name}, which runs the On-Camera Dance Intensive tour, auditions, mentorship and Acting for Dancers. "You" means the person buying or registering. When you buy or register for a dancer under 18, you confirm that you are their parent or guardian and accept these terms for them and for yourself.`,
      ],
    },
    {
      id: "tickets",
      heading: "Tickets and registration",
      body: [
        {
          list: [
            "Prices are shown in the currency of the event (US dollars, pounds sterling or Canadian dollars) and are charged when you check out.",
            "Each ticket admits one dancer to the event, date and program it was bought for. Dancers take class in their age group as listed on the city page.",
            "Schedules are finalized closer to the event date and may change; we email ticket holders about changes.",
            "Some events are private, for one studio's students and alumni. This is stated on their pages, and tickets for those events are for eligible dancers only.",
          ],
        },
      ],
    },
    {
      id: "refunds",
      heading: "Refund policy",
      body: [
        "**All sales are final.** We do not give refunds when a dancer can no longer attend, changes plans or misses the event.",
        {
          list: [
            "**If we cancel an event**, you receive a **full refund** to the original payment method.",
            "**If we change an event's date**, we email you and you have **48 hours** from that email to respond: to confirm you will attend on the new date, or to request a refund.",
            `**After those 48 hours**, your purchase becomes a **credit that does not expire** and can be used for **any city or date** on the tour. ${CREDIT_CURRENCY_NOTE}`,
          ],
        },
        "Credits can't be exchanged for cash. Each credit comes by email with its code: to use it, type the code in the promo code field of your cart before checking out; whatever you don't use stays on the code for next time.",
      ],
    },
    {
      id: "discounts",
      heading: "Discount codes",
      body: "Discount codes are valid only for the city they were issued for, can be applied once per order, and may apply only to certain tickets. They have no cash value, and we may withdraw a code that was shared or used outside its terms.",
    },
    {
      id: "auditions",
      heading: "Auditions and audition consent",
      body: [
        "Auditions are optional and free. By registering for an audition, you (or, for a dancer under 18, their parent or guardian) agree that the dancer's registration details and audition are used **for casting consideration only**.",
        "Registering, auditioning or attending any class or masterclass **does not guarantee a role**, a callback, representation or paid work. Casting decisions are made solely by the choreographer's team and the productions involved. Audition registrations stay on file for future projects as described in our [Privacy Policy](/privacy).",
      ],
    },
    {
      id: "filming",
      heading: "Filming and use of likeness",
      body: [
        "Our classes and auditions are filmed and photographed: that is the on-camera format. By attending, dancers (and, for minors, their parent or guardian) consent to being filmed and photographed, and give us permission to use that footage, the dancer's name as a credit, and their likeness:",
        {
          list: [
            "for casting consideration;",
            "to share clips with the dancers who took part;",
            "to promote our events and programs, on our website and social channels.",
          ],
        },
        `No fee is paid for this use. We never publish a minor's contact details, school or age alongside footage. A parent or guardian who would prefer their dancer not to appear in promotional material can tell us by emailing ${mail} before the event, and we will keep the dancer out of published clips. Personal filming during class may be limited at the instructor's discretion.`,
      ],
    },
    {
      id: "conduct",
      heading: "Conduct and safety",
      body: [
        {
          list: [
            "Treat dancers, parents, staff and the host studio with respect. Harassment, bullying and discrimination are not tolerated.",
            "Follow the instructions of the instructors and staff, and the host studio's rules (for example, no outdoor shoes on the dance floor).",
            "Dance within your ability, warm up, and tell a staff member straight away about any injury or medical condition that affects you on the day.",
            "Look after your own belongings; we and the host studio are not responsible for items lost or damaged.",
          ],
        },
        "We may remove anyone whose behaviour puts others at risk or disrupts the event, without a refund.",
      ],
    },
    {
      id: "minors",
      heading: "Minors",
      body: [
        "Dancers under 18 need a **parent or guardian** to register or buy for them and to agree to these terms, the audition consent and the filming consent. The parent or guardian must give their name at registration, be reachable by phone during the event, and arrange drop-off and pick-up on time.",
        "A parent or guardian remains responsible for their dancer throughout the day, and is the person we contact about follow-up after an audition.",
      ],
    },
    {
      id: "mentorship",
      heading: "Mentorship subscriptions",
      body: [
        {
          list: [
            c.startsOnPurchase
              ? "Mentorship (Building, Pro / Growth and Elite Circle) is a **monthly subscription starting on purchase date**."
              : `Mentorship (Building, Pro / Growth and Elite Circle) is a **monthly subscription starting ${c.start}**.`,
            c.startsOnPurchase
              ? "Your **first payment covers your first month**. Payments then **recur monthly** on the same day of each month."
              : `Your **first payment covers ${c.firstPeriod}**. Payments then **recur monthly from ${c.recurringFrom}** on the ${c.billingDay} of each month.`,
            ...(c.minimumTermMonths > 0
              ? [
                  `Each subscription has a **${c.minimumTermMonths}-month minimum**: ${c.startsOnPurchase ? `its first ${c.minimumTermMonths} months` : c.minimumMonthsWithYears}. A cancel never takes effect before the minimum is complete.`,
                ]
              : []),
            `**Elite Circle renews automatically** each month after the minimum until you cancel. ${howToStop(c.minimumTermMonths)}`,
            "Payments already made are not refunded, including for months in which sessions were not used.",
          ],
        },
        "Other subscriptions, such as the Unlimited Membership, start on the purchase date and recur monthly until cancelled.",
      ],
    },
    {
      id: "online-programs",
      heading: "Acting for Dancers and online sessions",
      body: "Acting for Dancers is a virtual program available year-round. Private sessions and session packs are one-time payments per session or pack, and paths are billed as shown when you buy. Sessions are scheduled with the coach after purchase.",
    },
    {
      id: "liability",
      heading: "Our responsibility to you",
      body: "Dance is physical, and taking part carries a risk of injury. We take reasonable care to run safe events in suitable studios. To the extent the law allows, our total liability to you for any claim about an event or program is limited to the amount you paid for it. Nothing in these terms limits liability that cannot be limited by law, or your statutory rights as a consumer.",
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      body: "We may update these terms. The version shown when you bought or registered applies to that purchase or registration, and we update the date at the top of this page when the terms change.",
    },
    {
      id: "contact",
      heading: "Contact",
      body: `Questions about these terms, a refund or a credit: ${mail}. Quick answers are in our [FAQ](/faq).`,
    },
  ],
});
