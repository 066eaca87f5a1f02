import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { onlineOrderCopy } from "~/content/online-order";
import { studentRegistrationCopy } from "~/content/student-registration";
import StudentRegistrationRoute from "./student-registration";

/** Issue 37, 2: an online program's participants are named without an age group, and the page never says "see you at the intensive". */

function render(online: boolean): string {
  const loaderData = {
    order: { number: "CB-ONLINE01", event: "Virtual (Online) · Year-round Access", open: true, seatCount: 1, online, students: [{ position: 1, fullName: "Maya Rivera", ageGroup: "13_and_up" as const }] },
    added: null,
    submissionKey: "key",
  };
  const props = { loaderData, actionData: undefined } as unknown as Parameters<typeof StudentRegistrationRoute>[0];
  const router = createMemoryRouter([{ path: "/student-registration", Component: () => <StudentRegistrationRoute {...props} /> }], { initialEntries: ["/student-registration"] });
  return renderToString(<RouterProvider router={router} />);
}

describe("/student-registration of an online program's order", () => {
  it("lists the participant without an age group and says the coach books the sessions", () => {
    const html = render(true).replace(/&#x27;|&#39;/g, "'");
    expect(html).toContain("Maya Rivera");
    expect(html).not.toContain("13 and up");
    expect(html).not.toContain(studentRegistrationCopy.complete);
    expect(html).toContain(onlineOrderCopy.registrationComplete);
  });

  it("keeps the age group and the day's words for an in-person order", () => {
    const html = render(false).replace(/&#x27;|&#39;/g, "'");
    expect(html).toContain("13 and up");
    expect(html).toContain(studentRegistrationCopy.complete);
  });
});
