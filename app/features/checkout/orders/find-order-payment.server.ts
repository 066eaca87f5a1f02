import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, orders } from "~/db/schema";
import type { PaymentProvider } from "~/features/payments/payments.server";

export interface OrderPaymentReport {
  number: string;
  status: string;
  cityName: string;
  totalMinor: number;
  currency: string;
  paidAt: string | null;
  provider: string;
  /** What the provider itself says about the payment. */
  providerReport: string;
}

/** An order's payment status by its number, as stored and as the provider reports it. No buyer details. */
export async function findOrderPayment(options: { db: Db; number: string; provider: PaymentProvider }): Promise<OrderPaymentReport | null> {
  const [row] = await options.db
    .select({ order: orders, cityName: events.cityName })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.number, options.number));
  if (!row) return null;
  const { order } = row;
  const providerReport =
    order.provider === options.provider.name
      ? await options.provider.describePayment({ providerRef: order.providerRef, paymentRef: order.paymentRef })
      : `Paid through the ${order.provider} provider, which this site no longer uses.`;
  return {
    number: order.number,
    status: order.status,
    cityName: row.cityName,
    totalMinor: order.totalMinor,
    currency: order.currency,
    paidAt: order.paidAt?.toISOString() ?? null,
    provider: order.provider,
    providerReport,
  };
}
