import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TierCard } from "~/components/pricing/tier-card";
import { pageConfigSchema } from "~/domain/page-config";
import { CartProvider, type CartEvent } from "~/features/cart/components/cart-provider";
import { pricedTiers } from "~/features/catalog/priced-tiers";
import { seededEventOffers } from "~/features/catalog/seed-offers";
import { catalogSeedSchema } from "~/features/catalog/seed-types";
import type { CatalogEvent, PricedTier } from "~/features/catalog/types";
import { catalog } from "../../../../seed/catalog";
import { formatEventDays, mapSearchUrl, scheduleHeadingParts } from "../components/schedule/schedule-text";
import type { SectionProps } from "../types";
import { PricingSection } from "./pricing";
import { ScheduleSection } from "./schedule";
import { seededCohort } from "../../../../tests/support/seeded-cohort";

/** What the page loader returns for a seeded event, built from the seed without a database. */
const seed = catalogSeedSchema.parse(catalog);
function seededPage(slug: string): SectionProps {
  const e = seed.events.find((x) => x.slug === slug);
  if (!e) throw new Error(`no seeded event ${slug}`);
  const venue = e.venue ? seed.venues.find((v) => v.key === e.venue) : undefined;
  const page = pageConfigSchema.parse(e.page);
  const event: CatalogEvent = {
    id: 1,
    slug: e.slug,
    kind: e.kind,
    cityName: e.cityName,
    dateText: e.dateText,
    startsOn: e.startsOn,
    endsOn: e.endsOn,
    timeZone: e.timeZone,
    currency: e.currency,
    isCancelled: e.isCancelled,
    hasEnded: false,
    isMasterclass: e.isMasterclass,
    venue: venue ? { name: venue.name, address: venue.address ?? null, notes: venue.notes ?? null } : null,
    page,
  };
  const tiers: Record<string, PricedTier> = pricedTiers(seededEventOffers(seed, e), new Date("2025-09-01T19:00:00.000Z"), page.pricing.labels);
  return { event, tiers, nowIso: "2025-09-01T19:00:00.000Z", cohort: seededCohort() };
}

const inRouter = (node: ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);
/** Visible text of rendered markup, entities decoded, whitespace collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
const pricing = (slug: string) => inRouter(<PricingSection {...seededPage(slug)} />);
const cartEvent = (event: CatalogEvent): CartEvent => ({ ...event, messages: event.page.pricing.messages });
const schedule = (slug: string) => {
  const page = seededPage(slug);
  return inRouter(
    <CartProvider event={cartEvent(page.event)} tiers={page.tiers}>
      <ScheduleSection {...page} />
    </CartProvider>,
  );
};
/** The ids of the tier cards, in order. */
const cardOrder = (html: string) => [...html.matchAll(/data-tier="([^"]+)"/g)].map((m) => m[1]);

describe("PricingSection", () => {
  it("draws the generic layout: in-person cards, a free audition card and mentorship with its terms", () => {
    const html = pricing("hartford");
    const t = text(html);
    expect(html).toContain('id="pricing"');
    expect(t).toContain("Choose Your Experience");
    expect(t).toContain("Intensive Programs (in person)");
    expect(cardOrder(html)).toEqual(["core", "pro", "audition_only", "mentorship_building", "mentorship_growth", "mentorship_elite"]);
    expect(html).toContain('id="tier-core"');
    expect(t).toMatch(/Core Experience \$168/);
    expect(t).toMatch(/Pro Track Most Popular \$388/);
    expect(t).toContain("Most Popular");
    expect(t).toMatch(/Audition Only Free/);
    expect(t).toContain("Mentorship Programs");
    expect(t).toMatch(/Building \$147 \/ month/);
    expect(t).toMatch(/Pro \/ Growth \$348 \/ month/);
    expect(t).toMatch(/Elite Circle \$598 \/ month/);
    expect(t).toContain("Monthly subscription starting December 1, 2025.");
    expect(t).toContain("first payment covers December 2025");
    expect(t).toContain("January 1, 2026");
    expect(t).toContain("3-month minimum");
    expect(html.match(/data-auto-renew/g)).toHaveLength(1);
    expect(html.match(/data-mentorship-details=/g)).toHaveLength(3);
    expect(t).toContain("All sales are final");
    expect(t).toContain("48 hours");
    expect(t).toContain("credit that never expires");
  });

  it("shows nothing clickable on a card without an action, and the action when given", () => {
    const html = pricing("hartford");
    expect(html).not.toContain("data-add-to-cart");
    const inPerson = html.slice(html.indexOf('id="tier-core"'), html.indexOf('id="tier-audition_only"'));
    expect(inPerson).not.toMatch(/<(button|a) /);
    const page = seededPage("hartford");
    const withAction = inRouter(
      <PricingSection {...page} renderTierAction={(tier) => <button data-add-to-cart={tier.key}>Add to Cart</button>} />,
    );
    expect(withAction).toContain('data-add-to-cart="core"');
    const card = renderToString(<TierCard tier={page.tiers.core!} action={<span data-slot>slot</span>} />);
    expect(card).toContain("data-slot");
  });

  it("turns a sold-out tier's action into that tier's waitlist and marks it sold out", () => {
    const page = seededPage("hartford");
    const tiers = { ...page.tiers, pro: { ...page.tiers.pro!, soldOut: true } };
    const html = inRouter(
      <PricingSection {...page} tiers={tiers} renderTierAction={(tier) => <button data-add-to-cart={tier.key}>Add to Cart</button>} />,
    );
    const card = (key: string) => html.slice(html.indexOf(`id="tier-${key}"`), html.indexOf("</article>", html.indexOf(`id="tier-${key}"`)));
    expect(card("pro")).toContain("data-sold-out");
    expect(card("pro")).toContain("Sold out");
    expect(card("pro")).toContain('data-testid="waitlist-form" data-tier="pro"');
    expect(card("pro")).not.toContain("data-add-to-cart");
    expect(card("core")).toContain('data-add-to-cart="core"');
    expect(card("core")).not.toContain("data-sold-out");
  });

  it("puts Orlando's upgrade dialog on the Pro Track card only, and private mentorship under the programs", () => {
    const orlando = pricing("orlando");
    const proCard = orlando.slice(orlando.indexOf('id="tier-pro"'), orlando.indexOf("</article>", orlando.indexOf('id="tier-pro"')));
    expect(proCard).toContain('data-upgrade="core-pro"');
    expect(orlando.match(/data-upgrade=/g)).toHaveLength(1);
    expect(pricing("hartford")).not.toContain("data-upgrade");
    expect(pricing("hartford")).toContain("data-private-mentorship");
  });

  it("prices in the event's currency: pounds in London, Canadian dollars in Victoria", () => {
    const london = text(pricing("london"));
    expect(london).toContain("£133");
    expect(london).toContain("£307");
    expect(london).toMatch(/£181 \/ month/);
    expect(london).not.toContain("$");
    const victoria = pricing("victoria-bc");
    expect(cardOrder(victoria).slice(0, 3)).toEqual(["victoria_one_class_only", "core", "pro"]);
    expect(text(victoria)).toMatch(/One Class Only New C\$127/);
    expect(text(victoria)).toContain("C$227");
    expect(text(victoria)).toContain("C$524");
    expect(victoria).toMatch(/data-columns="3"/);
  });

  it("uses the page's card labels and column counts", () => {
    const cypress = pricing("cypress");
    expect(text(cypress)).toMatch(/Just a Class \$88/);
    expect(cypress).toMatch(/data-columns="3"/);
    expect(pricing("seattle")).toMatch(/data-columns="2"/);
    expect(pricing("savannah")).toMatch(/data-columns="2"/);
    expect(cardOrder(pricing("seattle")).slice(0, 2)).toEqual(["core", "pro"]);
  });

  it("draws the weekend layout with four tiers, savings, mentorship and the scholarship box", () => {
    const html = pricing("sherwood");
    const t = text(html);
    expect(cardOrder(html).slice(0, 4)).toEqual(["core_day1", "core_day2", "weekend_pass", "pro"]);
    expect(html).toMatch(/data-columns="4"/);
    expect(t).toMatch(/Saturday Core Experience \$168/);
    expect(t).toMatch(/Sunday Core Experience \$168/);
    expect(t).toMatch(/Full Weekend Pass Most Popular \$298 Save 10%/);
    expect(t).toMatch(/Pro Track VIP \$498/);
    expect(t).toMatch(/Building \$158 \/ month/);
    expect(html).toContain("data-scholarship-box");
    expect(html).toContain('href="/scholarship"');
  });

  it("draws the studio weekend with the deposit, the VIP saving and the students-only note", () => {
    const html = pricing("new-hampshire");
    const t = text(html);
    expect(cardOrder(html)).toEqual(["nh_full_weekend", "nh_balance_payment", "nh_protrack_vip"]);
    expect(t).toMatch(/Full Weekend Pass \$300/);
    expect(t).toMatch(/Balance Payment \(deposit holders\) \$150 For families who already paid the \$150 deposit/);
    expect(t).toMatch(/Pro Track VIP Upgrade VIP \$249 Save \$51 vs\. the regular \$300 Pro Track/);
    expect(t).toContain("open only to students and alumni");
    expect(html).not.toContain('data-tier="audition_only"');
  });

  it("draws the two-tier and core-and-pro layouts", () => {
    const spokane = pricing("spokane");
    expect(cardOrder(spokane).slice(0, 2)).toEqual(["core_day1", "pro"]);
    expect(text(spokane)).toMatch(/Core Experience — Day 1 \$188/);
    expect(text(spokane)).toMatch(/Pro Track Most Popular \$408/);
    expect(text(spokane)).toContain("November 15 only");
    const boston = pricing("boston");
    expect(cardOrder(boston).slice(0, 2)).toEqual(["boston_core", "boston_pro_track"]);
    expect(text(boston)).toMatch(/Core Experience \$168.*Pro Track Most Popular \$388/);
  });

  it("fills a tier note's {price} with the formatted price", () => {
    const page = seededPage("hartford");
    const tier: PricedTier = {
      key: "protrack",
      label: "One-on-One Session",
      family: "mentorship",
      billing: "one_time",
      isVirtual: false,
      description: null,
      note: "One-time payment of {price} per session",
      price: { amountMinor: 23700, currency: "GBP" },
      soldOut: false,
    };
    const unlimited: PricedTier = {
      ...tier,
      key: "unlimited",
      label: "Unlimited Membership",
      billing: "monthly",
      note: "Monthly subscription starting on purchase date. Recurring until canceled.",
      price: { amountMinor: 38900, currency: "USD" },
      soldOut: false,
    };
    const event = { ...page.event, page: { ...page.event.page, pricing: { ...page.event.page.pricing, tiers: ["protrack", "unlimited"], mentorshipTiers: [], showAuditionOnly: false } } };
    const t = text(inRouter(<PricingSection event={event} tiers={{ protrack: tier, unlimited }} nowIso={page.nowIso} cohort={page.cohort} />));
    expect(t).toContain("One-time payment of £237 per session");
    expect(t).toMatch(/Unlimited Membership \$389 \/ month Monthly subscription starting on purchase date\. Recurring until canceled\./);
  });

  it("shows the Event Cancelled panel instead of the cards for a cancelled event", () => {
    const html = pricing("atlanta");
    const t = text(html);
    expect(t).toContain("Choose Your Experience");
    expect(t).toContain("Event Cancelled");
    expect(t).toContain("View All Upcoming Cities");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>View All Upcoming Cities/);
    expect(cardOrder(html)).toEqual([]);
    expect(t).toContain("All sales are final");
  });
});

describe("ScheduleSection", () => {
  it("heads the schedule with year, date and city, the studio and a map link to its address", () => {
    const html = schedule("hartford");
    const t = text(html);
    expect(html).toContain('id="schedule"');
    expect(t).toContain("2026 · January 18 · Hartford, CT");
    expect(t).toContain("Capitol Arts Dance Studio");
    expect(html).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=415%20Farmington%20Ave%2C%20Hartford%2C%20CT%2006105"',
    );
    expect(t).toContain("Juniors (12 and under)");
    expect(t).toContain("Seniors (13 and up)");
    expect(t).toContain("Check-in");
    expect(t).toContain("On-Camera Jazz");
    expect(t).toContain("Industry Q&A");
    expect(t).toContain("The schedule is still a work in progress and will be finalized closer to the event date");
    expect(t).toContain("Recreational, competitive dancers, and pros are all invited.");
    expect(html).not.toContain("data-mobile-checkout-bar");
    expect(html).not.toContain("<details");
  });

  it("says the venue is coming soon and searches the city on the map when there is no venue", () => {
    const html = schedule("london");
    const t = text(html);
    expect(t).toContain("Date to be announced · London, UK");
    expect(t).toContain("Venue details coming soon");
    expect(html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=London%2C%20UK"');
    for (const slug of ["madison-wi", "dallas", "belgrade"]) expect(text(schedule(slug))).toContain("Venue details coming soon");
  });

  it("uses 11 and under / 12 to adult and drops the all-welcome note where configured", () => {
    for (const slug of ["orlando", "boise-nov-7"]) {
      const t = text(schedule(slug));
      expect(t, slug).toContain("Juniors (11 and under)");
      expect(t, slug).toContain("Seniors (12 to adult)");
      expect(t, slug).not.toContain("12 and under");
      expect(t, slug).not.toContain("Recreational, competitive dancers, and pros are all invited.");
    }
    expect(text(schedule("orlando"))).toContain("Orlando Dance Collective");
  });

  it("shows the venue's directions and no work-in-progress note where configured", () => {
    const niagara = text(schedule("niagara-falls"));
    expect(niagara).toContain("back of the building");
    expect(niagara).not.toContain("work in progress");
    expect(niagara).toContain("Recreational, competitive dancers, and pros are all invited.");
    expect(text(schedule("savannah"))).not.toContain("work in progress");
  });

  it("draws two days with Studio 1 and Studio 2 in disclosures, closed in server markup, and the mobile bar", () => {
    const html = schedule("new-hampshire");
    const t = text(html);
    expect(t).toContain("2025 · December 13 & 14 · Hudson, NH");
    expect(t).toContain("Saturday, December 13");
    expect(t).toContain("Sunday, December 14");
    expect(t.match(/Studio 1/g)).toHaveLength(2);
    expect(t.match(/Studio 2/g)).toHaveLength(2);
    expect(html.match(/<details/g)).toHaveLength(4);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toContain("data-mobile-checkout-bar");
    // With an empty cart the bar leads to the tier cards; with items it proceeds to checkout.
    expect(html).toMatch(/<a[^>]*href="#pricing"/);
  });

  it("draws Sherwood's all-ages Saturday and its juniors and seniors Sunday", () => {
    const html = schedule("sherwood");
    const days = html.split("data-schedule-day=").slice(1).map(text);
    expect(days).toHaveLength(2);
    expect(days[0]).toContain("Saturday, January 24");
    expect(days[0]).toContain("All Ages");
    expect(days[0]).not.toContain("Juniors");
    expect(days[1]).toContain("Sunday, January 25");
    expect(days[1]).toContain("Juniors (12 and under)");
    expect(days[1]).toContain("Seniors (13 and up)");
  });

  it("gives every page city a schedule, and about 22 of them a venue", () => {
    const pageCities = seed.events.filter((e) => e.hasPage);
    for (const e of pageCities) expect(pageConfigSchema.parse(e.page).schedule.days.length, e.slug).toBeGreaterThan(0);
    const withVenue = pageCities.filter((e) => e.venue).map((e) => e.slug);
    expect(withVenue.length).toBe(22);
    expect(pageCities.filter((e) => !e.venue).map((e) => e.slug).sort()).toEqual(["belgrade", "dallas", "london", "madison-wi"]);
  });
});

describe("schedule text", () => {
  it("formats one day, two consecutive days, a range and a month change", () => {
    expect(formatEventDays("2026-01-18", null)).toBe("January 18");
    expect(formatEventDays("2026-01-24", "2026-01-25")).toBe("January 24 & 25");
    expect(formatEventDays("2026-03-03", "2026-03-05")).toBe("March 3–5");
    expect(formatEventDays("2025-12-31", "2026-01-01")).toBe("December 31 & January 1");
  });

  it("builds the heading parts and map searches", () => {
    expect(scheduleHeadingParts({ startsOn: null, endsOn: null, cityName: "London, UK" }, "TBD")).toEqual(["TBD", "London, UK"]);
    expect(mapSearchUrl("1 Main St, Town, ST")).toBe("https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Town%2C%20ST");
  });
});
