import { z } from "zod";
import { INBOX_KINDS, INBOX_REPLY_TEMPLATE_KEYS, INBOX_STATUSES } from "~/domain/inbox";

export const INBOX_PAGE_SIZE = 25;
export const REPLY_TEMPLATE_KEYS = INBOX_REPLY_TEMPLATE_KEYS;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** The list's query string: every filter optional; a bad one is refused with a message, never guessed. */
export const inboxSearchSchema = z
  .object({
    q: z.preprocess(blankToUndefined, z.string().trim().max(200, "Search with at most 200 characters.").optional()),
    kind: z.preprocess(blankToUndefined, z.enum(INBOX_KINDS, { error: "Choose a kind from the list." }).optional()),
    status: z.preprocess(blankToUndefined, z.enum(INBOX_STATUSES, { error: "Choose a status from the list." }).optional()),
    event: z.preprocess(blankToUndefined, z.coerce.number({ error: "Choose an event from the list." }).int().positive().optional()),
    from: z.preprocess(blankToUndefined, z.string().regex(DAY, "Enter the first day as a date.").optional()),
    to: z.preprocess(blankToUndefined, z.string().regex(DAY, "Enter the last day as a date.").optional()),
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ["to"], message: "The last day comes before the first." });
export type InboxSearch = z.infer<typeof inboxSearchSchema>;

const key = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "Reload the page and try again.");

/** The item page's forms; one schema for the browser and the action. */
export const inboxActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(INBOX_STATUSES, { error: "Choose a status from the list." }) }),
  z.object({ intent: z.literal("assign"), assignee: z.string().trim().max(200) }),
  z.object({ intent: z.literal("note"), text: z.string().trim().min(1, "Write the note first.").max(4000, "Keep the note under 4000 characters.") }),
  z.object({
    intent: z.literal("reply"),
    template: z.enum(REPLY_TEMPLATE_KEYS, { error: "Choose a reply from the list." }),
    key,
    issueCode: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).default(false),
    percentOff: z.preprocess(blankToUndefined, z.coerce.number({ error: "Enter a whole percentage from 1 to 100." }).int("Enter a whole percentage from 1 to 100.").min(1, "Enter a whole percentage from 1 to 100.").max(100, "Enter a whole percentage from 1 to 100.").default(100)),
  }),
  z.object({
    intent: z.literal("delete"),
    confirm: z.string().trim().toLowerCase().pipe(z.literal("delete", { error: "Type delete to confirm." })),
    everything: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).default(false),
  }),
]);
export type InboxAction = z.infer<typeof inboxActionSchema>;

export const replyTemplateFormSchema = z.object({
  key: z.enum(REPLY_TEMPLATE_KEYS, { error: "Choose a template from the list." }),
  subject: z.string().trim().min(1, "Write a subject.").max(200, "Keep the subject under 200 characters."),
  body: z.string().trim().min(1, "Write the message.").max(5000, "Keep the message under 5000 characters."),
});
export type ReplyTemplateForm = z.infer<typeof replyTemplateFormSchema>;

/** A roster's query: one event (or none chosen yet). */
export const rosterQuerySchema = z.object({ event: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()) });
