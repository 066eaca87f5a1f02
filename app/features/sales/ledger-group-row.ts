import { sql, type SQL } from "drizzle-orm";
import { salesCopy } from "~/content/sales";
import type { Db } from "~/db/client.server";
import { LEDGER_KINDS, sourceOfKind, type LedgerKind, type LedgerSource } from "~/domain/ledger";
import type { CurrencyCode } from "~/domain/money";
import { salesChannel } from "~/domain/sales-tally";
import type { LedgerGroupRow } from "./types";

export type Row = Record<string, unknown>;

export async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** Sums arrive as bigint (a string or a BigInt, depending on the driver) or as numbers. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const codesOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const textOrNull = (value: unknown): string | null => (value === null || value === undefined || value === "" ? null : String(value));

/** The charge kinds (a sale's first money): what "the first sale" of a period preset looks for. */
export const CHARGE_KINDS: readonly LedgerKind[] = LEDGER_KINDS.filter((k) => sourceOfKind(k) !== null);
export const chargeKindsSql = sql.join(
  CHARGE_KINDS.map((k) => sql`${k}`),
  sql`, `,
);

/**
 * A channel from the order's campaign tags as the rollups keep them (sales_rollup_utm: a string or
 * ''); a subscription's money has no order and no tags, so it has its own channel.
 */
export function tallyChannel(source: LedgerSource, r: Row): string {
  if (source === "programs") return salesCopy.programsChannel;
  return salesChannel({ source: String(r.utm_source ?? ""), medium: String(r.utm_medium ?? ""), campaign: String(r.utm_campaign ?? "") });
}

/**
 * One grouped row of ledger money, from either the raw ledger or the daily rollup (which keeps
 * "none" as 0 or ''): columns currency, event_id, kind, tier_key, code, codes, utm_*, amount,
 * quantity, orders; the source given by the caller.
 */
export function ledgerGroupRow(r: Row, source: LedgerSource): LedgerGroupRow {
  const eventId = num(r.event_id);
  return {
    currency: r.currency as CurrencyCode,
    eventId: eventId > 0 ? eventId : null,
    source,
    tierKey: textOrNull(r.tier_key),
    kind: r.kind as LedgerKind,
    code: textOrNull(r.code),
    codes: codesOf(r.codes),
    channel: tallyChannel(source, r),
    amountMinor: num(r.amount),
    quantity: num(r.quantity),
    orders: num(r.orders),
  };
}
