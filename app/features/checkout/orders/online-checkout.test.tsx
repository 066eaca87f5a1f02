import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { checkoutCopy, checkoutWords } from "~/content/checkout";
import { studentFieldsCopy } from "~/content/student-registration";
import { GUARDIAN_CONSENT_TEXT } from "./checkout-schema";
import { CheckoutStudents } from "../components/checkout-students";
import { isOnlineCheckout } from "./online-checkout";
import { orderStudentRow } from "./order-student-row";

/** Issue 37, 2: a checkout whose items are all online speaks of the order and its sessions, not tickets, seats, the day or an age group. */

const line = (isVirtual: boolean) => ({ isVirtual });
const decode = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/<!-- -->/g, "");

function renderStudents(online: boolean): string {
  const student = { fullName: "Maya Rivera", age: "15", parentName: "", guardianConsent: false, email: "" };
  return decode(
    renderToString(
      <CheckoutStudents seatCount={1} students={[student]} onChange={() => {}} errors={{}} later={false} onLaterChange={() => {}} words={checkoutWords(online)} online={online} />,
    ),
  );
}

describe("isOnlineCheckout", () => {
  it("is online for an online program's event, whatever its tiers say", () => {
    expect(isOnlineCheckout({ isOnline: true, lines: [line(false)] })).toBe(true);
  });
  it("is online when every tier is online", () => {
    expect(isOnlineCheckout({ isOnline: false, lines: [line(true), line(true)] })).toBe(true);
  });
  it("is in person as soon as one line happens at the venue, and for an empty cart", () => {
    expect(isOnlineCheckout({ isOnline: false, lines: [line(true), line(false)] })).toBe(false);
    expect(isOnlineCheckout({ isOnline: false, lines: [line(false)] })).toBe(false);
    expect(isOnlineCheckout({ isOnline: false, lines: [] })).toBe(false);
  });
});

describe("the checkout's words", () => {
  it("an online cart: the order and how the sessions are booked, placing the order, no seats", () => {
    const words = checkoutWords(true);
    expect(words.detailsIntro).toBe("We send your order and how to book your sessions to this email.");
    expect(words.placing).toBe("Placing your order…");
    expect(words.held("3:15 PM")).not.toMatch(/seat/i);
    expect(JSON.stringify({ ...words, held: words.held("x"), intro: words.students.intro(2) })).not.toMatch(/ticket|seat|day's|venue|door/i);
  });

  it("an in-person cart reads exactly as before", () => {
    const words = checkoutWords(false);
    expect(words.detailsIntro).toBe("We send your tickets and the day's details to this email.");
    expect(words.placing).toBe("Holding your seats…");
    expect(words.held("3:15 PM")).toBe("Your seats are held until 3:15 PM.");
    expect(words.edit).toBe(checkoutCopy.review.edit);
    expect(words.students.intro(2)).toBe(checkoutCopy.students.intro(2));
  });

  it("an online cart's participant: no age group, the participant's email hint, consent to the online program", () => {
    const html = renderStudents(true);
    expect(html).not.toContain(studentFieldsCopy.ageGroup(studentFieldsCopy.ageGroups["13_and_up"]));
    expect(html).not.toContain("Age group");
    expect(html).toContain("We send the participant how the sessions work too.");
    expect(html).not.toContain(studentFieldsCopy.emailHint);
    expect(html).toContain("taking part in the online program");
    expect(html).not.toContain("the intensive");
  });

  it("an in-person cart's student keeps the age group, the day's details and the intensive's consent", () => {
    const html = renderStudents(false);
    expect(html).toContain("Age group: 13 and up");
    expect(html).toContain(studentFieldsCopy.emailHint);
    expect(html).toContain(GUARDIAN_CONSENT_TEXT);
    expect(html).toContain(checkoutCopy.students.intro(1));
  });

  it("stores the consent a minor's guardian was shown", () => {
    const minor = { fullName: "Maya Rivera", age: 15, parentName: "Ana Rivera" };
    const where = { orderId: 1, position: 1, now: new Date(0) };
    expect(orderStudentRow(minor, { ...where, online: true }).guardianConsent).toContain("the online program");
    expect(orderStudentRow(minor, where).guardianConsent).toBe(GUARDIAN_CONSENT_TEXT);
  });
});
