import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { accountCopy } from "~/content/account";
import AccountRoute from "~/routes/account";
import type { MyRecords } from "../types";
import { TotpQrCode } from "./totp-qr-code";

const event = { cityName: "Springfield, ZZ", dateText: "March 14, 2026", startsOn: "2026-03-14", endsOn: null, timeZone: "America/Chicago" };
const records: MyRecords = {
  orders: [
    { number: "CB-7K3M9Q2H", status: "paid", event, currency: "USD", totalMinor: 16800, seatCount: 1, createdAt: "2025-09-01T12:00:00.000Z", confirmationUrl: "/order-confirmation?order=tok", calendarUrl: "/api/orders/tok/calendar.ics" },
    { number: "CB-22222222", status: "pending", event, currency: "GBP", totalMinor: 13350, seatCount: 2, createdAt: "2025-09-01T12:00:00.000Z", confirmationUrl: "/order-confirmation?order=tok2", calendarUrl: null },
  ],
  students: [{ fullName: "Maya Reyes", ageGroup: "13_and_up", event, enrolled: true, orderNumber: "CB-7K3M9Q2H" }],
  auditions: [{ fullName: "Nico Reyes", ageGroup: "12_and_under", event, registeredAt: "2025-09-01T12:00:00.000Z" }],
};
const viewer = { name: "Dana Reyes", email: "dana@example.com", emailVerified: true, twoFactorEnabled: false, isAdmin: false };

/** The page as the server renders it (a data router, since the two-step panel re-reads the loader). */
const noTwoStep = { app: false, phone: false, verifiedPhone: null as string | null, notice: null as string | null };
function render(data: { viewer: typeof viewer; records: MyRecords | null; twoStep?: typeof noTwoStep }): string {
  const loaderData = { twoStep: noTwoStep, ...data, subscriptions: [], subscriptionNotice: null, methods: [], methodNotice: null };
  const props = { loaderData } as unknown as Parameters<typeof AccountRoute>[0];
  const router = createMemoryRouter([{ path: "/account", Component: () => <AccountRoute {...props} /> }], { initialEntries: ["/account"] });
  return renderToString(<RouterProvider router={router} />);
}

describe("/account", () => {
  it("lists the orders with their links, the students and the auditions", () => {
    const html = render({ viewer, records });
    expect(html).toContain("CB-7K3M9Q2H");
    expect(html).toContain('href="/order-confirmation?order=tok"');
    expect(html).toContain('href="/api/orders/tok/calendar.ics"');
    expect(html).not.toContain("/api/orders/tok2/calendar.ics");
    expect(html).toContain("$168");
    expect(html).toContain("£133.50");
    expect(html).toContain('<time dateTime="2026-03-14">March 14, 2026</time>');
    expect(html).toContain("Maya Reyes");
    expect(html).toContain("Nico Reyes");
    expect(html).toContain(accountCopy.security.turnOn);
    expect(html).not.toContain(accountCopy.team.title);
  });

  it("shows an online program's participant without an age group, and its order without tickets (issue 37, 2)", () => {
    const online = { cityName: "Virtual (Online)", dateText: "Year-round Access", startsOn: null, endsOn: null, timeZone: "America/Los_Angeles", isOnline: true };
    const html = render({
      viewer,
      records: {
        orders: [{ number: "CB-ONLINE01", status: "paid", event: online, currency: "USD", totalMinor: 22900, seatCount: 1, createdAt: "2025-09-01T12:00:00.000Z", confirmationUrl: "/order-confirmation?order=tok3", calendarUrl: null }],
        students: [{ fullName: "Maya Reyes", ageGroup: "13_and_up", event: online, enrolled: true, orderNumber: "CB-ONLINE01" }],
        auditions: [],
      },
    });
    expect(html).toContain("Maya Reyes");
    expect(html).toContain("Year-round Access");
    expect(html).not.toContain("Seniors");
    expect(html).not.toContain(accountCopy.records.seats(1));
  });

  it("says the address must be confirmed, and shows no records", () => {
    const html = render({ viewer: { ...viewer, emailVerified: false }, records: null });
    expect(html).toContain("Confirm your email address");
    expect(html).not.toContain("CB-7K3M9Q2H");
  });

  it("offers turning off and new backup codes when two-step is on, and the team tools to admins", () => {
    const html = render({ viewer: { ...viewer, twoFactorEnabled: true, isAdmin: true }, records, twoStep: { ...noTwoStep, app: true } });
    expect(html).toContain(accountCopy.security.turnOff);
    expect(html).toContain(accountCopy.security.newBackupCodes);
    expect(html).toContain(accountCopy.team.title);
    for (const link of accountCopy.team.links) expect(html).toContain(`href="${link.href}"`);
  });
});

describe("the phone factor on /account", () => {
  it("offers texted codes only with a verified number, and turning them off once on", () => {
    expect(render({ viewer, records })).toContain(accountCopy.phoneFactor.noPhone);
    const off = render({ viewer, records, twoStep: { ...noTwoStep, verifiedPhone: "+18605550123" } });
    expect(off).toContain(accountCopy.phoneFactor.turnOn);
    expect(off).toContain('data-phone-factor="off"');
    const on = render({ viewer, records, twoStep: { ...noTwoStep, phone: true, verifiedPhone: "+18605550123", notice: accountCopy.phoneFactor.outcomes.on! } });
    expect(on).toContain(accountCopy.phoneFactor.turnOff);
    expect(on).toContain(accountCopy.phoneFactor.onExplained("+18605550123"));
    expect(on).toContain('data-phone-factor="on"');
  });
});

describe("the authenticator QR code", () => {
  it("is drawn here as an SVG image with a label, from the otpauth URI alone", () => {
    const html = renderToString(<TotpQrCode uri="otpauth://totp/Callboard:dana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Callboard" label="QR code" />);
    expect(html).toMatch(/^<svg role="img" aria-label="QR code" viewBox="0 0 (\d+) \1"/);
    expect(html).toMatch(/<path d="M\d+ \d+h1v1h-1z/);
    expect(html).not.toMatch(/\b(?:src|href)=/);
  });
});
