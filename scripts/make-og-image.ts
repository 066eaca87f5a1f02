/** Renders public/og-image.png (1200×630) from HTML with the system Chromium. Run: npx tsx scripts/make-og-image.ts */
import path from "node:path";
import { launchBrowser } from "../tests/browser/support/browser";

const html = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;background:#09080d;font-family:system-ui,sans-serif;color:#fff;overflow:hidden;position:relative">
<div style="position:absolute;inset:0;background:radial-gradient(ellipse 60% 80% at 20% 0%,rgba(248,201,72,.35),transparent 70%),radial-gradient(ellipse 50% 70% at 85% 10%,rgba(255,93,143,.3),transparent 70%)"></div>
<div style="position:absolute;left:80px;top:90px;right:80px">
<div style="font-size:30px;font-weight:700;letter-spacing:.2em;color:#ffe08a;text-transform:uppercase">Callboard</div>
<div style="font-size:84px;font-weight:900;line-height:1.05;margin-top:28px">On-Camera Dance<br>Intensive &amp; Audition</div>
<div style="font-size:36px;margin-top:36px;color:#f8c948;font-weight:700">Train on camera. Perform with confidence.</div>
<div style="font-size:28px;margin-top:18px;color:#e5e5e5">All ages. All levels. Everyone belongs.</div></div>
<svg style="position:absolute;right:70px;bottom:60px" width="160" height="160" viewBox="0 0 24 24" fill="#f8c948"><path d="M4 5h12l4 3-4 3H4zM6 12h2v8H6z"/></svg>
</body></html>`;

const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: path.resolve("public/og-image.png") });
await browser.close();
console.log("wrote public/og-image.png");
