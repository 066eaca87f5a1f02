import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { parseEnv } from "~/lib/env.server";
import { renderWaitlistConfirmation, renderWaitlistSeatOffer } from "./waitlist-emails.server";

describe("waitlist emails", () => {
  const mail = createEmailContext({ env: parseEnv({}), logger: pino({ level: "silent" }) });

  it("confirms a signup to the address that joined", () => {
    const [email, ...more] = renderWaitlistConfirmation({ email: "fan@example.com", cityName: "Springfield, ZZ" }, mail);
    expect(more).toEqual([]);
    expect(email).toMatchObject({ to: "fan@example.com", template: "waitlist-confirmation" });
  });

  it("offers a waitlisted address the seat held for it, with the claim link and the deadline", () => {
    const [email, ...more] = renderWaitlistSeatOffer(
      {
        email: "fan@example.com",
        cityName: "Springfield, ZZ",
        dateText: "March 14–15, 2026",
        tierLabel: "Core Experience",
        offerUrl: "https://callboard.example/waitlist/offer/tok_123",
        expiresText: "Wednesday, September 3 at 12:00 PM PDT",
      },
      mail,
    );
    expect(more).toEqual([]);
    expect(email).toMatchObject({ to: "fan@example.com", template: "waitlist-seat-offer" });
    expect(email?.subject).toBe("A seat opened up: Core Experience, Springfield, ZZ");
    expect(email?.html).toContain('href="https://callboard.example/waitlist/offer/tok_123"');
    expect(email?.html).toContain("Wednesday, September 3 at 12:00 PM PDT");
    expect(email?.text).toContain("Claim your seat (https://callboard.example/waitlist/offer/tok_123)");
    expect(email?.text).toContain("until Wednesday, September 3 at 12:00 PM PDT");
  });
});
