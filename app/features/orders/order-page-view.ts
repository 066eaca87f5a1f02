import { backOfficeCopy } from "~/content/back-office";
import { ledgerWords } from "~/content/ledger-words";
import { attentionResolutionWords, orderAttentionWords } from "~/content/order-attention";
import { formatUtc } from "~/domain/format-utc";
import { formatStoredAmount } from "~/domain/ledger-view";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import type { OrderDetails } from "./get-order-details.server";
import { paymentProblemNote } from "~/content/payment-problem";
import { refundReasonText } from "~/content/refund-reasons";

const copy = backOfficeCopy.order;
const words = ledgerWords.order;

/** The answer of the order page's forms. `entry`: the flagged ledger row a resolve form was about (its note's error shows on that row). */
export type OrderActionAnswer = { ok: true; message: string; entry?: number } | { ok: false; message?: string; entry?: number; errors?: Record<string, string | undefined> };

/** The order page's view of an order: everything it shows, formatted (money in the order's currency, times in UTC). */
export function presentOrderDetails(details: OrderDetails) {
  const { order, event } = details;
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: order.currency as CurrencyCode });
  return {
    number: order.number,
    status: order.status,
    event,
    buyer: { name: order.buyerName, email: order.buyerEmail, phone: order.buyerPhone },
    placed: formatUtc(order.createdAt),
    paid: formatUtc(order.paidAt),
    holdUntil: order.status === "pending" ? formatUtc(order.holdExpiresAt) : null,
    attention: details.openAttention ? orderAttentionWords(details.openAttention) : null,
    lines: details.lines.map((l) => {
      const paid = details.lineMoney[l.id] ?? { withOrderMinor: l.totalMinor, upgradesMinor: [], totalMinor: l.totalMinor };
      const upgrade = details.upgrades.find((u) => u.lineId === l.id);
      // An upgraded ticket reads as what it is now and what was paid for it, never at the price of the tier it left.
      const upgraded = upgrade
        ? {
            label: l.isAddOn && paid.withOrderMinor === 0 ? words.addOnLater(l.label) : words.upgradedLine(l.label, upgrade.fromLabel),
            paid: [...(paid.withOrderMinor > 0 || !l.isAddOn ? [words.withOrder(money(paid.withOrderMinor))] : []), ...paid.upgradesMinor.map((m) => words.upgradePart(money(m)))].join(" + "),
          }
        : null;
      return { id: l.id, label: l.label, isAddOn: l.isAddOn, quantity: l.quantity, unit: money(l.unitPriceMinor), discount: l.discountMinor > 0 ? money(l.discountMinor) : null, total: money(paid.totalMinor), upgraded };
    }),
    subtotal: money(order.subtotalMinor),
    discounts: order.discounts.map((d) => ({ code: d.code, description: d.description, amount: money(d.amountMinor) })),
    total: money(order.totalMinor),
    upgrades: details.upgrades.map((u) => ({ id: u.id, label: copy.upgrade(u.fromLabel, u.toLabel, u.studentName), amount: money(u.amountMinor), paid: copy.upgradePaid(u.provider, u.paymentRef, formatUtc(u.paidAt) ?? "") })),
    paidInAll: details.upgrades.length > 0 ? money(details.paidInAllMinor) : null,
    students: details.students.map((s) => ({ id: s.id, fullName: s.fullName, age: s.age, ageGroup: s.ageGroup, email: s.email, parentName: s.parentName, enrolled: s.enrolledAt !== null })),
    payment: { provider: order.provider, providerRef: order.providerRef, paymentRef: order.paymentRef, lastError: order.lastPaymentProblem ? paymentProblemNote(order.lastPaymentProblem) : order.lastPaymentError, events: details.payments.map((p) => ({ ...p, receivedAt: formatUtc(p.receivedAt) })) },
    emails: details.emails.map((e) => ({ ...e, createdAt: formatUtc(e.createdAt), sentAt: formatUtc(e.sentAt) })),
    history: details.history.map((h) => ({ id: h.id, actorEmail: h.actorEmail, action: h.action, details: Object.keys(h.details).length > 0 ? JSON.stringify(h.details) : null, createdAt: formatUtc(h.createdAt) })),
    currency: order.currency,
    refundable: details.refundableMinor > 0 ? money(details.refundableMinor) : null,
    money: {
      paid: money(details.money.paidMinor),
      back: money(details.money.refundedMinor),
      credited: details.money.creditedMinor > 0 ? money(details.money.creditedMinor) : null,
      left: money(details.money.leftMinor),
      pending: details.pendingRefundsMinor > 0 ? money(details.pendingRefundsMinor) : null,
      fee: details.money.feeMinor !== 0 ? money(details.money.feeMinor) : null,
    },
    ledger: details.ledger.map((e) => ({
      id: e.id,
      when: formatUtc(e.occurredAt),
      kind: ledgerWords.kinds[e.kind] ?? e.kind,
      detail: e.code ?? e.tierLabel ?? e.tierKey,
      amount: formatStoredAmount(e.amountMinor, e.currency),
      by: (ledgerWords.actors[e.actorKind] ?? ((who: string | null) => who ?? e.actorKind))(e.actor),
      ref: e.providerRef,
      flagged: e.flagged ? (e.flagReason && ledgerWords.flagReasons[e.flagReason]) || ledgerWords.flagReasonUnknown : null,
      resolution: e.flagged && e.resolution ? ledgerWords.resolutions.resolvedBy(e.resolution.by, formatUtc(e.resolution.at) ?? "", e.resolution.note) : null,
    })),
    refunds: details.refunds.map((r) => ({ id: r.id, onUpgrade: r.upgradeId !== null, amount: money(r.amountMinor), status: r.status, reason: refundReasonText(r), by: r.actorEmail, failure: r.failureReason, createdAt: formatUtc(r.createdAt) })),
    notes: details.notes.map((n) => ({ id: n.id, author: n.authorEmail, text: n.text, createdAt: formatUtc(n.createdAt) })),
    settledAttention: details.attention.filter((a) => a.resolvedAt !== null).map((a) => ({ id: a.id, reason: orderAttentionWords(a), by: a.resolvedBy ?? "", resolution: attentionResolutionWords(a.resolution ?? ""), at: formatUtc(a.resolvedAt) })),
    credits: details.credits.map((c) => ({ id: c.id, code: c.code, amount: money(c.amountMinor), balance: money(c.balanceMinor), holder: c.holderEmail, by: c.actorEmail, note: c.note, createdAt: formatUtc(c.createdAt) })),
    redeemed: details.redeemed.map((r) => ({ id: r.id, code: r.code, amount: money(r.amountMinor), balance: money(r.balanceMinor), holder: r.holderEmail })),
  };
}

export type OrderPageView = ReturnType<typeof presentOrderDetails>;
