import { describe, expect, it } from "vitest";
import { renderEmail } from "~/features/email/render-email.server";
import { teamReply } from "./team-reply";

const brand = { siteUrl: "https://callboard.example", contactEmail: "hello@callboard.example" };

describe("the team's reply email", () => {
  it("sends the team's words as paragraphs, escaped in HTML, the same in plain text", () => {
    const email = renderEmail(teamReply, { templateKey: "thank_you", subject: "Thanks, Rosa", paragraphs: ["Hi Rosa,", "<script>alert(1)</script> & more"] }, brand);
    expect(email.subject).toBe("Thanks, Rosa");
    expect(email.template).toBe("team-reply");
    expect(email.html).not.toContain("<script>alert(1)</script>");
    expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more");
    expect(email.text).toContain("Hi Rosa,\n\n<script>alert(1)</script> & more");
  });
});
