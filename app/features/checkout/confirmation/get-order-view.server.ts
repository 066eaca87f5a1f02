import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { creditRedemptions, credits, events, orderLines, orderStudents, orders, orderUpgrades, tiers, venues } from "~/db/schema";
import { isCurrencyCode } from "~/domain/money";
import { onlineAccessSchema } from "~/domain/page-config";
import { paymentProblemMessage } from "../payment-problem-copy";
import type { OrderView } from "./types";

/** A line as `row_to_json` writes it (column names, JSON values). */
interface LineJson {
  tier_key: string;
  label: string;
  quantity: number;
  is_add_on: boolean;
  unit_price_minor: number;
  subtotal_minor: number;
  discount_minor: number;
  total_minor: number;
  is_virtual: boolean;
}
interface UpgradeJson {
  from_label: string;
  to_label: string;
  student_name: string | null;
  amount_minor: number;
}
interface StudentJson {
  position: number;
  full_name: string;
  age: number;
  age_group: OrderView["students"][number]["ageGroup"];
  parent_name: string | null;
  email: string | null;
  enrolled_at: string | null;
  ticket_code: string;
}

type OrderKey = { token: string } | { orderId: number };

/** One order as its buyer sees it, by id (server code) or by its unguessable token (links). Null when there is none. */
export async function getOrderView(options: { db: Db } & OrderKey): Promise<(OrderView & { id: number; eventId: number }) | null> {
  const found = await getOrderWithContacts(options);
  if (!found) return null;
  const { studentContacts: _contacts, ...view } = found;
  return view;
}

/**
 * The order's view plus the email addresses given for its students (not part of the view: the
 * buyer's page never shows them), read in one statement.
 */
export async function getOrderWithContacts(
  options: { db: Db } & OrderKey,
): Promise<(OrderView & { id: number; eventId: number; studentContacts: Array<{ fullName: string; email: string | null }> }) | null> {
  const { db } = options;
  const [row] = await db
    .select({
      order: orders,
      event: events,
      venue: venues,
      lines: sql<LineJson[]>`(select coalesce(json_agg(to_jsonb(l) || jsonb_build_object('is_virtual', coalesce(t.is_virtual, false)) order by l.id), '[]'::json)
        from ${orderLines} l left join ${tiers} t on t.key = l.tier_key where l.order_id = ${orders.id})`,
      students: sql<StudentJson[]>`(select coalesce(json_agg(s order by s.position), '[]'::json) from ${orderStudents} s where s.order_id = ${orders.id})`,
      upgrades: sql<UpgradeJson[]>`(select coalesce(json_agg(json_build_object('from_label', coalesce(f.label, u.from_tier), 'to_label', coalesce(t.label, u.to_tier), 'student_name', s.full_name, 'amount_minor', u.amount_minor) order by u.id), '[]'::json)
        from ${orderUpgrades} u left join ${tiers} f on f.key = u.from_tier left join ${tiers} t on t.key = u.to_tier left join ${orderStudents} s on s.id = u.student_id where u.order_id = ${orders.id})`,
      creditCode: sql<string | null>`(select c.code from ${creditRedemptions} r join ${credits} c on c.id = r.credit_id where r.order_id = ${orders.id} limit 1)`,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where("token" in options ? eq(orders.token, options.token) : eq(orders.id, options.orderId))
    .limit(1);
  if (!row) return null;
  const { order: o, event: e, venue: v } = row;
  if (!isCurrencyCode(o.currency)) throw new Error(`Order ${o.number} has unknown currency ${o.currency}`);
  // PGlite parses json columns; node-postgres too, but a driver that hands back text is parsed here.
  const lines = jsonRows<LineJson>(row.lines);
  const students = jsonRows<StudentJson>(row.students);
  return {
    id: o.id,
    eventId: o.eventId,
    number: o.number,
    token: o.token,
    status: o.status,
    provider: o.provider,
    buyerName: o.buyerName,
    buyerEmail: o.buyerEmail,
    event: {
      slug: e.slug,
      cityName: e.cityName,
      dateText: e.dateText,
      startsOn: e.startsOn,
      endsOn: e.endsOn,
      timeZone: e.timeZone,
      venueName: v?.name ?? null,
      venueAddress: v?.address ?? null,
      isOnline: e.kind === "virtual",
      onlineAccess: e.kind === "virtual" ? onlineAccessOf(e.page.onlineAccess) : null,
    },
    currency: o.currency,
    lines: lines.map((l) => ({
      tierKey: l.tier_key,
      label: l.label,
      quantity: l.quantity,
      isAddOn: l.is_add_on,
      unitPriceMinor: l.unit_price_minor,
      subtotalMinor: l.subtotal_minor,
      discountMinor: l.discount_minor,
      totalMinor: l.total_minor,
      isOnline: l.is_virtual === true,
    })),
    discounts: o.discounts,
    subtotalMinor: o.subtotalMinor,
    discountMinor: o.discountMinor,
    credit: row.creditCode && o.creditMinor > 0 ? { code: row.creditCode, amountMinor: o.creditMinor } : null,
    totalMinor: o.totalMinor,
    upgrades: jsonRows<UpgradeJson>(row.upgrades).map((u) => ({ fromLabel: u.from_label, toLabel: u.to_label, studentName: u.student_name, amountMinor: Number(u.amount_minor) })),
    seatCount: lines.filter((l) => !l.is_add_on).reduce((n, l) => n + l.quantity, 0),
    students: students.map((s) => ({
      position: s.position,
      fullName: s.full_name,
      age: s.age,
      ageGroup: s.age_group,
      parentName: s.parent_name,
      enrolled: s.enrolled_at !== null,
      ticketCode: s.ticket_code,
    })),
    studentContacts: students.map((s) => ({ fullName: s.full_name, email: s.email })),
    holdExpiresAt: o.holdExpiresAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    // Worded here from the stored reason; an order from before the reasons keeps its words as stored.
    lastPaymentError: o.lastPaymentProblem ? paymentProblemMessage(o.lastPaymentProblem) : o.lastPaymentError,
    createdAt: o.createdAt.toISOString(),
  };
}

/** The program's joining instructions as the page editor saved them; a configuration that no longer parses shows the generic words instead. */
function onlineAccessOf(value: unknown) {
  const parsed = onlineAccessSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function jsonRows<T>(value: unknown): T[] {
  const rows = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(rows)) throw new Error("order lines or students did not come back as a JSON array");
  return rows as T[];
}
