import { data } from "react-router";
import type { Route } from "./+types/admin-orders";
import { backOfficeCopy } from "~/content/back-office";
import { site } from "~/content/site";
import { formatMoney } from "~/domain/money";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { OrdersListPage } from "~/features/orders/components/orders-list-page";
import { listEventChoices } from "~/features/orders/list-event-choices.server";
import { ORDERS_PAGE_SIZE, orderSearchSchema } from "~/features/orders/order-search-schema";
import { searchOrders } from "~/features/orders/search-orders.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const copy = backOfficeCopy.orders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = orderSearchSchema.safeParse(params);
  const search = parsed.success ? parsed.data : orderSearchSchema.parse({});
  const db = context.app.database.db;
  const [found, eventChoices] = await Promise.all([
    searchOrders({ db, search, timeZone: context.app.env.TEAM_TIME_ZONE, pageSize: ORDERS_PAGE_SIZE }),
    listEventChoices({ db }),
  ]);
  return data(
    {
      error: parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
      page: search.page,
      pages: Math.max(1, Math.ceil(found.total / ORDERS_PAGE_SIZE)),
      total: found.total,
      eventChoices,
      rows: found.rows.map((r) => ({
        number: r.number,
        status: r.status,
        buyerName: r.buyerName,
        buyerEmail: r.buyerEmail,
        cityName: r.cityName,
        // Its money from the ledger (decision 0041): what it took in money, what went back, what is left.
        money: {
          paid: formatMoney({ amountMinor: r.money.paidMinor, currency: r.currency }),
          back: formatMoney({ amountMinor: r.money.refundedMinor, currency: r.currency }),
          credited: r.money.creditedMinor > 0 ? formatMoney({ amountMinor: r.money.creditedMinor, currency: r.currency }) : null,
          left: formatMoney({ amountMinor: r.money.leftMinor, currency: r.currency }),
        },
        placed: formatUtc(r.createdAt),
        needsAttention: r.needsAttention,
      })),
    },
    { status: parsed.success ? 200 : 400, headers: PRIVATE_PAGE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminOrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrdersListPage {...loaderData} />;
}
