import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, CHROMIUM_BINARY } from "/work/main/scripts/chromium";
import { serveBuild } from "/work/main/scripts/serve-build";
import { freePort } from "/work/main/scripts/freePort";
(async () => {
  const port = await freePort();
  const site = await serveBuild("/work/main/build", port);
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_BINARY, args: CHROMIUM_ARGS });
  for (const path of process.argv.slice(2)) {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "networkidle0" });
    const assets: string[] = await page.evaluate(() => performance.getEntriesByType("resource").filter((e) => (e as PerformanceResourceTiming).initiatorType === "script").map((e) => new URL(e.name).pathname));
    let total = 0;
    const rows = assets.map((a) => { const kb = gzipSync(readFileSync(join("/work/main/build", a))).length / 1024; total += kb; return [kb, a] as const; }).sort((a, b) => b[0] - a[0]);
    console.log(path, total.toFixed(1));
    for (const [kb, a] of rows) console.log(kb.toFixed(2).padStart(8), a);
    await page.close();
  }
  await browser.close();
  await (site as any).close?.();
  process.exit(0);
})();
