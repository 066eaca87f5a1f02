import { z } from "zod";
import { isMinor } from "~/domain/age-groups";
import { AUDITION_CONSENT_TEXT, auditionMessages, EMAIL_PATTERN } from "~/features/auditions/audition-schema";

export const APPLICATION_KINDS = ["scholarship", "talent", "audition_video", "demo_reel", "opportunity"] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/** The most links one application takes; the Submit Talent page shows this many fields. */
export const MAX_APPLICATION_LINKS = 5;

export const applicationMessages = {
  ...auditionMessages,
  link: "Please enter a full link starting with https://",
  tooManyLinks: `Please add no more than ${MAX_APPLICATION_LINKS} links`,
  needLink: "Please add at least one link to your reel or a social profile",
  city: "Please tell us which city you hope to attend",
  story: "Please tell us about yourself in 20 to 2000 characters",
  notes: "Please keep your notes under 2000 characters",
  event: "Please choose the audition city",
  video: "Please enter the link to your audition video, starting with https://",
} as const;

const m = applicationMessages;
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const httpsUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(500, message)
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === "https:" || url.protocol === "http:";
      } catch {
        return false;
      }
    }, message);

const person = {
  fullName: z.string({ error: m.fullName }).trim().min(1, m.fullName).max(100, m.fullName),
  email: z.string({ error: m.email }).trim().toLowerCase().max(254, m.email).regex(EMAIL_PATTERN, m.email),
  age: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v),
    z.number({ error: m.age }).int(m.age).min(5, m.age).max(99, m.age),
  ),
  parentName: z.preprocess(blankToUndefined, z.string().trim().max(100, m.parentTooLong).optional()),
  /** Honeypot. */
  website: z.string().optional(),
};
const links = z
  .array(z.preprocess(blankToUndefined, httpsUrl(m.link).optional()))
  .max(MAX_APPLICATION_LINKS, m.tooManyLinks)
  .default([])
  .transform((list) => list.filter((v): v is string => Boolean(v)));
const notes = z.preprocess(blankToUndefined, z.string().trim().max(2000, m.notes).optional());
const phone = z.string({ error: m.phone }).trim().min(1, m.phone).max(40, m.phone);

/** Minors apply with a parent or guardian named. */
function withGuardianRule<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).refine(
    (form) => {
      const { age, parentName } = form as { age?: number; parentName?: string };
      return typeof age !== "number" || !isMinor(age) || Boolean(parentName);
    },
    {
      path: ["parentName"],
      message: m.parentRequired,
      when: ({ issues }) => !issues.some((i) => i.path?.[0] === "age" || i.path?.[0] === "parentName"),
    },
  );
}

/** One schema per form, shared by the browser and the server. */
export const applicationSchemas = {
  scholarship: withGuardianRule({
    ...person,
    city: z.string({ error: m.city }).trim().min(1, m.city).max(100, m.city),
    story: z.string({ error: m.story }).trim().min(20, m.story).max(2000, m.story),
    links,
  }),
  talent: withGuardianRule({
    ...person,
    links: links.refine((l) => l.length > 0, m.needLink),
    notes,
  }),
  audition_video: withGuardianRule({
    ...person,
    eventSlug: z.string({ error: m.event }).trim().min(1, m.event).max(100, m.event),
    videoUrl: httpsUrl(m.video),
    notes,
    consent: z.literal(true, { error: m.consent }),
  }),
  demo_reel: withGuardianRule({ ...person, links, notes }),
  opportunity: withGuardianRule({ ...person, phone, notes }),
} satisfies Record<ApplicationKind, z.ZodType>;

export type ApplicationForm<K extends ApplicationKind> = z.output<(typeof applicationSchemas)[K]>;

export const APPLICATION_LABELS: Record<ApplicationKind, string> = {
  scholarship: "Scholarship application",
  talent: "Talent submission",
  audition_video: "Audition video",
  demo_reel: "Cinematic demo reel application",
  opportunity: "Opportunity registration",
};

export { AUDITION_CONSENT_TEXT };
