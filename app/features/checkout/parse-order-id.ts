/** orders.id is a PostgreSQL serial (integer): a larger id cannot name an order and fails the query. */
const MAX_ORDER_ID = 2_147_483_647;

/** An order id as written in a provider's reference ("42"), or null when it cannot be one. */
export function parseOrderId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const orderId = Number(raw);
  return orderId <= MAX_ORDER_ID ? orderId : null;
}
