import type { ProsePageContent } from "~/components/prose-page";

export const auditionVideoPage: ProsePageContent = {
  metaTitle: "Submit an Audition Video",
  description: "Send an audition video for a tour city's audition: how to film it, what to include, and the form.",
  eyebrow: "Audition video",
  title: "Submit an audition video",
  lead: "If you registered for a city's audition but would like the casting team to see more, or you can only join part of the day, send a video for that city's audition.",
  sections: [
    {
      id: "filming",
      heading: "Filming your video",
      body: [
        {
          list: [
            "Film in landscape, full body in frame, in good light.",
            "Start with a ten-second introduction: your name, age and city.",
            "Dance up to ninety seconds of choreography or freestyle that shows your strongest style.",
            "Upload it anywhere that gives you a shareable link (unlisted is fine) and paste the link below.",
          ],
        },
        "Dancers under 18 submit with a parent or guardian. The video is used for casting consideration only and does not guarantee a role.",
      ],
    },
  ],
};
