import type { DataColumn } from "~/components/admin/data-table";
import { OutboxList } from "~/components/admin/outbox-list";
import { AdminPage } from "~/components/admin/page-shell";
import { smsOutboxCopy as copy } from "~/content/sms";

/** One text in the SMS outbox, formatted by the loader. */
export interface SmsOutboxRow {
  id: number;
  to: string;
  body: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string | null;
  sentAt: string | null;
}

export interface SmsOutboxPageProps {
  statuses: string[];
  status: string;
  problems: string[];
  limit: number;
  provider: string | null;
  texts: SmsOutboxRow[];
}

/** The team's SMS outbox: what was texted to whom and whether it left, on the same list as the email outbox. */
export function SmsOutboxPage(props: SmsOutboxPageProps) {
  const { provider, texts } = props;
  const statusLabel = (value: string) => copy.statuses[value] ?? value;
  const columns: DataColumn<SmsOutboxRow>[] = [
    { key: "id", header: copy.columns.id, rowHeader: true, cell: (t) => t.id },
    { key: "to", header: copy.columns.to, cell: (t) => <span className="whitespace-nowrap">{t.to}</span> },
    { key: "body", header: copy.columns.body, cell: (t) => t.body },
    { key: "status", header: copy.columns.status, cell: (t) => statusLabel(t.status) },
    { key: "attempts", header: copy.columns.attempts, cell: (t) => t.attempts, align: "end" },
    { key: "lastError", header: copy.columns.lastError, cell: (t) => <span className={t.lastError ? "text-rose-200" : "text-neutral-300"}>{t.lastError ?? copy.none}</span> },
    { key: "createdAt", header: copy.columns.createdAt, cell: (t) => <span className="whitespace-nowrap">{t.createdAt}</span> },
    { key: "sentAt", header: copy.columns.sentAt, cell: (t) => <span className="whitespace-nowrap">{t.sentAt ?? copy.none}</span> },
  ];
  return (
    <AdminPage title={copy.title} intro={copy.intro}>
      <p className="mt-2 max-w-2xl text-neutral-300">{provider ? copy.providerOn(provider === "twilio" ? "Twilio" : provider) : copy.providerOff}</p>
      <OutboxList id="sms-outbox" words={copy} selectId="sms-status" statusLabel={statusLabel} query={props} columns={columns} rows={texts} rowKey={(t) => t.id} rowProps={(t) => ({ "data-sms-id": String(t.id) })} tableClassName="min-w-[56rem]" />
    </AdminPage>
  );
}
