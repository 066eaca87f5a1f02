import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin-order";
import { ConfirmSubmit } from "~/components/confirm-submit";
import { Button } from "~/components/ui/button";
import { irreversibleCopy } from "~/content/irreversible-actions";
import { backOfficeCopy } from "~/content/back-office";
import { ledgerWords } from "~/content/ledger-words";
import { site } from "~/content/site";
import { formatStoredAmount } from "~/domain/ledger-view";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import { ResolveFlagForm } from "~/features/admin/components/resolve-flag-form";
import { formatUtc } from "~/features/admin/format-utc";
import { resolveLedgerFlagFromForm } from "~/features/admin/ledger-flag.routes.server";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { Field, inputClass } from "~/components/ui/field";
import { fieldErrors } from "~/lib/form-errors";
import { addOrderNote } from "~/features/orders/add-order-note.server";
import { getOrderDetails } from "~/features/orders/get-order-details.server";
import { issueOrderCredit } from "~/features/payments/issue-order-credit.server";
import { newRefundKey } from "~/features/orders/new-refund-key.server";
import { orderActionSchema, parseAmountMinor } from "~/features/orders/order-action-schema";
import { refundOrder } from "~/features/payments/refund-order.server";
import { resendOrderConfirmation } from "~/features/orders/resend-order-confirmation.server";
import { resolveAttention } from "~/features/orders/resolve-order-attention.server";
import { siteUrl } from "~/lib/env.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = backOfficeCopy.order;
const ordersCopy = backOfficeCopy.orders;
const words = ledgerWords.order;

/** `entry`: the flagged ledger row a resolve form was about (its note's error shows on that row). */
type ActionAnswer = { ok: true; message: string; entry?: number } | { ok: false; message?: string; entry?: number; errors?: Record<string, string | undefined> };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const details = await getOrderDetails({ db: context.app.database.db, number: params.number });
  if (!details) throw data({ message: copy.notFound }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  const { order, event } = details;
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: order.currency as CurrencyCode });
  return data(
    {
      number: order.number,
      status: order.status,
      event,
      buyer: { name: order.buyerName, email: order.buyerEmail, phone: order.buyerPhone },
      placed: formatUtc(order.createdAt),
      paid: formatUtc(order.paidAt),
      holdUntil: order.status === "pending" ? formatUtc(order.holdExpiresAt) : null,
      attention: details.openAttention?.reason ?? null,
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
      payment: { provider: order.provider, providerRef: order.providerRef, paymentRef: order.paymentRef, lastError: order.lastPaymentError, events: details.payments.map((p) => ({ ...p, receivedAt: formatUtc(p.receivedAt) })) },
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
      refunds: details.refunds.map((r) => ({ id: r.id, onUpgrade: r.upgradeId !== null, amount: money(r.amountMinor), status: r.status, reason: r.reason, by: r.actorEmail, failure: r.failureReason, createdAt: formatUtc(r.createdAt) })),
      notes: details.notes.map((n) => ({ id: n.id, author: n.authorEmail, text: n.text, createdAt: formatUtc(n.createdAt) })),
      settledAttention: details.attention.filter((a) => a.resolvedAt !== null).map((a) => ({ id: a.id, reason: a.reason, by: a.resolvedBy ?? "", resolution: a.resolution ?? "", at: formatUtc(a.resolvedAt) })),
      credits: details.credits.map((c) => ({ id: c.id, code: c.code, amount: money(c.amountMinor), balance: money(c.balanceMinor), holder: c.holderEmail, by: c.actorEmail, note: c.note, createdAt: formatUtc(c.createdAt) })),
      redeemed: details.redeemed.map((r) => ({ id: r.id, code: r.code, amount: money(r.amountMinor), balance: money(r.balanceMinor), holder: r.holderEmail })),
      // A new key each time the page is drawn: a double click or a resubmitted form repeats one refund (or credit).
      refundKey: newRefundKey(),
      creditKey: newRefundKey(),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: ActionAnswer) => data(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: copy.crossSite });
  const form = Object.fromEntries(await request.formData());
  const { app } = context;
  const db = app.database.db;
  const actor = { userId: viewer.userId, email: viewer.email };
  const now = app.clock.now();
  // Read out on the phone in any case; stored in capitals (the loader finds it the same way).
  const number = params.number.trim().toUpperCase();
  // A flagged ledger row of this order marked resolved, with a note (the overview's form does the same).
  if (form.intent === "resolve_flag") {
    const resolved = await resolveLedgerFlagFromForm({ db, form, actor, now, orderNumber: number });
    return answer(resolved.status, resolved.body);
  }
  const parsed = orderActionSchema.safeParse(form);
  if (!parsed.success) return answer(400, { ok: false, message: copy.badRequest, errors: fieldErrors(parsed.error) });
  const input = parsed.data;
  switch (input.intent) {
    case "resend": {
      const result = await resendOrderConfirmation({ db, number, actor, now });
      if (result.ok) {
        app.emailWorker.kick();
        return answer(200, { ok: true, message: copy.resent(result.to) });
      }
      if (result.reason === "no_order") return answer(404, { ok: false, message: copy.notFound });
      return answer(409, { ok: false, message: result.reason === "not_paid" ? copy.notPaid : copy.noConfirmation });
    }
    case "refund": {
      const amountMinor = input.scope === "rest" ? "rest" : (parseAmountMinor(input.amount) ?? 0);
      const result = await refundOrder({ db, provider: app.checkout.provider, mail: app.mail, number, amountMinor, reason: input.reason, idempotencyKey: input.key, actor, now });
      if (result.ok) {
        app.emailWorker.kick();
        const amount = formatMoney({ amountMinor: result.amountMinor, currency: result.currency });
        return answer(200, { ok: true, message: result.repeated ? copy.refundRepeated : result.settled ? copy.refunded(amount) : copy.refundPending(amount) });
      }
      switch (result.reason) {
        case "no_order":
          return answer(404, { ok: false, message: copy.notFound });
        case "not_paid":
          return answer(409, { ok: false, message: copy.notPaidRefund });
        case "no_payment":
          return answer(409, { ok: false, message: copy.noPayment });
        case "over_refundable":
          return answer(422, { ok: false, errors: { amount: copy.overRefundable(formatMoney({ amountMinor: result.leftMinor, currency: result.currency })) } });
        case "provider_failed":
          return answer(502, { ok: false, message: copy.providerFailed(result.message) });
        default:
          return result satisfies never;
      }
    }
    case "credit": {
      const amountMinor = input.scope === "rest" ? "rest" : (parseAmountMinor(input.amount) ?? 0);
      const result = await issueOrderCredit({ db, mail: app.mail, number, amountMinor, note: input.note, idempotencyKey: input.key, actor, now });
      if (result.ok) {
        app.emailWorker.kick();
        const amount = formatMoney({ amountMinor: result.amountMinor, currency: result.currency });
        const message = result.repeated ? copy.creditRepeated(result.code) : result.orderCancelled ? copy.creditDoneCancelled(result.code, amount) : copy.creditDone(result.code, amount);
        return answer(200, { ok: true, message });
      }
      switch (result.reason) {
        case "no_order":
          return answer(404, { ok: false, message: copy.notFound });
        case "not_paid":
          return answer(409, { ok: false, message: copy.notPaidCredit });
        case "key_used_elsewhere":
          return answer(409, { ok: false, message: copy.badRequest });
        case "over_creditable":
          return answer(422, { ok: false, errors: { creditAmount: copy.overCreditable(formatMoney({ amountMinor: result.leftMinor, currency: result.currency })) } });
        default:
          return result satisfies never;
      }
    }
    case "note": {
      const result = await addOrderNote({ db, number, text: input.text, actor, now });
      return result.ok ? answer(200, { ok: true, message: copy.noteAdded }) : answer(404, { ok: false, message: copy.notFound });
    }
    case "resolve": {
      const result = await resolveAttention({ db, number, resolution: input.resolution, actor, now });
      if (result.ok) return answer(200, { ok: true, message: copy.resolved });
      return result.reason === "no_order" ? answer(404, { ok: false, message: copy.notFound }) : answer(409, { ok: false, message: copy.nothingOpen });
    }
    default:
      return input satisfies never;
  }
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${copy.title(params.number)} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

function Facts({ rows }: { rows: Array<[string, string | null | undefined]> }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-neutral-300">{term}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{value || copy.none}</dd>
        </div>
      ))}
    </dl>
  );
}

function Notice({ answer }: { answer: ActionAnswer | undefined }) {
  return (
    <>
      <div aria-live="polite" className="mt-4">
        {answer?.ok && <p className="rounded-xl border border-spot-400/40 bg-spot-400/10 p-3 font-semibold">{answer.message}</p>}
      </div>
      {answer && !answer.ok && answer.message && (
        <p role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">{answer.message}</p>
      )}
    </>
  );
}

interface RefundFacts {
  number: string;
  buyer: { name: string; email: string };
  provider: string;
  hasUpgrades: boolean;
}

function RefundForm({ refundable, currency, refundKey, errors, busy, facts }: { refundable: string; currency: string; refundKey: string; errors?: Record<string, string | undefined>; busy: boolean; facts: RefundFacts }) {
  const [scope, setScope] = useState<"rest" | "part">("rest");
  const [amount, setAmount] = useState("");
  const confirmWords = irreversibleCopy.refund;
  // The amount as the action will read it: everything left, or what was typed (checked again by the action).
  const amountText = () => {
    if (scope === "rest") return refundable;
    const minor = parseAmountMinor(amount);
    return minor === null ? confirmWords.noAmount : formatMoney({ amountMinor: minor, currency: currency as CurrencyCode });
  };
  return (
    <Form method="post" id="refund-form" data-refund-form className="mt-4 space-y-4 rounded-2xl border border-white/10 p-4" aria-busy={busy}>
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="key" value={refundKey} />
      <p>{copy.refundable(refundable)}</p>
      <fieldset className="space-y-2">
        <legend className="sr-only">{copy.refundFormHeading}</legend>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="scope" value="rest" checked={scope === "rest"} onChange={() => setScope("rest")} className="size-5" />
          {copy.refundRest(refundable)}
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="scope" value="part" checked={scope === "part"} onChange={() => setScope("part")} className="size-5" />
          {copy.refundPart}
        </label>
      </fieldset>
      {scope === "part" && (
        <Field id="refund-amount" name="amount" inputMode="decimal" label={copy.refundAmount(currency)} error={errors?.amount} autoComplete="off" required value={amount} onChange={(e) => setAmount(e.target.value)} />
      )}
      {scope === "rest" && errors?.amount && (
        <p role="alert" className="font-medium text-rose-200">{errors.amount}</p>
      )}
      <Field id="refund-reason" name="reason" label={copy.refundReason} error={errors?.reason} maxLength={500} required />
      <ConfirmSubmit
        formId="refund-form"
        label={copy.refund}
        busy={busy}
        busyLabel={copy.refunding}
        title={confirmWords.title}
        description={() => (
          <>
            <p className="font-semibold text-white">{confirmWords.amount(amountText(), facts.number, confirmWords.paidWith[facts.provider] ?? confirmWords.paidWithOther)}</p>
            {facts.hasUpgrades && <p>{confirmWords.upgrades}</p>}
            <p>{scope === "rest" ? confirmWords.rest : confirmWords.part}</p>
            <p>{confirmWords.emailed(facts.buyer.name, facts.buyer.email)}</p>
            <p>{confirmWords.final}</p>
          </>
        )}
        confirmLabel={confirmWords.confirm(amountText())}
        cancelLabel={confirmWords.cancel}
        checkboxLabel={confirmWords.checkbox}
        error={errors?.confirm}
      />
    </Form>
  );
}

function CreditForm({ left, currency, creditKey, errors, busy }: { left: string; currency: string; creditKey: string; errors?: Record<string, string | undefined>; busy: boolean }) {
  const [scope, setScope] = useState<"rest" | "part">("rest");
  return (
    <Form method="post" data-credit-form className="mt-4 space-y-4 rounded-2xl border border-white/10 p-4" aria-busy={busy} aria-labelledby="credit-form-heading">
      <h3 id="credit-form-heading" className="font-semibold">{copy.creditFormHeading}</h3>
      <input type="hidden" name="intent" value="credit" />
      <input type="hidden" name="key" value={creditKey} />
      <p className="text-sm text-neutral-300">{copy.creditIntro(left)}</p>
      <fieldset className="space-y-2">
        <legend className="sr-only">{copy.creditFormHeading}</legend>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="scope" value="rest" checked={scope === "rest"} onChange={() => setScope("rest")} className="size-5" />
          {copy.creditRest(left)}
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="scope" value="part" checked={scope === "part"} onChange={() => setScope("part")} className="size-5" />
          {copy.creditPart}
        </label>
      </fieldset>
      {scope === "part" && (
        <Field id="credit-amount" name="amount" inputMode="decimal" label={copy.creditAmount(currency)} error={errors?.creditAmount} autoComplete="off" required />
      )}
      {scope === "rest" && errors?.creditAmount && (
        <p role="alert" className="font-medium text-rose-200">{errors.creditAmount}</p>
      )}
      <Field id="credit-note" name="note" label={copy.creditNote} error={errors?.note} maxLength={500} required />
      <Button type="submit" disabled={busy}>{busy ? copy.issuingCredit : copy.issueCredit}</Button>
    </Form>
  );
}

type MoneyView = { paid: string; back: string; credited: string | null; left: string; pending: string | null };
type LedgerRowView = { id: number; when: string | null; kind: string; detail: string | null; amount: string; by: string; ref: string | null; flagged: string | null; resolution: string | null };

/** What was paid, what went back, what is left: the ledger's figures, then every row that moved the order's money. */
function OrderMoney({ money, ledger, flagError }: { money: MoneyView; ledger: LedgerRowView[]; flagError: (id: number) => string | undefined }) {
  const flagged = ledger.filter((e) => e.flagged).length;
  const open = ledger.filter((e) => e.flagged && !e.resolution).length;
  return (
    <section aria-labelledby="order-money-heading" data-order-money className="mt-10">
      <h2 id="order-money-heading" className="text-xl font-bold">{words.heading}</h2>
      <p className="mt-1 text-sm text-neutral-300">{words.intro}</p>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-2xl border border-white/10 p-3">
        <dt className="text-neutral-300">{words.paid}</dt>
        <dd data-money-paid className="text-right tabular-nums">{money.paid}</dd>
        <dt className="text-neutral-300">{words.back}</dt>
        <dd data-money-back className="text-right tabular-nums">{money.back}</dd>
        {money.credited && (
          <>
            <dt className="text-neutral-300">{words.credited}</dt>
            <dd data-money-credited className="text-right tabular-nums">{money.credited}</dd>
          </>
        )}
        <dt className="font-semibold">{words.left}</dt>
        <dd data-money-left className="text-right font-bold tabular-nums">{money.left}</dd>
        {money.pending && (
          <>
            <dt className="text-neutral-300">{words.pending}</dt>
            <dd data-money-pending className="text-right tabular-nums">{money.pending}</dd>
          </>
        )}
      </dl>
      {flagged > 0 && (
        <p role="note" className="mt-3 rounded-xl border border-amber-300/40 bg-amber-300/10 p-3 text-amber-100">{words.flaggedCount(flagged)}{open > 0 && ` ${words.flaggedOpen(open)}`}</p>
      )}
      {ledger.length === 0 ? (
        <p className="mt-3 text-neutral-300">{words.noRows}</p>
      ) : (
        <>
          <h3 id="order-ledger-heading" className="mt-4 font-semibold">{words.rowsCaption}</h3>
          <ul aria-labelledby="order-ledger-heading" data-order-ledger className="mt-2 divide-y divide-white/10 rounded-2xl border border-white/10">
            {ledger.map((e) => (
              <li key={e.id} data-ledger-row data-flagged={e.flagged ? "true" : undefined} className={`p-3 [overflow-wrap:anywhere] ${e.flagged ? "bg-amber-300/10" : ""}`}>
                <p className="flex flex-wrap justify-between gap-2">
                  <span className="font-semibold">
                    {e.kind}
                    {e.detail && <span className="font-normal text-neutral-300"> · {e.detail}</span>}
                  </span>
                  <span className={`font-semibold tabular-nums ${e.flagged ? "line-through decoration-amber-300" : ""}`}>{e.amount}</span>
                </p>
                <p className="text-sm text-neutral-400">
                  {[e.when, words.by(e.by), e.ref ? words.ref(e.ref) : null].filter(Boolean).join(" · ")}
                </p>
                {e.flagged && (
                  <p className="mt-1 text-sm font-semibold text-amber-200">
                    {words.flagged}: {e.flagged}
                  </p>
                )}
                {e.flagged &&
                  (e.resolution ? (
                    <p data-flag-resolution className="mt-1 text-sm text-neutral-200">{e.resolution}</p>
                  ) : (
                    <ResolveFlagForm entryId={e.id} subject={`${e.kind} ${e.amount}`} error={flagError(e.id)} />
                  ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default function AdminOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const o = loaderData;
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const busy = busyIntent === "resend";
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to="/admin/orders" className="text-spot-300 underline">{copy.back}</Link>
      </p>
      <h1 className="mt-3 font-mono text-2xl font-bold sm:text-3xl">{copy.title(o.number)}</h1>
      <p className="mt-2 flex flex-wrap gap-2">
        <span className="rounded-full border border-white/20 px-2 py-0.5 text-sm">{ordersCopy.statuses[o.status]}</span>
        {o.attention && <span className="rounded-full bg-amber-300 px-2 py-0.5 text-sm font-semibold text-stage-950">{copy.attention}</span>}
      </p>
      {o.attention && (
        <div data-attention className="mt-3 rounded-xl border border-amber-300/40 bg-amber-300/10 p-3">
          <p>{o.attention}</p>
          <Form method="post" className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
            <input type="hidden" name="intent" value="resolve" />
            <div className="grow">
              <Field id="resolve-resolution" name="resolution" label={copy.resolveLabel} error={actionData && !actionData.ok ? actionData.errors?.resolution : undefined} maxLength={500} required />
            </div>
            <Button type="submit" variant="outline" disabled={busyIntent === "resolve"}>{copy.resolve}</Button>
          </Form>
        </div>
      )}

      <Notice answer={actionData} />

      <div className="mt-6">
        <Facts
          rows={[
            [copy.event, `${o.event.cityName} · ${o.event.dateText}`],
            [copy.buyer, `${o.buyer.name} · ${o.buyer.email} · ${o.buyer.phone}`],
            [copy.placed, o.placed],
            [copy.paid, o.paid],
            ...(o.holdUntil ? [[copy.holdUntil, o.holdUntil] as [string, string]] : []),
          ]}
        />
      </div>

      {o.status === "paid" && (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="resend" />
          <Button type="submit" variant="outline" disabled={busy}>{busy ? copy.resending : copy.resend}</Button>
        </Form>
      )}

      <OrderMoney money={o.money} ledger={o.ledger} flagError={(id) => (actionData && !actionData.ok && actionData.entry === id ? actionData.errors?.note : undefined)} />

      <h2 className="mt-10 text-xl font-bold">{copy.refundsHeading}</h2>
      {o.refunds.length === 0 ? (
        <p className="mt-3 text-neutral-300">{copy.noRefunds}</p>
      ) : (
        <ul data-refunds className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10">
          {o.refunds.map((r) => (
            <li key={r.id} className="p-3">
              <p className="font-semibold">
                {r.amount} · {copy.refundStatuses[r.status]}
                {r.onUpgrade && ` · ${copy.onUpgrade}`}
              </p>
              <p className="text-sm text-neutral-300 [overflow-wrap:anywhere]">
                {r.reason} · {copy.refundBy(r.by)} · {r.createdAt}
                {r.failure && ` · ${r.failure}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {o.refundable && (
        <RefundForm
          refundable={o.refundable}
          currency={o.currency}
          refundKey={o.refundKey}
          errors={actionData && !actionData.ok ? actionData.errors : undefined}
          busy={busyIntent === "refund"}
          facts={{ number: o.number, buyer: o.buyer, provider: o.payment.provider, hasUpgrades: o.upgrades.length > 0 }}
        />
      )}

      <h2 className="mt-10 text-xl font-bold">{copy.creditsHeading}</h2>
      {o.credits.length === 0 ? (
        <p className="mt-3 text-neutral-300">{copy.noCredits}</p>
      ) : (
        <ul data-credits className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10">
          {o.credits.map((c) => (
            <li key={c.id} className="p-3">
              <p className="font-mono font-semibold" data-credit-code>{c.code}</p>
              <p className="text-sm text-neutral-300 [overflow-wrap:anywhere]">
                {copy.creditIssued(c.code, c.amount, c.balance, c.holder, c.by, c.createdAt ?? "")}
                {c.note && ` · ${c.note}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {o.refundable && <CreditForm left={o.refundable} currency={o.currency} creditKey={o.creditKey} errors={actionData && !actionData.ok ? actionData.errors : undefined} busy={busyIntent === "credit"} />}

      <h2 className="mt-10 text-xl font-bold">{copy.linesHeading}</h2>
      <ul data-order-lines className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10">
        {o.lines.map((l) => (
          <li key={l.id} data-order-line={l.id} className="flex flex-wrap justify-between gap-2 p-3">
            {l.upgraded ? (
              <span className="min-w-0">
                {l.quantity} × {l.upgraded.label}
                <span data-line-paid className="block text-sm text-neutral-400">{l.upgraded.paid}</span>
              </span>
            ) : (
              <span className="min-w-0">
                {l.quantity} × {l.label} {l.isAddOn && <span className="text-neutral-400">({copy.addOn})</span>}
                <span className="block text-sm text-neutral-400">
                  {copy.lineColumns.unit} {l.unit}
                  {l.discount && ` · ${copy.lineColumns.discount} −${l.discount}`}
                </span>
              </span>
            )}
            <span className="font-semibold tabular-nums">{l.total}</span>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <Facts
          rows={[
            [copy.subtotal, o.subtotal],
            ...o.discounts.map((d) => [`${copy.discounts}: ${d.code}`, `−${d.amount} (${d.description})`] as [string, string]),
            ...o.redeemed.map((r) => [`${copy.redeemedHeading}: ${r.code}`, `−${r.amount}`] as [string, string]),
            [copy.total, o.total],
            ...(o.paidInAll ? [[copy.paidInAll, o.paidInAll] as [string, string]] : []),
          ]}
        />
      </div>
      {o.upgrades.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{copy.upgradesHeading}</h3>
          <ul data-order-upgrades className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10">
            {o.upgrades.map((u) => (
              <li key={u.id} className="flex flex-wrap justify-between gap-2 p-3">
                <span>
                  {u.label}
                  <span className="block text-sm text-neutral-400 [overflow-wrap:anywhere]">{u.paid}</span>
                </span>
                <span className="font-semibold tabular-nums">{u.amount}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {o.redeemed.length > 0 && (
        <div data-redeemed className="mt-3 text-sm text-neutral-300">
          {o.redeemed.map((r) => (
            <p key={r.id} className="[overflow-wrap:anywhere]">{copy.redeemed(r.code, r.amount, r.balance, r.holder)}</p>
          ))}
          <p>{copy.creditPartNote}</p>
        </div>
      )}

      <h2 className="mt-10 text-xl font-bold">{copy.studentsHeading}</h2>
      {o.students.length === 0 ? (
        <p className="mt-3 text-neutral-300">{copy.noStudents}</p>
      ) : (
        <ul data-students className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10">
          {o.students.map((s) => (
            <li key={s.id} className="p-3">
              <p className="font-semibold">{s.fullName} <span className="font-normal text-neutral-300">· {copy.age(s.age)}</span></p>
              <p className="text-sm text-neutral-300">
                {[s.email, s.parentName ? copy.guardian(s.parentName) : null, s.enrolled ? copy.enrolled : copy.notEnrolled].filter(Boolean).join(" · ")}
              </p>
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-10 text-xl font-bold">{copy.paymentHeading}</h2>
      <div className="mt-3">
        <Facts
          rows={[
            [copy.provider, o.payment.provider],
            [copy.providerRef, o.payment.providerRef],
            [copy.paymentRef, o.payment.paymentRef],
            [copy.lastError, o.payment.lastError],
            [copy.providerEvents, o.payment.events.map((e) => `${e.type} (${e.receivedAt})`).join(", ")],
          ]}
        />
      </div>

      <h2 className="mt-10 text-xl font-bold">{copy.emailsHeading}</h2>
      {o.emails.length === 0 ? (
        <p className="mt-3 text-neutral-300">{copy.noEmails}</p>
      ) : (
        <ul data-order-emails className="mt-3 space-y-2">
          {o.emails.map((e) => (
            <li key={e.id} className="[overflow-wrap:anywhere]">
              <Link to={`/customer-emails?id=${e.id}`} className="text-spot-300 underline">{e.subject}</Link> · {e.toAddress} · {e.status} · {e.sentAt ?? e.createdAt}
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-10 text-xl font-bold">{copy.notesHeading}</h2>
      {o.notes.length === 0 ? (
        <p className="mt-3 text-neutral-300">{copy.noNotes}</p>
      ) : (
        <ul data-notes className="mt-3 space-y-2">
          {o.notes.map((n) => (
            <li key={n.id} className="rounded-xl border border-white/10 p-3">
              <p className="whitespace-pre-line [overflow-wrap:anywhere]">{n.text}</p>
              <p className="mt-1 text-sm text-neutral-400">{n.author} · {n.createdAt}</p>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="mt-3 space-y-2">
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="order-note" className="block text-sm font-semibold">{copy.noteLabel}</label>
        <textarea id="order-note" name="text" rows={3} maxLength={4000} required className={inputClass} aria-invalid={actionData && !actionData.ok && actionData.errors?.text ? true : undefined} />
        <Button type="submit" variant="outline" disabled={busyIntent === "note"}>{copy.addNote}</Button>
      </Form>

      {o.settledAttention.length > 0 && (
        <ul className="mt-6 space-y-1 text-sm text-neutral-300">
          {o.settledAttention.map((a) => (
            <li key={a.id}>{copy.attentionHistory(a.reason, a.by, a.resolution)} ({a.at})</li>
          ))}
        </ul>
      )}

      <h2 className="mt-10 text-xl font-bold">{copy.historyHeading}</h2>
      {o.history.length === 0 ? (
        <p className="mt-3 text-neutral-300">{copy.noHistory}</p>
      ) : (
        <ol data-order-history className="mt-3 space-y-2">
          {o.history.map((h) => (
            <li key={h.id} className="[overflow-wrap:anywhere]">
              <span className="text-neutral-400">{h.createdAt}</span> · {h.actorEmail} · <span className="font-semibold">{h.action}</span>
              {h.details && <span className="block font-mono text-xs text-neutral-300">{h.details}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
