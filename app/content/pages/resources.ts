import type { ProsePageContent } from "~/components/prose-page";
import { site } from "../site";

export const resourcesPage: ProsePageContent = {
  metaTitle: "Resources for Dancers and Parents",
  description:
    "How to prepare for an on-camera dance class, what to wear and bring, self-tape tips, how to build a dance reel, and a checklist for parents.",
  eyebrow: "Resources",
  title: "Get ready for the camera",
  lead: "Practical advice from our team for the day of an intensive and the weeks around it: how to prepare, what to pack, how to film yourself well and how to turn footage into a reel.",
  toc: true,
  sections: [
    {
      id: "prepare",
      heading: "Preparing for an on-camera class",
      body: [
        "Dancing for a camera asks for the same technique as dancing for a stage, with a few new habits:",
        {
          list: [
            "**Find the lens.** The camera is your audience. Know where it is before every run, and let your focus land on it when the choreography turns to the front.",
            "**Scale your face, not just your body.** A camera notices small things: a glance, a breath, a change of intention. Practise your combinations in front of a phone, not only a mirror.",
            "**Hit your mark.** On set you start and finish in an exact spot so you stay in frame and in focus. In class, notice where you are asked to stand and return there every time.",
            "**Learn fast, then commit.** Shoots move quickly. Try to catch the counts on the first pass, ask one clear question if you need to, and perform full-out on every take.",
          ],
        },
        "The night before, sleep properly and eat well. On the day, **arrive 15 minutes early** and warm up before class starts.",
      ],
    },
    {
      id: "wear-and-bring",
      heading: "What to wear and bring",
      subsections: [
        {
          heading: "Wear",
          body: [
            {
              list: [
                "Fitted clothes you can move in, in solid colours. Avoid large logos and busy prints.",
                "Layers to take off once you are warm.",
                "Hair secured off the face; minimal jewellery.",
              ],
            },
          ],
        },
        {
          heading: "Bring",
          body: [
            {
              list: [
                "Clean sneakers for street and funk, and jazz shoes for jazz and theater.",
                "A large water bottle, lunch and snacks for a full day.",
                "A towel and a change of top.",
                "Your confirmation email, and, if you are auditioning, a headshot and a one-page dance résumé if you have them.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "self-tape",
      heading: "Self-tape tips",
      body: [
        "Whether you are sending materials through [Submit Talent](/submit-talent) or recording for a project, a clean self-tape lets your dancing speak:",
        {
          steps: [
            "**Frame it wide.** Film in landscape, with the phone at chest height and your whole body in frame for every move, including jumps and floor work.",
            "**Light your face.** Face a window or a lamp; never film with a bright window behind you.",
            "**Choose a plain background** and clear the space, so nothing pulls attention away from you.",
            "**Keep it steady.** Use a tripod or prop the phone up. Handheld footage is hard to watch.",
            "**Slate first.** Start with your name, age, city and height if asked, said clearly to the camera.",
            "**Keep it short.** Sixty to ninety seconds of your strongest material beats five minutes of everything.",
            "**Check the sound** if you are speaking or acting, and use music you can share.",
          ],
        },
      ],
    },
    {
      id: "reel",
      heading: "Building a dance reel",
      body: [
        "A reel is a short video that shows casting teams who you are as a performer. Keep it under two minutes and open with your best ten seconds: many people never watch past them.",
        {
          list: [
            "Show range: a few contrasting styles, and at least one moment where the camera is close on your face.",
            "Use recent footage that looks like you do now. Replace clips as you grow.",
            "Put your name and contact details (a parent's, for minors) on the first and last frames.",
            "Use footage you have permission to share, and credit the choreographer where you can.",
          ],
        },
        `Clips from an intensive are a good start. For a polished, professionally shot reel, ask about our cinematic demo reel add-on, by application only at [${site.contactEmail}](mailto:${site.contactEmail}).`,
      ],
    },
    {
      id: "parents",
      heading: "Parents' checklist",
      body: [
        {
          list: [
            "Register with the dancer's details and your own name as parent or guardian (required for every dancer under 18).",
            "Read the audition consent together: the audition is for casting consideration only and does not guarantee a role.",
            "Check which age group your dancer is in on the city page's schedule (usually 12 and under, or 13 and up).",
            "Use an email address you check: confirmations, schedule updates and any follow-up go there.",
            "Pack food, water, both pairs of shoes and a labelled bag the night before.",
            "Plan to arrive 15 minutes early, and stay reachable by phone all day.",
            `If you would prefer your dancer not to appear in promotional clips, email [${site.contactEmail}](mailto:${site.contactEmail}) before the event.`,
            "Read the refund policy in our [Terms & Conditions](/terms) before you buy: all sales are final.",
          ],
        },
      ],
    },
    {
      id: "more-help",
      heading: "More help",
      body: [
        {
          list: [
            "[FAQ](/faq): quick answers about auditions, footage, refunds and mentorship.",
            "[Scholarships](/scholarship): who qualifies and how decisions are made.",
            "[Submit Talent](/submit-talent): be considered for projects without attending a tour date.",
          ],
        },
      ],
    },
  ],
};
