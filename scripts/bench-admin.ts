/**
 * The team's sales tally over a large history: fills a fresh PostgreSQL database with BENCH_ORDERS
 * orders (default 100,000) spread over 400 days in three currencies, with their lines, codes, campaign
 * tags, refunds and checkout events, plus about BENCH_LEDGER_EXTRA (default 20,000) ledger rows of
 * upgrades (a fifth of them partly refunded), partial refunds and subscription charges (the ledger
 * written by ledger_backfill() and the daily rollups rebuilt from it), then times the tally
 * (getSalesTally, what /internal/sales-tally's loader runs) for each preset: a warm-up, then
 * BENCH_RUNS runs (default 7), median and worst printed.
 * Then BENCH_DRAFTS kept checkouts (default 30,000) are added, most of them made from those orders
 * (left after the details step, paid through the same checkout, or paid later in another one), some
 * never ordered, emailed, unsubscribed or recovered, and /admin/abandoned-carts' loader
 * (getAbandonedCarts and the event choices) is timed unfiltered, over the last 30 days and for one
 * event, plus its CSV (every match; printed, no target).
 * Target: under 300 ms each. The database is made on TEST_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test) as that user and dropped at the end; BENCH_KEEP=1 keeps it
 * and prints its address, and BENCH_DATABASE_URL times an already filled one (nothing made or dropped).
 * Run: npm run bench:admin
 */
import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { catalog } from "../seed/catalog";
import { openDatabase, type Database } from "../app/db/client.server";
import { migrateDatabase } from "../app/db/migrate.server";
import { TALLY_PRESETS, type TallyPreset } from "../app/domain/sales-tally";
import { seedCatalog } from "../app/features/catalog/seed-catalog.server";
import { listEventChoices } from "../app/features/orders/list-event-choices.server";
import { abandonedCartsQuerySchema, ABANDONED_PAGE_SIZE } from "../app/features/recovery/abandoned-carts-query-schema";
import { getAbandonedCarts } from "../app/features/recovery/get-abandoned-carts.server";
import { getSalesTally } from "../app/features/sales/get-sales-tally.server";
import { calendarDateInZone } from "../app/domain/dates";
import { addDays } from "../app/domain/zoned-day";

const TARGET_MS = 300;
const TIME_ZONE = "America/Los_Angeles";

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got ${JSON.stringify(raw)}`);
  return value;
}

const orderCount = positiveInt("BENCH_ORDERS", 100_000);
const runs = positiveInt("BENCH_RUNS", 7);
const draftCount = positiveInt("BENCH_DRAFTS", 30_000);
const ledgerExtra = positiveInt("BENCH_LEDGER_EXTRA", 20_000);
const HOLD_MINUTES = 15;

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Orders, lines, refunds and checkout events in a handful of set-based statements, in one transaction
 * with triggers off (session_replication_role: the bench's rows need no version bumps or checks).
 */
async function fill(database: Database): Promise<void> {
  await database.db.transaction(async (db) => {
    await db.execute(sql`set local session_replication_role = replica`);
    await db.execute(sql`
      with ev as (
        select id, currency, (row_number() over (order by id) - 1)::int as k, count(*) over ()::int as n
        from events where has_page and not is_cancelled
      )
      insert into orders (number, token, event_id, currency, status, buyer_name, buyer_email, buyer_phone,
        subtotal_minor, discount_minor, total_minor, codes, discounts, utm, hold_expires_at, provider, paid_at, created_at, updated_at)
      select 'B' || g, 'bench-' || g, ev.id, ev.currency,
        case when g % 10 < 7 then 'paid' when g % 10 = 7 then 'refunded' else 'expired' end,
        'Bench Buyer', 'buyer' || g || '@example.com', '+1 555 0100',
        16800 * (1 + g % 3),
        case when g % 5 = 0 then 1680 else 0 end,
        16800 * (1 + g % 3) - case when g % 5 = 0 then 1680 else 0 end,
        case when g % 5 = 0 then array['FALL10'] else '{}'::text[] end,
        case when g % 5 = 0 then jsonb_build_array(jsonb_build_object('code', 'FALL10', 'description', '10% off', 'amountMinor', 1680)) else '[]'::jsonb end,
        case g % 4
          when 0 then '{}'::jsonb
          when 1 then '{"utmSource": "instagram", "utmMedium": "social", "utmCampaign": "fall"}'::jsonb
          when 2 then '{"utmSource": "newsletter", "utmMedium": "email"}'::jsonb
          else '{"utmSource": "facebook", "utmMedium": "paid"}'::jsonb
        end,
        t.at, 'test', case when g % 10 < 8 then t.at end, t.at - interval '5 minutes', t.at
      from generate_series(1, ${orderCount}::int) g
      join ev on ev.k = g % ev.n
      cross join lateral (select now() - (g % 400) * interval '1 day' - (g % 1440) * interval '1 minute' as at) t`);
    await db.execute(sql`
      insert into order_lines (order_id, tier_key, label, is_add_on, quantity, unit_price_minor, subtotal_minor, discount_minor, total_minor)
      select o.id, 'core', 'Core Experience', false, 1 + o.id % 3, 16800, o.subtotal_minor, o.discount_minor, o.total_minor
      from orders o where o.number like 'B%'`);
    await db.execute(sql`
      insert into order_lines (order_id, tier_key, label, is_add_on, quantity, unit_price_minor, subtotal_minor, discount_minor, total_minor)
      select o.id, 'nh_protrack_vip', 'Pro Track VIP Upgrade', true, 1, 5000, 5000, 0, 5000
      from orders o where o.number like 'B%' and o.id % 4 = 0`);
    await db.execute(sql`
      insert into refunds (order_id, amount_minor, currency, reason, status, provider, idempotency_key, created_at, updated_at)
      select o.id, o.total_minor, o.currency, 'bench', 'succeeded', 'test', 'bench-' || o.id, o.paid_at + interval '1 day', o.paid_at + interval '1 day'
      from orders o where o.status = 'refunded'`);
    await db.execute(sql`
      insert into checkout_events (kind, event_id, order_id, item_count, value_minor, currency, created_at)
      select k.kind, o.event_id, case when k.kind = 'initiate_checkout' then null else o.id end, 1, o.total_minor, o.currency, o.created_at
      from orders o
      cross join lateral (values ('initiate_checkout'), ('initiate_checkout'), ('order_created'), ('purchase')) as k(kind)
      where k.kind <> 'purchase' or o.paid_at is not null`);
    await fillLedgerExtras(db);
    // The rows went in with triggers off, so the ledger is written from them once (the migration's
    // backfill) and the daily rollups are computed from it.
    await db.execute(sql`select ledger_backfill()`);
    await db.execute(sql`select sales_rollups_rebuild()`);
  });
  await database.db.execute(sql`analyze`);
}

/**
 * About `ledgerExtra` ledger rows besides the orders' own: upgrades of paid orders' lines (each line
 * then the higher tier, as the upgrade link leaves it), a fifth of them partly refunded from their
 * own payment, partial refunds of other paid orders (split across their lines by the ledger), and
 * subscriptions charged monthly (half bought on an event's page, half on the virtual page), in
 * roughly equal thirds. Set-based, with the caller's triggers off.
 */
async function fillLedgerExtras(db: Pick<Database["db"], "execute">): Promise<void> {
  const third = Math.ceil(ledgerExtra / 3);
  const upgrades = Math.ceil(third / 1.2);
  await db.execute(sql`
    with picked as (
      select o.id, o.currency, o.paid_at, (select min(l.id) from order_lines l where l.order_id = o.id and not l.is_add_on) as line_id
      from orders o where o.number like 'B%' and o.status = 'paid' and o.id % 7 = 3
      order by o.id limit ${upgrades}::int
    )
    insert into order_upgrades (link_key, order_id, line_id, from_tier, to_tier, amount_minor, currency, provider, payment_ref, paid_at)
    select 'bench-up-' || p.id, p.id, p.line_id, 'core', 'pro', 22000, p.currency, 'test', 'bench_up_' || p.id, least(p.paid_at + interval '2 days', now())
    from picked p`);
  await db.execute(sql`update order_lines l set tier_key = 'pro', label = 'Pro Track' from order_upgrades u where u.line_id = l.id and u.link_key like 'bench-up-%'`);
  await db.execute(sql`
    insert into refunds (order_id, upgrade_id, amount_minor, currency, reason, status, provider, idempotency_key, created_at, updated_at)
    select u.order_id, u.id, 5000, u.currency, 'bench', 'succeeded', 'test', 'bench-up-refund-' || u.id, least(u.paid_at + interval '1 day', now()), least(u.paid_at + interval '1 day', now())
    from order_upgrades u where u.link_key like 'bench-up-%' and u.id % 5 = 0`);
  // Orders of two lines (every fourth has an add-on) give two refund rows each.
  await db.execute(sql`
    insert into refunds (order_id, amount_minor, currency, reason, status, provider, idempotency_key, created_at, updated_at)
    select o.id, 2000, o.currency, 'bench', 'succeeded', 'test', 'bench-part-' || o.id, least(o.paid_at + interval '3 days', now()), least(o.paid_at + interval '3 days', now())
    from orders o where o.number like 'B%' and o.status = 'paid' and o.id % 7 = 5
    order by o.id limit ${Math.ceil(third / 1.25)}::int`);
  const subscriptionCount = Math.ceil(third / 3);
  await db.execute(sql`
    with ev as (select id, currency, (row_number() over (order by id) - 1)::int as k, count(*) over ()::int as n from events where has_page and not is_cancelled)
    insert into subscriptions (token, buyer_email, buyer_name, event_id, tier_key, tier_label, currency, price_minor, status, provider,
      starts_at, minimum_term_ends_at, current_period_start, current_period_end, created_at, updated_at)
    select 'bench-sub-' || g, 'member' || g || '@example.com', 'Bench Member', case when g % 2 = 0 then ev.id end,
      case when g % 3 = 0 then 'mentorship_growth' else 'mentorship_building' end, 'Mentorship', ev.currency,
      case when g % 3 = 0 then 34800 else 14700 end, 'active', 'test',
      s.at, s.at, s.at + interval '60 days', s.at + interval '90 days', s.at, s.at
    from generate_series(1, ${subscriptionCount}::int) g
    join ev on ev.k = g % ev.n
    cross join lateral (select now() - interval '100 days' - (g % 300) * interval '1 day' - (g % 1440) * interval '1 minute' as at) s`);
  await db.execute(sql`
    insert into subscription_payments (subscription_id, period_start, period_end, amount_minor, currency, status, provider_ref, paid_at, created_at, updated_at)
    select s.id, s.starts_at + p.n * interval '30 days', s.starts_at + (p.n + 1) * interval '30 days', s.price_minor, s.currency, 'paid',
      'bench_sub_' || s.id || '_' || p.n, s.starts_at + p.n * interval '30 days', s.starts_at + p.n * interval '30 days', s.starts_at + p.n * interval '30 days'
    from subscriptions s cross join generate_series(0, 2) p(n)
    where s.token like 'bench-sub-%'`);
}

/**
 * Kept checkouts made from the bench's orders (draft g from order B(3g), so drafts need
 * BENCH_ORDERS >= 3 × BENCH_DRAFTS): an expired order's draft is abandoned after the details step;
 * of the others a third never ordered (abandoned), a third became the order (paid) and a third
 * paid later in another checkout (paid since). Every fourth is emailed, every thirtieth address
 * unsubscribed, and some of the paid-later ones recovered through a link.
 */
async function fillDrafts(database: Database): Promise<void> {
  await database.db.transaction(async (db) => {
    await db.execute(sql`set local session_replication_role = replica`);
    await db.execute(sql`
      insert into checkout_drafts (client_key, event_id, buyer_email, buyer_name, lines, codes, value_minor, currency, order_id, recovered_order_id, recovered_at, created_at, updated_at)
      select 'bench-draft-' || g, o.event_id,
        case when o.status <> 'expired' and g % 3 = 0 then 'draft' || g || '@example.com' else o.buyer_email end,
        case when g % 4 = 0 then null else 'Bench Draft ' || g end,
        jsonb_build_array(jsonb_build_object('tierKey', 'core', 'quantity', 1 + g % 3)), o.codes, o.total_minor, o.currency,
        case when o.status = 'expired' or g % 3 = 1 then o.id end,
        case when o.status = 'paid' and g % 3 = 2 and g % 20 = 2 then o.id end,
        case when o.status = 'paid' and g % 3 = 2 and g % 20 = 2 then o.paid_at end,
        o.created_at - interval '20 minutes', o.created_at - interval '2 minutes'
      from generate_series(1, ${draftCount}::int) g
      join orders o on o.number = 'B' || (g * 3)`);
    await db.execute(sql`
      insert into recovery_sends (draft_id, trigger, status, created_at)
      select d.id, 'manual', 'sent', d.updated_at + interval '1 day' from checkout_drafts d where d.id % 4 = 0`);
    await db.execute(sql`
      insert into email_suppressions (email, source)
      select d.buyer_email, 'link' from checkout_drafts d where d.id % 30 = 0 on conflict do nothing`);
    await db.execute(sql`select checkout_drafts_paid_since_rebuild()`);
  });
  await database.db.execute(sql`analyze`);
}

async function timeAbandoned(database: Database, search: Record<string, string>, all = false): Promise<number> {
  const started = performance.now();
  const query = abandonedCartsQuerySchema.parse(search);
  await Promise.all([
    getAbandonedCarts({ db: database.db, now: new Date(), holdMinutes: HOLD_MINUTES, timeZone: TIME_ZONE, query, pageSize: ABANDONED_PAGE_SIZE, all }),
    all ? Promise.resolve() : listEventChoices({ db: database.db }),
  ]);
  return performance.now() - started;
}

async function measure(label: string, once: () => Promise<number>, target: boolean): Promise<boolean> {
  await once();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await once());
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  const worst = samples[samples.length - 1]!;
  const ok = !target || median < TARGET_MS;
  console.log(`  ${label.padEnd(14)} median ${median.toFixed(1).padStart(7)} ms   worst ${worst.toFixed(1).padStart(7)} ms   ${target ? (ok ? "ok" : "OVER TARGET") : "(no target)"}`);
  return ok;
}

async function time(database: Database, preset: TallyPreset): Promise<number> {
  const started = performance.now();
  await getSalesTally({ db: database.db, now: new Date(), timeZone: TIME_ZONE, query: { preset } });
  return performance.now() - started;
}

async function main(): Promise<void> {
  console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(" ")} on ${cpus().length} cores`);
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const existing = process.env.BENCH_DATABASE_URL;
  const name = `callboard_bench_admin_${randomBytes(5).toString("hex")}`;
  const url = new URL(existing ?? adminUrl);
  if (!existing) {
    await onServer(adminUrl, `create database "${name}"`);
    url.pathname = `/${name}`;
  }
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: url.toString() });
    await migrateDatabase(database);
    if (!existing) {
      await seedCatalog({ db: database.db, catalog });
      const filling = performance.now();
      await fill(database);
      await fillDrafts(database);
      console.log(`filled ${orderCount.toLocaleString("en-US")} orders and ${draftCount.toLocaleString("en-US")} kept checkouts in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
    }
    {
      const [ledger] = (
        (await database.db.execute(sql`select count(*)::int as n,
            count(*) filter (where kind in ('upgrade_charge', 'subscription_charge') or (kind = 'refund' and (upgrade_id is not null or refund_id in (select id from refunds where idempotency_key like 'bench-part-%'))))::int as extra,
            (select sum(entries)::int from ledger_daily) as rolled, (select count(*)::int from ledger_daily) as rollup_rows
          from ledger_entries`)) as unknown as { rows: Array<{ n: number; extra: number; rolled: number; rollup_rows: number }> }
      ).rows;
      console.log(
        `ledger: ${ledger?.n.toLocaleString("en-US")} rows (${ledger?.extra.toLocaleString("en-US")} of upgrades, their refunds, partial refunds and subscription charges), ledger_daily: ${ledger?.rollup_rows.toLocaleString("en-US")} rows holding ${ledger?.rolled.toLocaleString("en-US")}`,
      );
    }

    let failed = false;
    console.log(`sales tally (${runs} runs after a warm-up; target under ${TARGET_MS} ms)`);
    for (const preset of TALLY_PRESETS) {
      await time(database, preset);
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) samples.push(await time(database, preset));
      samples.sort((a, b) => a - b);
      const median = samples[Math.floor(samples.length / 2)]!;
      const worst = samples[samples.length - 1]!;
      const ok = median < TARGET_MS;
      failed ||= !ok;
      console.log(`  ${preset.padEnd(6)} median ${median.toFixed(1).padStart(7)} ms   worst ${worst.toFixed(1).padStart(7)} ms   ${ok ? "ok" : "OVER TARGET"}`);
    }

    const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const [oneEvent] = rowsOf<{ event_id: number }>(await database.db.execute(sql`select event_id from checkout_drafts group by event_id order by count(*) desc limit 1`));
    const today = calendarDateInZone(new Date(), TIME_ZONE);
    const [abandoned] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from checkout_drafts`));
    console.log(`abandoned carts over ${abandoned?.n.toLocaleString("en-US")} kept checkouts (${runs} runs after a warm-up; target under ${TARGET_MS} ms)`);
    failed = !(await measure("all, page 1", () => timeAbandoned(database!, {}), true)) || failed;
    failed = !(await measure("last 30 days", () => timeAbandoned(database!, { from: addDays(today, -29), to: today }), true)) || failed;
    failed = !(await measure("one event", () => timeAbandoned(database!, { event: String(oneEvent?.event_id ?? 1) }), true)) || failed;
    failed = !(await measure("page 40", () => timeAbandoned(database!, { page: "40" }), true)) || failed;
    await measure("CSV (all)", () => timeAbandoned(database!, {}, true), false);
    if (failed) process.exitCode = 1;
  } finally {
    await database?.close();
    if (existing) {
      // Someone else's database: left as it was.
    } else if (process.env.BENCH_KEEP === "1") {
      console.log(`kept ${url.toString()} (drop it with: drop database "${name}")`);
    } else {
      await onServer(adminUrl, `drop database if exists "${name}" with (force)`);
      console.log(`dropped temporary database ${name}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
