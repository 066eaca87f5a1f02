import { data } from "react-router";
import type { Route } from "./+types/admin-abandoned-carts";
import { site } from "~/content/site";
import { formatMoney } from "~/domain/money";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { listEventChoices } from "~/features/orders/list-event-choices.server";
import { AbandonedCartsPage } from "~/features/recovery/components/abandoned-carts-page";
import { abandonedCartsCopy as copy } from "~/features/recovery/abandoned-carts-copy";
import { ABANDONED_PAGE_SIZE, abandonedCartsQuerySchema } from "~/features/recovery/abandoned-carts-query-schema";
import { formatTeamTime, formatTeamTimeWithZone } from "~/domain/team-time";
import { getAbandonedCarts } from "~/features/recovery/get-abandoned-carts.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const { env, clock, database } = context.app;
  const parsed = abandonedCartsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : abandonedCartsQuerySchema.parse({});
  const zone = env.TEAM_TIME_ZONE;
  const [found, eventChoices] = await Promise.all([
    getAbandonedCarts({ db: database.db, now: clock.now(), holdMinutes: env.ORDER_HOLD_MINUTES, timeZone: zone, query, pageSize: ABANDONED_PAGE_SIZE }),
    listEventChoices({ db: database.db }),
  ]);
  return data(
    {
      error: parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
      timeZone: zone,
      page: query.page,
      pages: Math.max(1, Math.ceil(found.total / ABANDONED_PAGE_SIZE)),
      total: found.total,
      eventChoices: eventChoices.map((e) => ({ id: e.id, label: `${e.cityName} · ${e.dateText}` })),
      recovered: { carts: found.recovered.carts, revenue: found.recovered.revenue.map((r) => ({ currency: r.currency, amount: formatMoney({ amountMinor: r.amountMinor, currency: r.currency }) })) },
      rows: found.rows.map((r) => ({
        id: r.id,
        buyerName: r.buyerName,
        buyerEmail: r.buyerEmail,
        event: `${r.cityName} · ${r.dateText}`,
        lines: r.labelledLines.map((l) => `${l.quantity} × ${l.label}`),
        codes: r.codes,
        value: formatMoney({ amountMinor: r.valueMinor, currency: r.currency }),
        when: formatTeamTimeWithZone(r.updatedAt, zone),
        status: r.status,
        emailedOn: r.lastEmailedAt ? formatTeamTime(r.lastEmailedAt, zone).slice(0, 10) : null,
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

export default function AdminAbandonedCartsRoute({ loaderData }: Route.ComponentProps) {
  return <AbandonedCartsPage {...loaderData} />;
}
