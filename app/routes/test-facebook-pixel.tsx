import { useState } from "react";
import { data, useFetcher } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/test-facebook-pixel";
import { Button } from "~/components/ui/button";
import { adminToolsCopy } from "~/content/admin-tools";
import { site } from "~/content/site";
import { recordAudit } from "~/features/admin/record-audit.server";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { isPixelLoaded, track, type AnalyticsEvent } from "~/lib/analytics";
import { siteUrl } from "~/lib/env.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { useHydrated } from "~/lib/use-hydrated";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = adminToolsCopy.pixel;

/** The test events, with values no real order has (one dollar, one item). */
const TEST_EVENTS: AnalyticsEvent[] = [
  { name: "AddToCart", params: { content_name: copy.testTier, value: 1, currency: "USD" } },
  { name: "InitiateCheckout", params: { num_items: 1 } },
  { name: "Purchase", params: { value: 1, currency: "USD" } },
];

const firedSchema = z.object({ intent: z.literal("fired"), event: z.enum(["AddToCart", "InitiateCheckout", "Purchase"]) });

interface LogEntry {
  key: number;
  name: AnalyticsEvent["name"];
  params: string;
  time: string;
  sentToMeta: boolean;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  return data({ pixelId: context.app.env.META_PIXEL_ID ?? null }, { headers: PRIVATE_PAGE_HEADERS });
}

/** Records who fired which test event, so the team can tell test traffic in Meta's reports apart. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return data({ ok: false }, { status: 403, headers: PRIVATE_PAGE_HEADERS });
  const parsed = firedSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false }, { status: 400, headers: PRIVATE_PAGE_HEADERS });
  await recordAudit({
    db: context.app.database.db,
    actor: { userId: viewer.userId, email: viewer.email },
    action: "pixel.test",
    target: parsed.data.event,
    details: { pixelId: context.app.env.META_PIXEL_ID ?? null },
    now: context.app.clock.now(),
  });
  return data({ ok: true }, { headers: PRIVATE_PAGE_HEADERS });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function TestFacebookPixelRoute({ loaderData }: Route.ComponentProps) {
  const { pixelId } = loaderData;
  const fetcher = useFetcher();
  const [log, setLog] = useState<LogEntry[]>([]);
  const [announcement, setAnnouncement] = useState("");
  // The events fire in the browser: the buttons wait for the page's scripts.
  const hydrated = useHydrated();

  function fire(event: AnalyticsEvent) {
    if (!track(event)) {
      setAnnouncement(copy.notTracked(event.name));
      return;
    }
    const entry = { name: event.name, params: JSON.stringify(event.params), time: formatUtc(new Date(), { seconds: true }) ?? "", sentToMeta: isPixelLoaded() };
    setLog((entries) => [{ key: (entries[0]?.key ?? 0) + 1, ...entry }, ...entries]);
    setAnnouncement(copy.fired(event.name));
    void fetcher.submit({ intent: "fired", event: event.name }, { method: "post" });
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-neutral-300">{copy.intro}</p>
      <p data-pixel-configured={pixelId !== null} className="mt-4 rounded-xl border border-white/10 bg-stage-900 p-4 [overflow-wrap:anywhere] text-neutral-100">
        {pixelId ? copy.configured(pixelId) : copy.notConfigured}
      </p>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {TEST_EVENTS.map((event) => (
          <Button key={event.name} type="button" variant="outline" disabled={!hydrated} onClick={() => fire(event)}>
            {copy.fire(event.name)}
          </Button>
        ))}
      </div>
      <p role="status" className="mt-4 min-h-6 font-semibold">
        {announcement}
      </p>

      <h2 id="pixel-log-heading" className="mt-8 text-xl font-semibold">
        {copy.logHeading}
      </h2>
      {log.length === 0 ? (
        <p className="mt-2 text-neutral-300">{copy.logEmpty}</p>
      ) : (
        <div role="region" aria-labelledby="pixel-log-heading" tabIndex={0} className="mt-3 overflow-x-auto rounded-2xl border border-white/10">
          <table data-pixel-log className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{copy.logCaption}</caption>
            <thead className="bg-stage-900 text-neutral-300">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">{copy.columns.time}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{copy.columns.name}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{copy.columns.params}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{copy.columns.pixel}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/10">
              {log.map((entry) => (
                <tr key={entry.key}>
                  <td className="px-3 py-2 whitespace-nowrap">{entry.time}</td>
                  <th scope="row" className="px-3 py-2 font-semibold">{entry.name}</th>
                  <td className="px-3 py-2 font-mono text-xs [overflow-wrap:anywhere]">{entry.params}</td>
                  <td className="px-3 py-2">{entry.sentToMeta ? copy.yes : copy.no}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
