import { describe, expect, it } from "vitest";
import { renderEmail } from "./render-email.server";
import { auditionConfirmation, type AuditionConfirmationProps } from "~/features/auditions/emails/audition-confirmation";
import { submissionReceived } from "~/features/applications/emails/submission-received";
import { teamNotification } from "./templates/team-notification";
import { waitlistConfirmation } from "~/features/waitlist/emails/waitlist-confirmation";
import type { EmailBrand } from "./types";

const brand: EmailBrand = { siteUrl: "https://callboard.example", contactEmail: "hello@callboard.example" };

const audition: AuditionConfirmationProps = {
  fullName: "Maya Lopez",
  cityName: "Springfield, ZZ",
  dateText: "March 1, 2026",
  venueName: "Studio One",
  venueAddress: "12 Main St",
  ageGroupLabel: "Ages 13 and up",
  whatToBring: ["Water bottle", "Dance shoes"],
};

describe("renderEmail", () => {
  it("renders the audition confirmation as a branded, phone-sized HTML document", () => {
    const email = renderEmail(auditionConfirmation, audition, brand);
    expect(email.template).toBe("audition-confirmation");
    expect(email.subject).toBe("You're registered: Springfield, ZZ audition");
    expect(email.html).toMatch(/^<!DOCTYPE html>/);
    expect(email.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(email.html).toContain("max-width:600px");
    expect(email.html).toContain(">Callboard</td>");
    for (const value of ["Maya Lopez", "Springfield, ZZ", "March 1, 2026", "Studio One, 12 Main St", "Water bottle"]) {
      expect(email.html).toContain(value);
    }
    expect(email.html).toContain("arrive 15 minutes early");
    expect(email.html).toContain("casting consideration only");
    expect(email.html).toContain('href="mailto:hello@callboard.example"');
    expect(email.html).toContain("this address was used to register for the Springfield, ZZ audition");
    // Mail clients drop style sheets and scripts.
    expect(email.html).not.toMatch(/<style|<script|<link/i);
  });

  it("writes a plain-text version by hand, not by stripping the HTML", () => {
    const { text } = renderEmail(auditionConfirmation, audition, brand);
    expect(text).toContain("Hi Maya Lopez,");
    expect(text).toContain("Please arrive 15 minutes early");
    expect(text).toContain("When: March 1, 2026\nWhere: Studio One, 12 Main St\nAge group: Ages 13 and up");
    expect(text).toContain("What to bring:\n- Water bottle\n- Dance shoes");
    expect(text).toContain("does not guarantee a role");
    expect(text).toContain("Questions? Reply to this email or write to hello@callboard.example.");
    expect(text).not.toMatch(/[<>]/);
  });

  it("says the venue details will follow when there is no venue yet", () => {
    const email = renderEmail(auditionConfirmation, { ...audition, venueName: null, venueAddress: null, whatToBring: [] }, brand);
    expect(email.text).toContain("Where: We will email you the venue details before the day.");
    expect(email.text).not.toContain("What to bring");
  });

  it("escapes user input in HTML and keeps the subject on one line", () => {
    const hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const email = renderEmail(auditionConfirmation, { ...audition, fullName: hostile, cityName: "Town\r\nBcc: a@b.c" }, brand);
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<img");
    expect(email.html).toContain("&lt;script&gt;");
    expect(email.subject).toBe("You're registered: Town Bcc: a@b.c audition");
    expect(email.html).toContain("<title>You&#39;re registered: Town Bcc: a@b.c audition</title>");
  });

  it("links only web URLs in team notifications and prints links as 'label (url)' in text", () => {
    const email = renderEmail(
      teamNotification,
      {
        title: "New scholarship application",
        fields: [
          { label: "Name", value: "Maya <b>Lopez</b>" },
          { label: "Message", value: "Line one\nLine two" },
        ],
        links: [
          { label: "Dance clip", url: "https://video.example/clip" },
          { label: "Bad link", url: "javascript:alert(1)" },
        ],
      },
      brand,
    );
    expect(email.subject).toBe("[Callboard] New scholarship application");
    expect(email.html).toContain('<a href="https://video.example/clip"');
    expect(email.html).not.toContain('href="javascript:');
    expect(email.html).toContain("Maya &lt;b&gt;Lopez&lt;/b&gt;");
    expect(email.text).toContain("Dance clip (https://video.example/clip)");
    expect(email.text).toContain("Bad link: javascript:alert(1)");
    expect(email.text).toContain("Message: Line one\nLine two");
  });

  it("renders the waitlist and submission confirmations", () => {
    const city = renderEmail(waitlistConfirmation, { cityName: "Springfield, ZZ" }, brand);
    expect(city.subject).toBe("You're on the Springfield, ZZ waitlist");
    expect(city.text).toContain("as soon as a spot opens up in Springfield, ZZ");
    const tour = renderEmail(waitlistConfirmation, {}, brand);
    expect(tour.subject).toBe("You're on the Callboard tour waitlist");

    const received = renderEmail(
      submissionReceived,
      { kindLabel: "scholarship application", fullName: "Maya Lopez", summaryLines: ["Age: 15", "Event: March 1, 2026"] },
      brand,
    );
    expect(received.subject).toBe("We received your scholarship application");
    expect(received.html).toContain("Maya Lopez");
    expect(received.text).toContain("What you sent:\n- Age: 15\n- Event: March 1, 2026");
  });
});
