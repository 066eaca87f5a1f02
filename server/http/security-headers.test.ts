import { createHash } from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders, withPagePolicy } from "./security-headers";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes inline scripts exactly, skips external and JSON scripts", () => {
    const html = `<script>window.a=1</script><script src="/x.js"></script><script type="module" async>import "/y.js";</script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/y.js";')]);
  });
});

describe("securityHeaders", () => {
  const app = (https: boolean) => {
    const a = new Hono();
    a.use(securityHeaders({ https }));
    a.get("/page", async () => withPagePolicy(new Response("<p>hi</p><script>go()</script>", { headers: { "Content-Type": "text/html" } })));
    a.get("/api", (c) => c.json({ ok: true }));
    a.get("/token-page", () => new Response("<p>yours</p>", { headers: { "Content-Type": "text/html", "Referrer-Policy": "strict-origin" } }));
    a.get("/weaker", () => new Response("<p>x</p>", { headers: { "Content-Type": "text/html", "Referrer-Policy": "unsafe-url" } }));
    return a;
  };

  it("sends the policy a page's own scripts need, and nosniff, referrer, permissions and framing rules", async () => {
    const res = await app(false).request("/page");
    expect(await res.text()).toContain("go()");
    const csp = res.headers.get("Content-Security-Policy")!;
    expect(csp).toContain(`script-src 'self' ${sha("go()")}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("locks down non-page answers and adds HSTS over https", async () => {
    const res = await app(true).request("/api");
    expect(res.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });

  it("keeps a page's stricter referrer policy, never a weaker one", async () => {
    expect((await app(false).request("/token-page")).headers.get("Referrer-Policy")).toBe("strict-origin");
    expect((await app(false).request("/weaker")).headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("lists no hash when a page has no inline script", () => {
    expect(contentSecurityPolicy([])).toContain("script-src 'self';");
  });
});

describe("contentSecurityPolicy with the Meta Pixel", () => {
  it("allows the pixel's origins only when they are given", () => {
    const plain = contentSecurityPolicy([]);
    expect(plain).not.toContain("facebook");
    const withPixel = contentSecurityPolicy(["'sha256-x'"], { script: ["https://connect.facebook.net"], image: ["https://www.facebook.com"], connect: ["https://www.facebook.com"] });
    expect(withPixel).toContain("script-src 'self' https://connect.facebook.net 'sha256-x'");
    expect(withPixel).toContain("img-src 'self' data: https://www.facebook.com");
    expect(withPixel).toContain("connect-src 'self' https://www.facebook.com");
  });
});
