import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { subscriptions } from "~/db/schema";
import { formatMoney } from "~/domain/money";
import { verifyRecordToken } from "~/lib/signed-token.server";
import { CARD_LINK_PURPOSE } from "./subscription-links";

/** The card update page behind its signed link: which subscription, and whether it can still take a card. Null for a link this site did not sign. */
export async function getCardPage(options: { db: Db; secret: string; token: string }): Promise<{ label: string; priceText: string; open: boolean; cardLast4: string | null } | null> {
  const id = verifyRecordToken(options.secret, CARD_LINK_PURPOSE, options.token);
  if (id === null) return null;
  const [row] = await options.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) return null;
  return {
    label: row.tierLabel,
    priceText: formatMoney({ amountMinor: row.priceMinor, currency: row.currency }),
    open: row.provider === "test" && (row.status === "active" || row.status === "past_due"),
    cardLast4: row.cardLast4,
  };
}
