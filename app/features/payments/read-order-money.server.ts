import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ledgerEntries, orderUpgrades, refunds, type orders } from "~/db/schema";
import { orderMoney, type LedgerAmount, type OrderMoney } from "~/domain/ledger";
import { leftToGiveBack } from "~/domain/ledger-view";
import type { CurrencyCode } from "~/domain/money";
import { paymentsLeft, type OrderPayment } from "./payments-left";

type Provider = (typeof orders.$inferSelect)["provider"];

/** One payment the order took (its own, `upgradeId` null, or an upgrade's) and what it may still give back. */
export interface PaymentMoney extends OrderPayment {
  provider: Provider;
  leftMinor: number;
}

/**
 * An order's money as the team's page shows it and as a refund or a credit decides from it: the
 * ledger's figures (`orderMoney`), the refunds on their way to the provider (not in the ledger until
 * they succeed), and what a new refund or credit may still give back, in all and per payment.
 */
export interface OrderMoneyToGiveBack {
  /** The ledger's paid, went back (refunds, chargebacks), credited and left. */
  money: OrderMoney;
  /** Refunds sent to the provider and not confirmed yet. */
  pendingRefundsMinor: number;
  /**
   * Each payment's ledger money (its charges less codes and credits spent, less its refunds and
   * disputes and its refunds on their way), credits issued covering the order's payment first,
   * then its upgrades' in order, as a refund's shares are taken.
   */
  payments: PaymentMoney[];
  /** What a new refund or credit may give back: the ledger's left less pending refunds, never more than the payments hold. */
  leftMinor: number;
}

/** The ledger row fields the figures need, with the payment the row belongs to. */
export type PaymentLedgerRow = LedgerAmount & { upgradeId: number | null };

/**
 * The one computation of what is left (pure): both the order page and the refund and credit
 * actions call it, so the page's "up to" and the action's "at most … is left" are one number.
 */
export function orderMoneyToGiveBack(input: {
  currency: CurrencyCode;
  provider: Provider;
  ledger: readonly PaymentLedgerRow[];
  /** The order's upgrades, oldest first: each was paid apart (decision 0035). */
  upgrades: ReadonlyArray<{ id: number; provider: Provider }>;
  /** Refunds still pending at the provider. */
  pendingRefunds: ReadonlyArray<{ upgradeId: number | null; amountMinor: number }>;
}): OrderMoneyToGiveBack {
  const { currency } = input;
  const money = orderMoney(input.ledger, currency);
  const pendingOf = (upgradeId: number | null) => input.pendingRefunds.filter((r) => r.upgradeId === upgradeId).reduce((n, r) => n + r.amountMinor, 0);
  const pendingRefundsMinor = input.pendingRefunds.reduce((n, r) => n + r.amountMinor, 0);
  // Per payment, only its money in and out; the credits issued are the order's and are spread by paymentsLeft.
  const ofPayment = (upgradeId: number | null, provider: Provider) => {
    const own = orderMoney(
      input.ledger.filter((row) => row.upgradeId === upgradeId && row.kind !== "credit_issued" && row.kind !== "credit_released"),
      currency,
    );
    return { upgradeId, provider, paidMinor: own.paidMinor, refundedMinor: own.refundedMinor + pendingOf(upgradeId) };
  };
  const payments = paymentsLeft([ofPayment(null, input.provider), ...input.upgrades.map((u) => ofPayment(u.id, u.provider))], money.creditedMinor);
  const leftMinor = Math.min(
    leftToGiveBack(money, pendingRefundsMinor),
    payments.reduce((n, p) => n + p.leftMinor, 0),
  );
  return { money, pendingRefundsMinor, payments, leftMinor };
}

/**
 * Reads an order's money from its ledger rows, upgrades and pending refunds (see
 * `orderMoneyToGiveBack`). A refund or credit calls it under the order's row lock, so what is left
 * does not move meanwhile.
 */
export async function readOrderMoney(db: Db, order: Pick<typeof orders.$inferSelect, "id" | "currency" | "provider">): Promise<OrderMoneyToGiveBack> {
  // One after another: inside a transaction they share one connection.
  const ledger = await db
    .select({ kind: ledgerEntries.kind, amountMinor: ledgerEntries.amountMinor, currency: ledgerEntries.currency, flagged: ledgerEntries.flagged, upgradeId: ledgerEntries.upgradeId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, order.id));
  const upgrades = await db.select({ id: orderUpgrades.id, provider: orderUpgrades.provider }).from(orderUpgrades).where(eq(orderUpgrades.orderId, order.id)).orderBy(asc(orderUpgrades.id));
  const pendingRefunds = await db
    .select({ upgradeId: refunds.upgradeId, amountMinor: refunds.amountMinor })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.status, "pending")));
  return orderMoneyToGiveBack({ currency: order.currency as CurrencyCode, provider: order.provider, ledger, upgrades, pendingRefunds });
}

/**
 * Whether the ledger says a paid order has been given back in full (refunds, chargebacks and credit
 * issued leave nothing, and no refund is on its way): the order page's "left" is zero, so the order
 * closes. An order whose payment is not in the ledger (no charge rows) is not decided here.
 */
export function ledgerGivenBackInFull(money: OrderMoneyToGiveBack): boolean {
  return money.money.paidMinor > 0 && money.money.leftMinor === 0 && money.pendingRefundsMinor === 0;
}
