import type { CurrencyCode } from "~/domain/money";
import { funnelRates, periodBuckets, revenueFigures, revenueSeries, type BucketAmount, type RevenueFigures, type TallyPeriod } from "~/domain/sales-tally";
import type { CodeFigures, Compared, FunnelFigures, SalesTally, SpanRows, TierRow } from "./types";

type Grouped = { eventId: number; codes: string[]; channel: string; currency: CurrencyCode };

const keyOf = (key: string, currency: string) => `${key}\u0000${currency}`;
const splitKey = (key: string) => key.split("\u0000") as [string, CurrencyCode];

/** Money and tickets per key and currency; an order under two codes counts once under each. */
function moneyBy(rows: SpanRows, keysOf: (g: Grouped) => string[]): Map<string, RevenueFigures> {
  const sums = new Map<string, Omit<RevenueFigures, "netMinor">>();
  const at = (key: string, currency: CurrencyCode) => {
    const k = keyOf(key, currency);
    let sum = sums.get(k);
    if (!sum) sums.set(k, (sum = { currency, orders: 0, tickets: 0, grossMinor: 0, discountMinor: 0, creditMinor: 0, refundMinor: 0 }));
    return sum;
  };
  for (const g of rows.orderGroups) {
    for (const key of keysOf(g)) {
      const sum = at(key, g.currency);
      sum.orders += g.orders;
      sum.tickets += g.tickets;
      sum.grossMinor += g.grossMinor;
      sum.discountMinor += g.discountMinor;
      sum.creditMinor += g.creditMinor;
    }
  }
  for (const r of rows.refundGroups) for (const key of keysOf(r)) at(key, r.currency).refundMinor += r.refundMinor;
  // An upgrade paid later is a sale of its own (decision 0038): its money counts in gross, not as an order.
  for (const u of rows.upgradeGroups) for (const key of keysOf(u)) at(key, u.currency).grossMinor += u.amountMinor;
  return new Map([...sums].map(([k, v]) => [k, revenueFigures(v)]));
}

/** Pair this period's rows with the previous period's by key: a row in either shows, zero where absent. */
function compare<T>(current: Map<string, T>, previous: Map<string, T> | null, zero: (key: string, currency: CurrencyCode) => T): Array<{ key: string } & Compared<T>> {
  const keys = new Set([...current.keys(), ...(previous?.keys() ?? [])]);
  return [...keys].map((k) => {
    const [key, currency] = splitKey(k);
    return { key, current: current.get(k) ?? zero(key, currency), previous: previous ? (previous.get(k) ?? zero(key, currency)) : null };
  });
}

const zeroMoney = (_key: string, currency: CurrencyCode): RevenueFigures => ({ currency, orders: 0, tickets: 0, grossMinor: 0, discountMinor: 0, creditMinor: 0, refundMinor: 0, netMinor: 0 });

function codeFigures(rows: SpanRows): Map<string, CodeFigures> {
  const byCode = moneyBy(rows, (g) => g.codes);
  const own = new Map(rows.codeDiscounts.map((d) => [keyOf(d.code, d.currency), d.discountMinor]));
  return new Map([...byCode].map(([k, f]) => [k, { currency: f.currency, orders: f.orders, tickets: f.tickets, discountMinor: own.get(k) ?? 0, netMinor: f.netMinor }]));
}

function tierFigures(rows: SpanRows): Map<string, TierRow> {
  return new Map(rows.tiers.map((t) => [keyOf(t.tierKey, t.currency), t]));
}

function funnelFigures(rows: SpanRows): Map<string, FunnelFigures> {
  return new Map(rows.funnel.map((f) => [keyOf(String(f.eventId), ""), { started: f.started, created: f.created, paid: f.paid, ...funnelRates(f) }]));
}

const byCurrency = (a: { current: { currency: string } }, b: { current: { currency: string } }) => a.current.currency.localeCompare(b.current.currency);

/** The tally from the database's grouped rows: every breakdown beside the previous period's. */
export function assembleSalesTally(options: {
  period: TallyPeriod;
  timeZone: string;
  current: SpanRows & { revenue: BucketAmount[] };
  previous: SpanRows | null;
  eventLabels: Map<number, string>;
}): SalesTally {
  const { period, timeZone, current, previous, eventLabels } = options;
  const label = (eventId: number) => eventLabels.get(eventId) ?? `#${eventId}`;
  const money = (keysOf: (g: Grouped) => string[]) => compare(moneyBy(current, keysOf), previous && moneyBy(previous, keysOf), zeroMoney);

  const summary = money(() => [""]).map(({ current: c, previous: p }) => ({ current: c, previous: p })).sort(byCurrency);
  const byEvent = money((g) => [String(g.eventId)])
    .map(({ key, ...row }) => ({ eventId: Number(key), label: label(Number(key)), ...row }))
    .sort((a, b) => b.current.grossMinor - a.current.grossMinor || a.label.localeCompare(b.label));
  const byChannel = money((g) => [g.channel])
    .map(({ key, ...row }) => ({ channel: key, ...row }))
    .sort((a, b) => b.current.orders - a.current.orders || a.channel.localeCompare(b.channel) || byCurrency(a, b));
  const byCode = compare(codeFigures(current), previous && codeFigures(previous), (_k, currency) => ({ currency, orders: 0, tickets: 0, discountMinor: 0, netMinor: 0 }))
    .map(({ key, ...row }) => ({ code: key, ...row }))
    .sort((a, b) => a.code.localeCompare(b.code) || byCurrency(a, b));
  const tierLabels = new Map([...current.tiers, ...(previous?.tiers ?? [])].map((t) => [t.tierKey, t.label]));
  const byTier = compare(tierFigures(current), previous && tierFigures(previous), (tierKey, currency) => ({ tierKey, label: tierLabels.get(tierKey) ?? tierKey, currency, tickets: 0, revenueMinor: 0 }))
    .map(({ key, ...row }) => ({ tierKey: key, label: tierLabels.get(key) ?? key, ...row }))
    .sort((a, b) => b.current.tickets - a.current.tickets || a.label.localeCompare(b.label) || byCurrency(a, b));
  const funnel = compare(funnelFigures(current), previous && funnelFigures(previous), () => ({ started: 0, created: 0, paid: 0, ...funnelRates({ started: 0, created: 0, paid: 0 }) }))
    .map(({ key, current: c, previous: p }) => ({ eventId: Number(key), label: label(Number(key)), current: c, previous: p }))
    .sort((a, b) => b.current.started - a.current.started || a.label.localeCompare(b.label));

  return { period, timeZone, summary, byEvent, byChannel, byCode, byTier, series: revenueSeries(periodBuckets(period), current.revenue), funnel };
}
