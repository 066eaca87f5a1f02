import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { faqCategories as faqFor } from "~/content/faq";
import { seededCohort } from "../../../tests/support/seeded-cohort";
import { Faq } from "./components/faq";

const faqCategories = faqFor(seededCohort());

function render(ui: ReactElement): string {
  const router = createMemoryRouter([{ path: "/", element: ui }]);
  return renderToString(<RouterProvider router={router} />);
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("Faq (server-rendered)", () => {
  const html = render(<Faq headingLevel={2} cohort={seededCohort()} />);
  const text = decode(html);

  it("renders every category, question and answer into the HTML", () => {
    for (const c of faqCategories) {
      expect(text).toContain(c.category);
      for (const q of c.questions) expect(text).toContain(q.question);
    }
    expect(text).toContain("All sales are final.");
    expect(text).toContain("Juniors, 12 and under");
  });

  it("renders disclosures with aria-expanded and aria-controls, the first open", () => {
    const buttons = [...html.matchAll(/<button[^>]*aria-expanded="(true|false)"[^>]*aria-controls="([^"]+)"/g)];
    expect(buttons).toHaveLength(6);
    expect(buttons.map((b) => b[1])).toEqual(["true", "false", "false", "false", "false", "false"]);
    for (const b of buttons) expect(html).toContain(`id="${b[2]}"`);
    expect(html.match(/role="region"[^>]*hidden=""/g)).toHaveLength(5);
  });

  it("uses the requested heading levels and a labelled search box", () => {
    expect(html.match(/<h2/g)).toHaveLength(6);
    expect(html.match(/<h3/g)?.length).toBe(faqCategories.reduce((n, c) => n + c.questions.length, 0));
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Search questions<\/label>/);
    expect(html).toMatch(/<input[^>]*type="search"/);
    const id = /<label for="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${id}"`);
  });

  it("renders in-app answer links as links", () => {
    expect(html).toContain('href="/terms"');
    expect(html).toContain('href="/submit-talent"');
    expect(html).toMatch(/href="mailto:[^"]+@/);
  });
});
