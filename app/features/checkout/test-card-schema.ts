import { z } from "zod";

export const testCardMessages = {
  number: "Enter a card number (16 digits)",
  expiry: "Enter the expiry as MM/YY, in the future",
  cvc: "Enter the 3-digit security code",
  name: "Enter the name on the card",
} as const;

/** The built-in test provider's card form. Only the documented test numbers do anything. */
export const testCardSchema = z.object({
  number: z
    .string({ error: testCardMessages.number })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{16}$/, testCardMessages.number)),
  expiry: z.string({ error: testCardMessages.expiry }).trim().regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, testCardMessages.expiry),
  cvc: z.string({ error: testCardMessages.cvc }).trim().regex(/^\d{3,4}$/, testCardMessages.cvc),
  name: z.string({ error: testCardMessages.name }).trim().min(1, testCardMessages.name).max(100, testCardMessages.name),
});
export type TestCardInput = z.input<typeof testCardSchema>;
export type TestCard = z.output<typeof testCardSchema>;
