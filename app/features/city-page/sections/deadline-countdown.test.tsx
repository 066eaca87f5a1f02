import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { pageConfigSchema, type PageConfigInput } from "~/domain/page-config";
import type { CatalogEvent } from "~/features/catalog/types";
import { DeadlineCountdownSection } from "./deadline-countdown";
import { seededCohort } from "../../../../tests/support/seeded-cohort";

const COUNTDOWN = { key: "mentorship_beta", endsAt: "2025-09-17T23:59:59-07:00" };

function event(page: Partial<PageConfigInput>, isCancelled = false): CatalogEvent {
  return {
    id: 1,
    slug: "portland-me",
    kind: "intensive",
    cityName: "Portland, ME",
    dateText: "May 9, 2026",
    startsOn: "2026-05-09",
    endsOn: null,
    timeZone: "America/Los_Angeles",
    currency: "USD",
    isCancelled,
    hasEnded: false,
    isMasterclass: false,
    venue: null,
    page: pageConfigSchema.parse({ pricing: { tiers: ["core"] }, ...page }),
  };
}

const render = (e: CatalogEvent, nowIso: string) =>
  renderToString(
    <MemoryRouter>
      <DeadlineCountdownSection event={e} tiers={{}} nowIso={nowIso} cohort={seededCohort()} />
    </MemoryRouter>,
  );

describe("deadline countdown section", () => {
  it("counts down to the configured deadline with its text, deadline and link", () => {
    // 2025-09-01 12:00 PDT to 2025-09-17 23:59:59 PDT: 16 days, 11:59:59.
    const html = render(event({ countdown: COUNTDOWN }), "2025-09-01T19:00:00.000Z");
    expect(html).toContain('id="countdown"');
    expect(html).toContain("Beta applications close soon");
    expect(html).toContain('role="timer"');
    expect(html).toMatch(/data-unit="days"[^>]*>16</);
    expect(html).toMatch(/data-unit="hours"[^>]*>11</);
    expect(html).toMatch(/data-unit="minutes"[^>]*>59</);
    expect(html).toContain("Closes September 17, 2025 at 11:59 PM PDT.");
    expect(html).toContain('href="/elite-mentorship-beta"');
  });

  it("renders nothing once the deadline has passed, without a countdown, for an unknown text, or when cancelled", () => {
    expect(render(event({ countdown: COUNTDOWN }), "2025-09-18T07:00:00.000Z")).toBe("");
    expect(render(event({}), "2025-09-01T19:00:00.000Z")).toBe("");
    expect(render(event({ countdown: { ...COUNTDOWN, key: "nope" } }), "2025-09-01T19:00:00.000Z")).toBe("");
    expect(render(event({ countdown: COUNTDOWN }, true), "2025-09-01T19:00:00.000Z")).toBe("");
  });
});
