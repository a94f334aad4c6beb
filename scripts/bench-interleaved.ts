/**
 * Compares the main-thread blocking of two builds more finely than `npm run bench` can: at a 6× slowdown the median
 * of three Lighthouse runs moves by 150–300 ms between runs, far more than most changes. Here the pages of build A
 * and build B load alternately (A then B, then B then A, …), each in a fresh incognito context of one Debian
 * Chromium, on a phone viewport with the CPU slowed down, and each page's long tasks are read in the page. Per page
 * and build it prints the medians of the blocking time after the first contentful paint (each long task's time over
 * 50 ms, as Lighthouse counts it, but observed rather than simulated) and of the long tasks' sum.
 * Usage: npm run bench:interleaved -- --a build --b /tmp/other-build [--runs 12] [--slowdown 4] [--pages /ru/docs/v8/,…]
 */
import puppeteer, { type Browser } from "puppeteer-core";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_BINARY } from "./chromium";
import { freePort } from "./freePort";
import { serveBuild, type ServedSite } from "./serve-build";

/** A long task as the page observed it, in milliseconds from navigation. */
export interface LongTask {
  start: number;
  duration: number;
}

/** What Lighthouse's total blocking time counts, from observed tasks: each task's part after FCP beyond 50 ms. */
export function blockingAfter(tasks: LongTask[], fcp: number): number {
  return tasks.reduce((sum, { start, duration }) => {
    const end = start + duration;
    return end <= fcp ? sum : sum + Math.max(0, end - Math.max(start, fcp) - 50);
  }, 0);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const DEFAULT_PAGES = ["/ru/docs/v8/", "/ru/docs/v8/commands/browser/assertView/", "/ru/docs/v8/config/browsers/"];
// Lighthouse's mobile screen (a Moto G Power).
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** How long a page is left after its load event for hydration and the route's chunks to run. */
const SETTLE_MS = 3000;

async function measure(browser: Browser, url: string, slowdown: number): Promise<{ blocking: number; sum: number }> {
  const context = await browser.createIncognitoBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE);
    const session = await page.target().createCDPSession();
    await session.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await page.evaluateOnNewDocument(() => {
      const tasks: { start: number; duration: number }[] = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: "longtask", buffered: true });
    });
    const response = await page.goto(url, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${url}: HTTP ${response?.status() ?? "no response"}`);
    await new Promise((done) => setTimeout(done, SETTLE_MS));
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    }));
    return { blocking: blockingAfter(tasks, fcp), sum: tasks.reduce((total, task) => total + task.duration, 0) };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const option = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index === -1 ? undefined : argv[index + 1];
  };
  const builds = { A: option("a"), B: option("b") };
  for (const [name, dir] of Object.entries(builds)) {
    if (!dir || !existsSync(join(resolve(dir), "index.html")))
      throw new Error(
        `--${name.toLowerCase()} must name a built site (a folder with index.html), got ${dir ?? "nothing"}`,
      );
  }
  const runs = Number(option("runs") ?? 12);
  const slowdown = Number(option("slowdown") ?? 4);
  const pages = option("pages")?.split(",") ?? DEFAULT_PAGES;
  const sites: Record<string, ServedSite> = {};
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_BINARY, args: CHROMIUM_ARGS });
  try {
    for (const [name, dir] of Object.entries(builds)) sites[name] = await serveBuild(resolve(dir!), await freePort());
    console.log(`${runs} loads per page and build, CPU ${slowdown}× slower, phone viewport; medians in ms`);
    console.log(
      `${"page".padEnd(48)} ${"blocking A".padStart(10)} ${"B".padStart(6)} ${"sum A".padStart(7)} ${"B".padStart(6)}`,
    );
    for (const path of pages) {
      const results: Record<string, { blocking: number[]; sum: number[] }> = {
        A: { blocking: [], sum: [] },
        B: { blocking: [], sum: [] },
      };
      for (let run = 0; run < runs; run++) {
        for (const name of run % 2 === 0 ? ["A", "B"] : ["B", "A"]) {
          const { blocking, sum } = await measure(browser, `${sites[name]!.url}${path}`, slowdown);
          results[name]!.blocking.push(blocking);
          results[name]!.sum.push(sum);
        }
      }
      const cell = (values: number[], width: number) => String(Math.round(median(values))).padStart(width);
      console.log(
        `${path.padEnd(48)} ${cell(results.A!.blocking, 10)} ${cell(results.B!.blocking, 6)} ` +
          `${cell(results.A!.sum, 7)} ${cell(results.B!.sum, 6)}`,
      );
    }
  } finally {
    await browser.close();
    for (const site of Object.values(sites)) await site.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
