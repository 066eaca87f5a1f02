import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { subscriptions } from "~/db/schema";
import { formatMoney } from "~/domain/money";
import { cardLinkState, readCardLink, type CardLinkState } from "./card-link-token.server";

/** The card update page behind its signed link: which subscription, and whether this link can still take a card (and why not). Null for a link this site did not sign. */
export async function getCardPage(options: { db: Db; secret: string; token: string; now: Date }): Promise<{ label: string; priceText: string; state: CardLinkState; cardLast4: string | null } | null> {
  const link = readCardLink(options.secret, options.token);
  if (link === null) return null;
  const [row] = await options.db.select().from(subscriptions).where(eq(subscriptions.id, link.id));
  if (!row) return null;
  return {
    label: row.tierLabel,
    priceText: formatMoney({ amountMinor: row.priceMinor, currency: row.currency }),
    state: cardLinkState(link, row, options.now),
    cardLast4: row.cardLast4,
  };
}
