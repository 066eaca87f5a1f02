import type { ProsePageContent } from "~/components/prose-page";

export const submitTalentPage: ProsePageContent = {
  metaTitle: "Submit Your Talent",
  description: "Can't make it to a tour stop? Send your reel and social links so the casting team can keep you on file for upcoming projects.",
  eyebrow: "Submit talent",
  title: "Submit your talent",
  lead: "Not every dancer can get to a tour stop, and every room is an audition, including this one. Send us your reel and your social profiles and the team will keep you on file for upcoming projects.",
  sections: [
    {
      id: "what-we-look-for",
      heading: "What helps us see you",
      body: [
        {
          list: [
            "A recent reel or a single-take video of you dancing, filmed in landscape with good light.",
            "Links to the social profiles where you post your dancing.",
            "A line about your styles, your training and where you are based.",
          ],
        },
        "Dancers under 18 submit with a parent or guardian. Submitting is free and never guarantees a role; it puts you on file for casting consideration.",
      ],
    },
  ],
};

export const demoReelCopy = {
  title: "Cinematic demo reel add-on",
  text: "Want a reel that looks like it was shot on set? Apply for a cinematic demo reel session with our camera team. This is an application, not a purchase: the team reviews it and emails you about dates and the fee.",
};
