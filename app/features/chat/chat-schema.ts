import { z } from "zod";

/** Limits of one chat request: the conversation so far, the last message the visitor's new one. */
export const CHAT_LIMITS = {
  maxMessages: 20,
  maxMessageChars: 1000,
  maxTotalChars: 8000,
} as const;

export const chatMessages = {
  notArray: "messages must be a list of chat messages.",
  empty: "Send at least one message.",
  tooMany: `A conversation sends at most ${CHAT_LIMITS.maxMessages} messages; start a new chat.`,
  tooLong: `Each message can be at most ${CHAT_LIMITS.maxMessageChars} characters.`,
  tooLongTotal: `The conversation is too long (at most ${CHAT_LIMITS.maxTotalChars} characters); start a new chat.`,
  role: "Each message's role must be user or assistant.",
  content: "Each message needs its text as content.",
  lastNotUser: "The last message must be the visitor's question.",
  blank: "Type a question first.",
} as const;

const chatMessageSchema = z.object({
  role: z.enum(["user", "assistant"], { error: chatMessages.role }),
  content: z.string({ error: chatMessages.content }).max(CHAT_LIMITS.maxMessageChars, chatMessages.tooLong),
});

/** POST /api/chat: the whole conversation, oldest first. Extra fields on a message (a timestamp) are ignored. */
export const chatRequestSchema = z.object({
  messages: z
    .array(chatMessageSchema, { error: chatMessages.notArray })
    .min(1, chatMessages.empty)
    .max(CHAT_LIMITS.maxMessages, chatMessages.tooMany)
    .superRefine((messages, ctx) => {
      if (messages.reduce((n, m) => n + m.content.length, 0) > CHAT_LIMITS.maxTotalChars) ctx.addIssue({ code: "custom", message: chatMessages.tooLongTotal });
      const last = messages[messages.length - 1];
      if (!last) return;
      if (last.role !== "user") ctx.addIssue({ code: "custom", message: chatMessages.lastNotUser });
      else if (last.content.trim() === "") ctx.addIssue({ code: "custom", message: chatMessages.blank });
    }),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;
