import { salesCopy } from "~/content/sales";
import { addToFigures, isCashKind, zeroFigures, type LedgerSource } from "~/domain/ledger";
import type { CurrencyCode } from "~/domain/money";
import { funnelRates, periodBuckets, revenueSeries, type BucketAmount, type RevenueFigures, type TallyPeriod } from "~/domain/sales-tally";
import type { BucketKindRow, CodeFigures, Compared, FunnelFigures, LedgerGroupRow, SalesTally, SpanRows, TierFigures } from "./types";

const keyOf = (key: string, currency: string) => `${key}\u0000${currency}`;
const splitKey = (key: string) => key.split("\u0000") as [string, CurrencyCode];

/**
 * The rows that are money: credit issued or given back is credit owed, not cash, and shows in no table.
 * The provider's fees are money but no sale's: only the summary counts them (its own column), so the
 * other tables hold no fee-only rows and still add up to the summary's net.
 */
const cash = (rows: readonly LedgerGroupRow[], withFees = false) => rows.filter((g) => isCashKind(g.kind) && (withFees || g.kind !== "fee"));

const zeroMoney = (currency: CurrencyCode): RevenueFigures => ({ ...zeroFigures(currency), orders: 0, tickets: 0 });
const zeroTier = (currency: CurrencyCode): TierFigures => ({ ...zeroFigures(currency), tickets: 0 });

/** Tickets are the ticket charges' quantities: an upgrade or a subscription period is money, not a ticket. */
const ticketsOf = (g: LedgerGroupRow) => (g.kind === "ticket_charge" ? g.quantity : 0);

/** Money, orders and tickets per key and currency; a row under two keys (an order with two codes) counts under each. */
function moneyBy(rows: readonly LedgerGroupRow[], keysOf: (g: LedgerGroupRow) => string[], withFees = false): Map<string, RevenueFigures> {
  const sums = new Map<string, RevenueFigures>();
  for (const g of cash(rows, withFees)) {
    for (const key of keysOf(g)) {
      const k = keyOf(key, g.currency);
      let sum = sums.get(k);
      if (!sum) sums.set(k, (sum = zeroMoney(g.currency)));
      addToFigures(sum, g);
      sum.orders += g.orders;
      sum.tickets += ticketsOf(g);
    }
  }
  return sums;
}

/** Pair this period's rows with the previous period's by key: a row in either shows, zero where absent. */
function compare<T>(current: Map<string, T>, previous: Map<string, T> | null, zero: (key: string, currency: CurrencyCode) => T): Array<{ key: string } & Compared<T>> {
  const keys = new Set([...current.keys(), ...(previous?.keys() ?? [])]);
  return [...keys].map((k) => {
    const [key, currency] = splitKey(k);
    return { key, current: current.get(k) ?? zero(key, currency), previous: previous ? (previous.get(k) ?? zero(key, currency)) : null };
  });
}

/** Each code: the orders that used it (their orders, tickets and net) and its own share of the discounts. */
function codeFigures(rows: readonly LedgerGroupRow[]): Map<string, CodeFigures> {
  const byCode = new Map<string, CodeFigures>();
  const at = (code: string, currency: CurrencyCode) => {
    const k = keyOf(code, currency);
    let f = byCode.get(k);
    if (!f) byCode.set(k, (f = { currency, orders: 0, tickets: 0, discountMinor: 0, netMinor: 0 }));
    return f;
  };
  for (const [k, f] of moneyBy(rows, (g) => g.codes)) {
    const [code, currency] = splitKey(k);
    Object.assign(at(code, currency), { orders: f.orders, tickets: f.tickets, netMinor: f.netMinor });
  }
  for (const g of cash(rows)) {
    if (g.kind !== "discount") continue;
    const own = addToFigures(zeroFigures(g.currency), g);
    at(g.code ?? "", g.currency).discountMinor += own.discountMinor;
  }
  return byCode;
}

const SOURCES: readonly LedgerSource[] = ["tickets", "upgrades", "programs"];
const tierKeyOf = (source: LedgerSource, tierKey: string | null) => `${source}\u0001${tierKey ?? ""}`;

function tierFigures(rows: readonly LedgerGroupRow[]): Map<string, TierFigures> {
  const sums = new Map<string, TierFigures>();
  for (const g of cash(rows)) {
    const k = keyOf(tierKeyOf(g.source, g.tierKey), g.currency);
    let sum = sums.get(k);
    if (!sum) sums.set(k, (sum = zeroTier(g.currency)));
    addToFigures(sum, g);
    sum.tickets += ticketsOf(g);
  }
  return sums;
}

/**
 * Each tier's visible name: its label, or its label and key when another tier of the catalog has
 * the same label (core and boston_core are both "Core Experience"), so no two rows read the same.
 */
export function tierNames(tierLabels: ReadonlyMap<string, string>): (tierKey: string | null) => string {
  const keysByLabel = new Map<string, number>();
  for (const label of tierLabels.values()) keysByLabel.set(label, (keysByLabel.get(label) ?? 0) + 1);
  return (tierKey) => {
    if (tierKey === null) return salesCopy.noTier;
    const label = tierLabels.get(tierKey);
    if (label === undefined) return tierKey;
    return (keysByLabel.get(label) ?? 0) > 1 ? salesCopy.tierWithKey(label, tierKey) : label;
  };
}

function funnelFigures(rows: SpanRows): Map<string, FunnelFigures> {
  return new Map(rows.funnel.map((f) => [keyOf(String(f.eventId), ""), { started: f.started, created: f.created, paid: f.paid, ...funnelRates(f) }]));
}

/** Net per bucket and currency, by the ledger's definition. */
function netPerBucket(rows: readonly BucketKindRow[]): BucketAmount[] {
  const sums = new Map<string, BucketAmount>();
  for (const r of rows) {
    if (!isCashKind(r.kind)) continue;
    const k = keyOf(r.bucket, r.currency);
    const figures = addToFigures(zeroFigures(r.currency), r);
    const sum = sums.get(k);
    if (sum) sum.amountMinor += figures.netMinor;
    else sums.set(k, { bucket: r.bucket, currency: r.currency, amountMinor: figures.netMinor });
  }
  return [...sums.values()];
}

const byCurrency = (a: { current: { currency: string } }, b: { current: { currency: string } }) => a.current.currency.localeCompare(b.current.currency);
const NO_EVENT = "none";

/** The tally from the database's grouped ledger rows: every breakdown beside the previous period's. */
export function assembleSalesTally(options: {
  period: TallyPeriod;
  timeZone: string;
  current: SpanRows & { revenue: BucketKindRow[] };
  previous: SpanRows | null;
  eventLabels: Map<number, string>;
  tierLabels: ReadonlyMap<string, string>;
}): SalesTally {
  const { period, timeZone, current, previous, eventLabels } = options;
  const eventLabel = (eventId: number | null) => (eventId === null ? salesCopy.programsOnline : (eventLabels.get(eventId) ?? `#${eventId}`));
  const money = (keysOf: (g: LedgerGroupRow) => string[], withFees = false) =>
    compare(moneyBy(current.ledger, keysOf, withFees), previous && moneyBy(previous.ledger, keysOf, withFees), (_k, currency) => zeroMoney(currency));

  const summary = money(() => [""], true).map(({ current: c, previous: p }) => ({ current: c, previous: p })).sort(byCurrency);
  const byEvent = money((g) => [g.eventId === null ? NO_EVENT : String(g.eventId)])
    .map(({ key, ...row }) => {
      const eventId = key === NO_EVENT ? null : Number(key);
      return { eventId, label: eventLabel(eventId), ...row };
    })
    .sort((a, b) => b.current.grossMinor - a.current.grossMinor || a.label.localeCompare(b.label) || byCurrency(a, b));
  const byChannel = money((g) => [g.channel])
    .map(({ key, ...row }) => ({ channel: key, ...row }))
    .sort((a, b) => b.current.orders - a.current.orders || a.channel.localeCompare(b.channel) || byCurrency(a, b));
  const byCode = compare(codeFigures(current.ledger), previous && codeFigures(previous.ledger), (_k, currency) => ({ currency, orders: 0, tickets: 0, discountMinor: 0, netMinor: 0 }))
    .map(({ key, ...row }) => ({ code: key, label: key === "" ? salesCopy.noCode : key, ...row }))
    .sort((a, b) => a.code.localeCompare(b.code) || byCurrency(a, b));
  const tierName = tierNames(options.tierLabels);
  const byTier = compare(tierFigures(current.ledger), previous && tierFigures(previous.ledger), (_k, currency) => zeroTier(currency))
    .map(({ key, ...row }) => {
      const [source, tier] = key.split("\u0001") as [LedgerSource, string];
      const tierKey = tier === "" ? null : tier;
      const tierLabel = tierName(tierKey);
      return { source, tierKey, tierLabel, label: salesCopy.tierRow(salesCopy.sources[source] ?? source, tierLabel), ...row };
    })
    .sort((a, b) => SOURCES.indexOf(a.source) - SOURCES.indexOf(b.source) || b.current.grossMinor - a.current.grossMinor || a.label.localeCompare(b.label) || byCurrency(a, b));
  const funnel = compare(funnelFigures(current), previous && funnelFigures(previous), () => ({ started: 0, created: 0, paid: 0, ...funnelRates({ started: 0, created: 0, paid: 0 }) }))
    .map(({ key, current: c, previous: p }) => ({ eventId: Number(key), label: eventLabel(Number(key)), current: c, previous: p }))
    .sort((a, b) => b.current.started - a.current.started || a.label.localeCompare(b.label));

  return { period, timeZone, summary, byEvent, byChannel, byCode, byTier, series: revenueSeries(periodBuckets(period), netPerBucket(current.revenue)), funnel };
}
