import { z } from "zod";
import { adminToolsCopy } from "~/content/admin-tools";
import { emailOutbox } from "~/db/schema";

/** The outbox's statuses, as the email_outbox.status column defines them. */
export const OUTBOX_STATUSES = emailOutbox.status.enumValues;

/** How many messages the outbox list shows, newest first (the page and the API alike). */
export const OUTBOX_LIST_LIMIT = 100;

/** `?status=` of the outbox list (page and API): one of the real statuses. */
export const outboxStatusSchema = z.enum(OUTBOX_STATUSES, { error: adminToolsCopy.outbox.invalidStatus(OUTBOX_STATUSES) });

/** An outbox message's id as typed in a URL or posted by a form: a positive integer the id column can hold. */
export const outboxIdSchema = z.coerce
  .number({ error: adminToolsCopy.outbox.invalidId })
  .int(adminToolsCopy.outbox.invalidId)
  .positive(adminToolsCopy.outbox.invalidId)
  .max(2_147_483_647, adminToolsCopy.outbox.invalidId);
