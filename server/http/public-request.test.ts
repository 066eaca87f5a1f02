import { describe, expect, it } from "vitest";
import { publicRequest } from "./public-request";

describe("publicRequest", () => {
  it("keeps a request already on the public origin, or when no public origin is set", () => {
    const request = new Request("https://site.example/faq");
    expect(publicRequest(request, "https://site.example")).toBe(request);
    expect(publicRequest(request, null)).toBe(request);
  });

  it("moves a proxied form post to the public origin with its method, headers and body", async () => {
    const request = new Request("http://10.0.0.5:3000/student-registration?order=abc", {
      method: "POST",
      headers: { Origin: "https://site.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "students.0.fullName=Maya",
    });
    const moved = publicRequest(request, "https://site.example");
    expect(moved.url).toBe("https://site.example/student-registration?order=abc");
    expect(moved.method).toBe("POST");
    expect(moved.headers.get("origin")).toBe("https://site.example");
    expect(await moved.text()).toBe("students.0.fullName=Maya");
  });
});
