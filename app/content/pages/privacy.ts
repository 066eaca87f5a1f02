import type { ProsePageContent } from "~/components/prose-page";
import { site } from "../site";

const mail = `[${site.contactEmail}](mailto:${site.contactEmail})`;

export const privacyPage: ProsePageContent = {
  metaTitle: "Privacy Policy",
  description:
    "What Callboard collects when you register for an audition, join the waitlist, buy a ticket or use the chat, how minors' data and parental consent are handled, and your rights.",
  eyebrow: "Legal",
  title: "Privacy Policy",
  lead: `This policy explains what ${site.name} collects about dancers and their parents or guardians, why, how long we keep it, who helps us process it, and what you can ask us to do with it. Many of our dancers are children, so we collect as little as we can.`,
  updated: "Last updated September 1, 2025",
  toc: true,
  sections: [
    {
      id: "what-we-collect",
      heading: "What we collect",
      subsections: [
        {
          heading: "Audition registration",
          body: [
            "When you register for an audition we collect:",
            {
              list: [
                "the dancer's full name, email address, phone number and age;",
                "the name of a parent or guardian, for every dancer under 18;",
                "your agreement to the consent statement (casting consideration only, no guaranteed role);",
                "the city and event you registered for;",
                "campaign tags from the link that brought you to us (source, medium and campaign), if it carried any.",
              ],
            },
          ],
        },
        {
          heading: "Waitlist",
          body: "Your email address, so we can tell you when places or new cities open.",
        },
        {
          heading: "Applications and submissions",
          body: "When you apply for a scholarship, submit your talent, send an audition video, apply for a demo reel or register for a skeleton crew or shadowing opportunity, we collect your name, email address and age (and phone number where the form asks), a parent or guardian's name for dancers under 18, and what you choose to send: your story, links to your reel, video or social profiles, and notes. We email a copy to our team so they can review it, and a receipt to you.",
        },
        {
          heading: "Orders",
          body: "The tickets and programs you choose, the event city and date, the number of dancers, any discount code, the amounts charged and the payment status, plus the name and contact details given at checkout. Card details are entered with our payment provider; we never see or store your full card number.",
        },
        {
          heading: "Checkouts you don't finish",
          body: "Once you type a valid email address at checkout, we keep your cart on our servers with that email: the event, the tickets and quantities, any discount code, the price we quoted, your name if you typed it, and the time. If you leave without paying, our team may send you a reminder with a link that restores the cart. Once you have paid for that event we send no reminder for it, every reminder has an unsubscribe link, and after you unsubscribe we send you no more reminders. You can ask us to delete a kept cart at any time.",
        },
        {
          heading: "Chat messages",
          body: "The messages you type to the chat assistant and its replies, sent with each question so it can follow the conversation. We don't store them. Please don't share sensitive information, such as health details, in the chat.",
        },
        {
          heading: "Accounts and technical data",
          body: "If you sign in, your name, email or phone number and sign-in records. Like every website, our servers log requests (pages requested, time, browser type and IP address) to keep the site running and secure. Your cart is kept in your browser's session storage until you reach checkout (see \"Checkouts you don't finish\" for what we keep from there).",
        },
      ],
    },
    {
      id: "minors",
      heading: "Minors and parental consent",
      body: [
        "Our events are open to dancers of all ages, so we take particular care with minors' data:",
        {
          list: [
            "A dancer under 18 can register only with the name of a parent or guardian, and **parental consent** is required: the parent or guardian agrees to the consent statement, to filming at the event and to our use of the dancer's information as described here.",
            "For children under 13, the registration must be completed by the parent or guardian, using the parent's or guardian's email address and phone number.",
            "We use a minor's data only to run the event, consider the dancer for casting and contact the family. We never publish a minor's contact details, school or age alongside footage.",
            `A parent or guardian can ask at any time to see, correct or delete their child's information, or to keep the child out of promotional clips, by emailing ${mail}.`,
          ],
        },
        "If we learn that we hold information about a minor that was provided without a parent's or guardian's consent, we delete it.",
      ],
    },
    {
      id: "why",
      heading: "Why we use it",
      body: [
        {
          list: [
            "To run events: confirm registrations, send schedules, venue details and changes, and check dancers in.",
            "To consider dancers for casting, as agreed in the audition consent statement.",
            "To process orders, including refunds and credits under our [Terms & Conditions](/terms).",
            "To answer chat messages and emails.",
            "To tell waitlist members when places open, and to measure which campaigns bring people to the site.",
            "To keep the site secure and meet our legal and accounting obligations.",
          ],
        },
        "**Booking reminders.** If you leave a checkout unpaid, we may email you a reminder with a link that puts your cart back (an hour after you left and once more a day later, or when our team sends one), and never more than one in any seven days beyond those two. Each reminder has an unsubscribe link, and mail apps that show an Unsubscribe button use it too: one click stops every reminder to that address at once. We keep the unsubscribed address only so we can keep honouring it. Emails about tickets you bought are not affected.",
        "We do **not** sell personal information, and we don't use minors' information for advertising.",
      ],
    },
    {
      id: "how-long",
      heading: "How long we keep it",
      body: [
        {
          list: [
            "**Audition registrations**: on file for casting consideration for up to three years after the event, then deleted. You can ask us to delete them sooner.",
            "**Waitlist emails**: until you unsubscribe or ask us to remove you.",
            "**Orders**: for seven years, because tax and accounting law requires it.",
            "**Chat messages**: not stored on our servers. The conversation stays in your browser tab until you close it; our assistant reads it only to answer, and our logs record its length, never its words.",
            "**Server logs**: 30 days.",
          ],
        },
      ],
    },
    {
      id: "sharing",
      heading: "Who we share it with",
      body: [
        "We share personal information only with service providers that help us run Callboard, under contracts that limit them to that purpose:",
        {
          list: [
            "our **payment provider**, which processes card payments and refunds;",
            "our **email provider**, which delivers confirmations, schedule updates and waitlist emails;",
            "our hosting and database provider, which stores the site's data;",
            "if we switch one on, the language-model service that helps the chat assistant reply, which receives the conversation in order to answer it (by default the assistant runs on our own server and nothing leaves it).",
          ],
        },
        "If you are considered for a specific project, we contact you (or your parent or guardian) before sharing your details with the production casting it. We may also disclose information when the law requires it.",
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      body: [
        "Wherever you live, you can ask us to:",
        {
          list: [
            "give you a copy of the information we hold about you or your child (**access**);",
            "correct information that is wrong;",
            "delete it (**deletion**), unless we must keep it by law, as with order records;",
            "stop emailing you (every marketing email also has an unsubscribe link);",
            "withdraw a consent you gave, for the future.",
          ],
        },
        `Email ${mail} from the address you registered with. We may ask you to confirm your identity, and we reply within 30 days. If you live in the UK, the EU or Canada, you can also complain to your data protection authority.`,
        `To have an audition registration, a waitlist sign-up, an application or any other submission deleted, email ${mail} from the address you sent it with and say which (or "everything"). We delete what you sent, our team's notes and replies about it, and the emails we sent to that address about it; our records keep only that a deletion was made, never what was deleted.`,
      ],
    },
    {
      id: "security",
      heading: "Security",
      body: "The site is served over an encrypted connection, access to personal data is limited to the people who need it, and card data never reaches our servers. No system is perfectly secure; if a breach affects your information, we will tell you promptly.",
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      body: "If we change this policy, we update the date at the top of this page, and we email registered dancers and parents about significant changes.",
    },
    {
      id: "contact",
      heading: "Contact",
      body: `Questions or requests about your privacy: ${mail}.`,
    },
  ],
};
