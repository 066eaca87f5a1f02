import { Hono } from "hono";
import { requireAdminApi } from "~/features/auth/auth.server";
import type { AppContext } from "~/app-context.server";
import { siteUrl } from "~/lib/env.server";
import { buildOrderCalendar, canBuildOrderCalendar } from "./build-order-calendar";
import { checkoutApiCopy } from "../checkout-copy";
import { findOrderPayment } from "../orders/find-order-payment.server";
import { getOrderView } from "./get-order-view.server";
import { orderLinks } from "../orders/order-links";
import { ORDER_NUMBER_PATTERN, ORDER_TOKEN_PATTERN } from "../orders/order-reference";

/** GET /api/orders/:token/calendar.ics and the team's payment verification lookup (mounted at /api/orders). */
export function createOrderRoutes(context: AppContext): Hono {
  const routes = new Hono();
  const db = context.database.db;

  routes.get("/verification", requireAdminApi(context), async (c) => {
    const number = (c.req.query("number") ?? "").trim().toUpperCase();
    if (!ORDER_NUMBER_PATTERN.test(number)) return c.json({ ok: false, message: checkoutApiCopy.enterOrderNumber }, 400);
    const found = await findOrderPayment({ db, number, provider: context.checkout.provider });
    return found ? c.json({ ok: true, payment: found }) : c.json({ ok: false, message: checkoutApiCopy.noOrder(number) }, 404);
  });

  routes.get("/:token/calendar.ics", async (c) => {
    const token = c.req.param("token");
    const order = ORDER_TOKEN_PATTERN.test(token) ? await getOrderView({ db, token }) : null;
    if (!order || order.status !== "paid") return c.json({ ok: false, message: checkoutApiCopy.noPaidOrder }, 404);
    if (!canBuildOrderCalendar(order)) return c.json({ ok: false, message: checkoutApiCopy.dateNotSet }, 409);
    const ics = buildOrderCalendar(order, { siteUrl: siteUrl(context.env), orderUrl: orderLinks.confirmation(siteUrl(context.env), token) });
    return c.body(ics, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="callboard-${order.number}.ics"`,
    });
  });
  return routes;
}
