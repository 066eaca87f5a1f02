import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FactList } from "~/components/admin/fact-list";
import { EmptyState } from "~/components/admin/empty-state";
import { ActionNotice } from "~/components/admin/notice";
import { AdminPage } from "~/components/admin/page-shell";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { backOfficeCopy } from "~/content/back-office";
import type { OrderActionAnswer, OrderPageView } from "../order-page-view";
import { CreditForm } from "./order-credit-form";
import { RefundForm } from "./order-refund-form";

const copy = backOfficeCopy.order;
const ordersCopy = backOfficeCopy.orders;

/** The back office's page of one order: its facts, money, refunds and credits, lines, students, payment, emails, notes and history. */
export function OrderPage({ order: o, actionData, money }: { order: OrderPageView & { refundKey: string; creditKey: string }; actionData: OrderActionAnswer | undefined; money: ReactNode }) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const busy = busyIntent === "resend";
  return (
    <AdminPage width="medium" back={{ to: "/admin/orders", label: copy.back }} title={copy.title(o.number)} titleClassName="font-mono">
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

      <ActionNotice answer={actionData} />

      <div className="mt-6">
        <FactList
          none={copy.none}
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

      {money}

      <h2 className="mt-10 text-xl font-bold">{copy.refundsHeading}</h2>
      {o.refunds.length === 0 ? (
        <EmptyState>{copy.noRefunds}</EmptyState>
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
        <EmptyState>{copy.noCredits}</EmptyState>
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
        <FactList
          none={copy.none}
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
        <EmptyState>{copy.noStudents}</EmptyState>
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
        <FactList
          none={copy.none}
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
        <EmptyState>{copy.noEmails}</EmptyState>
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
        <EmptyState>{copy.noNotes}</EmptyState>
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
        <EmptyState>{copy.noHistory}</EmptyState>
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
    </AdminPage>
  );
}
