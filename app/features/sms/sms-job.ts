import { z } from "zod";

/** The job runner's kind that sends one queued text (one job per outbox row). */
export const SEND_SMS_JOB = "sms.send";
export const sendSmsPayloadSchema = z.object({ smsId: z.number().int().positive() });
/** A code lasts 10 minutes: a few tries within them, never more. */
export const SEND_SMS_MAX_ATTEMPTS = 4;
