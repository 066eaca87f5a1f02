import { z } from "zod";

/** What a ticket's QR code holds: its code, 32 lowercase hex characters. */
export const TICKET_CODE_PATTERN = /^[0-9a-f]{32}$/;

const eventId = z.number().int().positive();
const personRef = z.object({ kind: z.enum(["student", "audition"]), id: z.number().int().positive() });

/** A check-in names a person on the list, or carries the code a camera read. */
export const checkInSchema = z.union([personRef.extend({ eventId }).strict(), z.object({ eventId, ticketCode: z.string().regex(TICKET_CODE_PATTERN) }).strict()]);
/** An undo may name the check-in it takes back (the server's time of it), so a resent undo never takes back a later one. */
export const undoCheckInSchema = personRef.extend({ eventId, checkedInAt: z.iso.datetime().optional() }).strict();
export const doorEventIdSchema = z.coerce.number().int().positive();
