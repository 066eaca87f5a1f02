import { createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes, events, offers, orders, tiers } from "~/db/schema";
import { actingForDancersEventSlug, programPaths } from "~/content/program-paths";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import { renderOutgoingEmail } from "~/features/email/email.server";
import { freeMonthCode } from "~/features/payments/emails/free-month-code";
import type { EmailContext, OutgoingEmail } from "~/features/email/types";

/** The tier one month of the program is: its four-week path. */
export const FREE_MONTH_TIER = "afd_starter";

/** What the events' What to Expect lists that promise the free month are called in their page config. */
const PROMISING_LISTS = new Set(["extended", "extended_on_camera"]);

/**
 * The code a paid order's free month is: one per order, so issuing it again finds the same one, and
 * keyed with the site's secret, so nobody who sees an order number can work it out and spend it first.
 */
export function freeMonthCodeFor(secret: string, orderNumber: string): string {
  const mac = createHmac("sha256", secret).update(`free-month:${orderNumber}`).digest("hex").slice(0, 12).toUpperCase();
  return `${FREE_MONTH_CODE_PREFIX}${mac}`;
}

export const FREE_MONTH_CODE_PREFIX = "AFDFREE-";

/** The code's description, for the team's list of codes (its order is `issuedForOrderId`, which its withdrawal reads). */
export function freeMonthDescription(orderNumber: string): string {
  return `Free month of Acting for Dancers with order ${orderNumber}`;
}

/**
 * A paid order of an event whose What to Expect promises a free month of Acting for Dancers gets a
 * single-use code worth that month (the Starter Path at the program's price, off that option only, on
 * the program's page only), and the email that gives it. Nothing for other events; idempotent.
 * Its inverse, withdrawFreeMonthCode (withdraw-free-month-code.server.ts), switches the code off when
 * the order is given back in full.
 */
export async function issueFreeMonthCode(options: { db: Db; secret: string; orderId: number; mail: EmailContext; siteUrl: string; now: Date }): Promise<OutgoingEmail[]> {
  const { db, orderId, mail, siteUrl, now } = options;
  const [row] = await db.select({ order: orders, page: events.page, cityName: events.cityName }).from(orders).innerJoin(events, eq(events.id, orders.eventId)).where(eq(orders.id, orderId));
  if (!row || row.order.status !== "paid" || !PROMISING_LISTS.has(row.page.whatToExpect ?? "base")) return [];
  const [program] = await db
    .select({ eventId: events.id, priceMinor: offers.priceMinor, currency: offers.currency, label: tiers.label })
    .from(events)
    .innerJoin(offers, and(eq(offers.eventId, events.id), eq(offers.tierKey, FREE_MONTH_TIER)))
    .innerJoin(tiers, eq(tiers.key, offers.tierKey))
    .where(eq(events.slug, actingForDancersEventSlug));
  if (!program || program.priceMinor <= 0) return [];

  const code = freeMonthCodeFor(options.secret, row.order.number);
  await db
    .insert(discountCodes)
    .values({
      code,
      discountType: "fixed",
      amountMinor: program.priceMinor,
      currency: program.currency,
      eligibleTiers: [FREE_MONTH_TIER],
      eventId: program.eventId,
      description: freeMonthDescription(row.order.number),
      issuedForOrderId: orderId,
      maxUses: 1,
      createdAt: now,
    })
    .onConflictDoNothing({ target: discountCodes.code });
  const worth = formatMoney({ amountMinor: program.priceMinor, currency: program.currency as CurrencyCode });
  const optionLabel = program.label.replace(/^Acting for Dancers — /, "");
  return renderOutgoingEmail(mail, "free month code", () => ({
    to: row.order.buyerEmail,
    template: freeMonthCode,
    props: { code, worth, optionLabel, orderNumber: row.order.number, cityName: row.cityName, programUrl: `${siteUrl}${programPaths.actingForDancers}` },
  }));
}
