import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  createDeferClientScriptsTransform,
  deferClientScripts,
  DEFERRED_SCRIPTS_LOADER,
} from "./defer-client-scripts.server";

const page = [
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js"/>',
  '<link rel="modulepreload" href="/assets/root.js"/><style>p{}</style></head>',
  "<body><p>Café — ünïcode</p><script>window.__ctx = 1 < 2;</script>",
  '<script type="module" async="">import * as route0 from "/assets/root.js";</script></body></html>',
].join("");

async function streamThrough(chunks: Array<string | Buffer>): Promise<string> {
  return text(Readable.from(chunks).pipe(createDeferClientScriptsTransform()));
}

describe("deferClientScripts", () => {
  it("makes preloads and the module script inert and adds the loader before </body>", () => {
    const out = deferClientScripts(page);
    const [markup] = out.split(DEFERRED_SCRIPTS_LOADER);
    expect(markup).not.toContain('rel="modulepreload"');
    expect(markup).not.toContain('type="module"');
    expect(markup!.match(/rel="x-deferred-modulepreload"/g)).toHaveLength(2);
    expect(out).toContain('<script type="text/x-deferred-module">import * as route0');
    expect(out).toContain(`${DEFERRED_SCRIPTS_LOADER}</body>`);
  });

  it("leaves other markup alone", () => {
    const html = '<link rel="stylesheet" href="/a.css"><script>1</script><script type="application/ld+json">{}</script>';
    expect(deferClientScripts(html)).toBe(html);
  });
});

describe("createDeferClientScriptsTransform", () => {
  it("gives the same result however the page is split into chunks", async () => {
    const expected = deferClientScripts(page);
    const bytes = Buffer.from(page, "utf8");
    for (const size of [1, 2, 3, 7, 16, 50, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await streamThrough(chunks), `chunks of ${size} bytes`).toBe(expected);
    }
  });

  it("passes string chunks through too", async () => {
    expect(await streamThrough([page.slice(0, 40), page.slice(40)])).toBe(deferClientScripts(page));
  });
});
