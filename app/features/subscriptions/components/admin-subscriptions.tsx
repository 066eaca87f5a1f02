import { Form, useNavigation } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { EmptyState } from "~/components/admin/empty-state";
import { ActionNotice } from "~/components/admin/notice";
import { AdminPage, AdminSection } from "~/components/admin/page-shell";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { irreversibleCopy } from "~/content/irreversible-actions";
import { ledgerWords } from "~/content/ledger-words";
import { subscriptionCopy } from "~/content/subscriptions";
import { statusText } from "../subscription-view";

export interface AdminSubscriptionsView {
  mrr: Array<{ currency: string; amount: string; count: number }>;
  /** From the ledger: charged, refunded and kept, per currency. */
  collected: Array<{ currency: string; charged: string; refunded: string; net: string }>;
  rows: Array<{
    id: number;
    buyer: string;
    email: string;
    tier: string;
    price: string;
    charged: string;
    status: string;
    statusKey: string;
    next: string | null;
    ends: string | null;
    cancelOn: string | null;
    attention: { reason: string; when: string | null } | null;
  }>;
  failed: Array<{ key: string; email: string; tier: string; period: string; amount: string; attempts: number; when: string | null; message: string | null }>;
}

const words = subscriptionCopy.admin;
const asked = irreversibleCopy.subscriptionCancelForBuyer;
const money = ledgerWords.subscriptions;

/** The provider's words for a refused charge (the copy has no column name for them). */
const failedReason = "Reason";
type FailedPayment = AdminSubscriptionsView["failed"][number];
const failedColumns: DataColumn<FailedPayment>[] = [
  { key: "email", header: words.columns.buyer, rowHeader: true, cell: (f) => f.email },
  { key: "tier", header: words.columns.tier, cell: (f) => f.tier },
  { key: "period", header: words.columns.period, cell: (f) => f.period },
  { key: "amount", header: words.columns.amount, align: "end", cell: (f) => f.amount },
  { key: "attempts", header: words.columns.attempts, align: "end", cell: (f) => f.attempts },
  { key: "when", header: words.columns.when, cell: (f) => <span className="whitespace-nowrap">{f.when}</span> },
  { key: "message", header: failedReason, cell: (f) => f.message ?? "—" },
];

/** /admin/subscriptions: monthly recurring revenue and money collected per currency, every subscription as a card (375 px: each carries its forms), failed payments as a table. */
export function AdminSubscriptions({ view, message, error }: { view: AdminSubscriptionsView; message?: string; error?: string }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData : null;
  const busyId = submitting && submitting.get("intent") === "cancel" ? submitting.get("id") : null;
  const resolvingId = submitting && submitting.get("intent") === "resolve" ? submitting.get("id") : null;
  return (
    <AdminPage width="large" title={words.title} intro={words.intro}>
      <ActionNotice answer={message ? { ok: true, message } : error ? { ok: false, message: error } : null} />
      <AdminSection id="mrr" title={words.mrr} intro={words.mrrNote} className="mt-8">
        {/* A <dl> may hold only its terms and definitions (axe: definition-list), so "nothing" is said beside it. */}
        {view.mrr.length === 0 ? (
          <EmptyState>{words.mrrNone}</EmptyState>
        ) : (
          <dl data-mrr className="mt-3 flex flex-wrap gap-3">
            {view.mrr.map((m) => (
              <div key={m.currency} data-mrr-currency={m.currency} className="rounded-2xl border border-white/10 bg-stage-900 px-4 py-3">
                <dt className="text-sm text-neutral-300">
                  {m.currency} · {m.count}
                </dt>
                <dd className="text-2xl font-bold">{m.amount}</dd>
              </div>
            ))}
          </dl>
        )}
      </AdminSection>

      <AdminSection id="collected" title={money.collected} intro={money.collectedNote}>
        {view.collected.length === 0 ? (
          <EmptyState>{money.collectedNone}</EmptyState>
        ) : (
          <div data-collected className="mt-3 flex flex-wrap gap-3">
            {view.collected.map((c) => (
              <dl key={c.currency} data-collected-currency={c.currency} className="grid min-w-48 grid-cols-[1fr_auto] gap-x-4 rounded-2xl border border-white/10 bg-stage-900 px-4 py-3">
                <dt className="text-sm text-neutral-300">{money.charged}</dt>
                <dd data-charged className="text-right tabular-nums">
                  {c.charged}
                </dd>
                <dt className="text-sm text-neutral-300">{money.refunded}</dt>
                <dd data-refunded className="text-right tabular-nums">
                  {c.refunded}
                </dd>
                <dt className="font-semibold">{money.net}</dt>
                <dd data-net className="text-right text-2xl font-bold tabular-nums">
                  {c.net}
                </dd>
              </dl>
            ))}
          </div>
        )}
      </AdminSection>

      <AdminSection id="subscriptions-list" title={words.listCaption}>
        {view.rows.length === 0 ? (
          <EmptyState>{words.none}</EmptyState>
        ) : (
          <ul aria-labelledby="subscriptions-list-heading" className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10 [overflow-wrap:anywhere]">
            {view.rows.map((r) => (
              <li key={r.id} data-admin-subscription={r.id} data-status={r.statusKey} className="flex flex-wrap items-start justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="font-semibold">
                    {r.buyer} <span className="font-normal text-neutral-300">{r.email}</span>
                  </p>
                  <p className="text-neutral-200">
                    {r.tier} · {r.price} · <span className="font-semibold">{r.status}</span>
                  </p>
                  <p data-charged-so-far className="text-sm text-neutral-300">
                    {money.chargedSoFar(r.charged)}
                  </p>
                  <p className="text-sm text-neutral-400">
                    {words.columns.next}: {r.next ?? "—"}
                    {r.ends && ` · ${words.columns.ends}: ${r.ends}`}
                  </p>
                  {r.attention && (
                    <div data-subscription-attention className="mt-2 rounded-lg border border-amber-300/40 bg-amber-300/10 p-2 text-sm text-amber-100">
                      <p>
                        <span className="font-semibold">{words.attention}</span> {r.attention.reason}
                        {r.attention.when && ` (${r.attention.when})`}
                      </p>
                      <Form method="post" className="mt-2 max-w-md space-y-2">
                        <input type="hidden" name="intent" value="resolve" />
                        <input type="hidden" name="id" value={r.id} />
                        <Field id={`resolve-note-${r.id}`} name="note" label={words.resolveNote} hint={words.resolveNoteHint} maxLength={1000} autoComplete="off" />
                        <Button type="submit" variant="outline" aria-label={`${words.resolve}: ${r.email}, ${r.tier}`} disabled={resolvingId === String(r.id)}>
                          {words.resolve}
                        </Button>
                      </Form>
                    </div>
                  )}
                </div>
                {r.cancelOn && (
                  <Form method="post" id={`cancel-subscription-${r.id}`}>
                    <input type="hidden" name="intent" value="cancel" />
                    <input type="hidden" name="id" value={r.id} />
                    <ConfirmDialog
                      formId={`cancel-subscription-${r.id}`}
                      label={words.cancel}
                      ariaLabel={`${words.cancel}: ${r.email}, ${r.tier}`}
                      variant="outline"
                      busy={busyId === String(r.id)}
                      busyLabel={words.cancel}
                      title={asked.title(r.email)}
                      description={
                        <>
                          <p className="font-semibold text-white">{asked.ends(r.tier, r.cancelOn)}</p>
                          <p>{asked.emailed}</p>
                        </>
                      }
                      confirmLabel={asked.confirm}
                      cancelLabel={asked.cancel}
                      checkboxLabel={asked.checkbox(r.email, r.cancelOn)}
                    />
                    <p className="mt-1 max-w-xs text-xs text-neutral-400">
                      {words.cancelHint(r.cancelOn)}
                    </p>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </AdminSection>

      <AdminSection id="failed-payments" title={words.failed}>
        <DataTable id="failed-payments" caption={words.failed} columns={failedColumns} rows={view.failed} rowKey={(f) => f.key} empty={words.noFailed} tableClassName="min-w-[44rem]" className="mt-3" />
      </AdminSection>
    </AdminPage>
  );
}

export { statusText };
