/**
 * Performance benchmark (not a test): build time and memory, page weights, Lighthouse scores and
 * search figures, each printed beside its budget from bench/budgets.json, and written to
 * bench-results/<date>.json for comparison over time.
 * Usage: npm run bench [-- --runs 3 --skip-build --skip-lighthouse --skip-every-page --pages landing,docs]
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { build as esbuild } from "esbuild";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { CHROMIUM_ARGS, CHROMIUM_BINARY } from "./chromium";
import { freePort } from "./freePort";
import { serveBuild } from "./serve-build";
import { extractRecords, buildSearchIndex } from "../plugins/local-search/indexer";
import { measureRelevance } from "./searchRelevance";
import { METRICA_ORIGIN } from "../plugins/yandex-metrica";

const repoRoot = resolve(__dirname, "..");
const buildDir = join(repoRoot, "build");
const budgets = JSON.parse(readFileSync(join(repoRoot, "bench/budgets.json"), "utf8"));
const queries = JSON.parse(readFileSync(join(repoRoot, "bench/queries.json"), "utf8")) as Record<"en" | "ru", string[]>;
const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (argv[index + 1] ?? fallback);
};
const RUNS = Number(option("runs", "3"));
/** The middle of the high-end desktop range, for which Lighthouse's default 4× CPU slowdown is meant. */
const REFERENCE_BENCHMARK_INDEX = 1750;

/** The pages measured, relative to a locale root. */
const PAGES: Record<string, string> = {
  landing: "/",
  docs: "/docs/v8/",
  assertView: "/docs/v8/commands/browser/assertView/",
  configBrowsers: "/docs/v8/config/browsers/",
  guide: "/docs/v8/guides/how-to-debug-test/",
  blog: "/blog/",
  post: "/blog/testplane-rebranding/",
  search: "/search/",
  versions: "/versions/",
  notFound: "/no-such-page/",
};
/** Lighthouse stops at a 404 status, so it audits the not-found page at its own file, served with 200. */
const LIGHTHOUSE_PATHS: Record<string, string> = { ...PAGES, notFound: "/404.html" };
const selectedPages = option("pages", Object.keys(PAGES).join(",")).split(",");

interface Row {
  figure: string;
  value: number | string;
  unit: string;
  budget?: number;
  /** "max": value must not exceed the budget; "min": must reach it. */
  kind?: "max" | "min";
}
const rows: Row[] = [];
const record = (row: Row) => rows.push(row);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Resident memory of a process and all its descendants, in MB, from /proc. */
function treeRssMb(pid: number): number {
  const children = new Map<number, number[]>();
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, "utf8");
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    } catch {
      return;
    }
    (children.get(id) ?? []).forEach(visit);
  };
  visit(pid);
  return total;
}

/**
 * The site as it is measured: no metrics counter and no hosted search, whatever this shell sets. Offline, the
 * counter's script fails to load, and Lighthouse counts that console error against the site's best practices.
 */
const siteOnlyEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== "YANDEX_METRICA_ID" && !name.startsWith("DOCSEARCH_")),
);

/** The counter's preconnect link is in every page of a build made with YANDEX_METRICA_ID. */
function assertBuildHasNoCounter(): void {
  if (readFileSync(join(buildDir, "index.html"), "utf8").includes(METRICA_ORIGIN))
    throw new Error("build/ has the metrics counter: rebuild without YANDEX_METRICA_ID, or drop --skip-build");
}

function timedBuild(label: string): Promise<{ seconds: number; peakMb: number }> {
  return new Promise((done, fail) => {
    const started = Date.now();
    const child = spawn(join(repoRoot, "node_modules/.bin/docusaurus"), ["build"], {
      cwd: repoRoot,
      stdio: ["ignore", "pipe", "pipe"],
      env: siteOnlyEnv,
    });
    // Kept for the error: a failed build 40 minutes into a run must say why.
    let output = "";
    const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(child.pid ?? 0))), 250);
    child.on("exit", (code) => {
      clearInterval(timer);
      if (code !== 0) {
        const tail = output.trimEnd().split("\n").slice(-30).join("\n");
        return fail(new Error(`${label} build failed with code ${code}; the end of its output:\n${tail}`));
      }
      done({ seconds: (Date.now() - started) / 1000, peakMb: peak });
    });
  });
}

async function measureBuild(): Promise<void> {
  await new Promise((done) =>
    spawn(join(repoRoot, "node_modules/.bin/docusaurus"), ["clear"], { cwd: repoRoot, stdio: "ignore" }).on(
      "exit",
      done,
    ),
  );
  const cold = await timedBuild("cold");
  record({
    figure: "build: cold, both locales",
    value: cold.seconds,
    unit: "s",
    budget: budgets.build.coldSeconds,
    kind: "max",
  });
  record({ figure: "build: cold, peak memory", value: Math.round(cold.peakMb), unit: "MB" });
  recordSocialCards("cold", budgets.build.socialCardsColdSeconds);
  const warm = await timedBuild("warm");
  record({
    figure: "build: warm, both locales",
    value: warm.seconds,
    unit: "s",
    budget: budgets.build.warmSeconds,
    kind: "max",
  });
  record({ figure: "build: warm, peak memory", value: Math.round(warm.peakMb), unit: "MB" });
  recordSocialCards("warm", budgets.build.socialCardsWarmSeconds);
}

/** The time the social cards added to the last build, both locales, as plugins/social-cards logged it. */
function recordSocialCards(label: string, budget: number): void {
  const stats = ["en", "ru"].map(
    (locale) =>
      JSON.parse(
        readFileSync(join(repoRoot, `node_modules/.cache/social-cards/last-build-${locale}.json`), "utf8"),
      ) as { ms: number; rendered: number },
  );
  const rendered = stats.reduce((sum, { rendered }) => sum + rendered, 0);
  record({
    figure: `build: social cards, ${label} (${rendered} rendered)`,
    value: stats.reduce((sum, { ms }) => sum + ms, 0) / 1000,
    unit: "s",
    budget,
    kind: "max",
  });
}

/**
 * Gzipped size as nginx sends the file (deploy/nginx): the Zopfli-compressed `.gz` the build wrote beside it
 * (plugins/precompressed-assets), or else its own gzip at level 6.
 */
const gzipKb = (file: string) =>
  (existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 6 }).length) / 1024;

/** Size as nginx sends the file to a browser that accepts Brotli: its `.br`, else as gzipped. */
const brotliKb = (file: string) => (existsSync(`${file}.br`) ? statSync(`${file}.br`).size / 1024 : gzipKb(file));

/**
 * What the open page has fetched, as paths: scripts, stylesheets and JSON. Prefetches of linked pages
 * (link rel=prefetch) are not what this page needs, so they are left out.
 */
function fetchedAssets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => entry.initiatorType === "script" || /\.css$/.test(entry.name) || entry.name.endsWith(".json"))
      .map((entry) => new URL(entry.name).pathname),
  );
}

/** Every page of a locale's build as [route, index.html file]; the English walk leaves out /ru/. */
function localePages(prefix: string): [string, string][] {
  const pages: [string, string][] = [];
  const walk = (dir: string, route: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !(prefix === "" && entry.name === "ru") && entry.name !== "assets")
        walk(join(dir, entry.name), `${route}${entry.name}/`);
      else if (entry.name === "index.html") pages.push([route, join(dir, entry.name)]);
    }
  };
  walk(join(buildDir, prefix), `${prefix}/`);
  return pages;
}

/** JS and CSS a page loads before the reader interacts, gzipped, as fetched by Chromium. */
async function measurePageWeights(browser: Browser, origin: string): Promise<void> {
  const landingFiles = new Map<string, Set<string>>();
  for (const [prefix, locale] of [
    ["", "en"],
    ["/ru", "ru"],
  ] as const) {
    const pageScripts = new Map<string, string[]>();
    for (const name of selectedPages) {
      const path = `${prefix}${PAGES[name]}`;
      const page = await browser.newPage();
      const response = await page.goto(`${origin}${path}`, { waitUntil: "networkidle0" });
      if (!response || (response.status() >= 400 && name !== "notFound")) {
        record({ figure: `${locale} ${name}: not built yet`, value: "-", unit: "" });
        await page.close();
        continue;
      }
      const assets = await fetchedAssets(page);
      await page.close();
      const files = assets.filter((asset) => /\.(js|css)$/.test(asset)).map((asset) => join(buildDir, asset));
      const js = files.filter((file) => file.endsWith(".js") && existsSync(file));
      const css = files.filter((file) => file.endsWith(".css") && existsSync(file));
      const jsKb = js.reduce((sum, file) => sum + gzipKb(file), 0);
      const cssKb = css.reduce((sum, file) => sum + gzipKb(file), 0);
      const isDoc = name !== "landing";
      const jsBudget = name === "configBrowsers" ? budgets.pages.longestDocJsKb : budgets.pages.docJsKb;
      record({
        figure: `${locale} ${name}: JS before interaction (gz)`,
        value: Math.round(jsKb),
        unit: "KB",
        ...(isDoc ? { budget: jsBudget, kind: "max" as const } : {}),
      });
      // The budgets are in gzip; Brotli is what a browser on HTTPS downloads.
      record({
        figure: `${locale} ${name}: JS before interaction (br)`,
        value: Math.round(js.reduce((sum, file) => sum + brotliKb(file), 0)),
        unit: "KB",
      });
      pageScripts.set(name, js);
      record({
        figure: `${locale} ${name}: CSS (gz)`,
        value: Math.round(cssKb),
        unit: "KB",
        budget: budgets.pages.docCssKb,
        kind: "max",
      });
      const html = join(buildDir, path, name === "notFound" ? "" : "index.html");
      const htmlFile = name === "notFound" ? join(buildDir, prefix, "404.html") : html;
      if (existsSync(htmlFile))
        record({ figure: `${locale} ${name}: HTML (gz)`, value: Math.round(gzipKb(htmlFile) * 10) / 10, unit: "KB" });
      const searchFiles =
        js.filter((file) => readFileSync(file, "utf8").includes("DocSearch-Modal")).length +
        assets.filter((asset) => asset.includes("search-index")).length;
      record({
        figure: `${locale} ${name}: search code or index loaded before interaction`,
        value: searchFiles,
        unit: "files",
        budget: 0,
        kind: "max",
      });
      if (name === "landing" || name === "docs") landingFiles.set(`${locale}:${name}`, new Set(js));
    }
    // Shared: what every measured page of the locale loads (React, the framework, the route table); own: the rest.
    const sets = [...pageScripts.values()];
    const shared = sets.length > 1 ? sets[0]!.filter((file) => sets.every((other) => other.includes(file))) : [];
    const sharedKb = shared.reduce((sum, file) => sum + gzipKb(file), 0);
    if (shared.length > 0)
      record({ figure: `${locale}: JS every page shares (gz)`, value: Math.round(sharedKb), unit: "KB" });
    for (const [name, js] of shared.length > 0 ? pageScripts : []) {
      const ownKb = js.filter((file) => !shared.includes(file)).reduce((sum, file) => sum + gzipKb(file), 0);
      record({ figure: `${locale} ${name}: JS of its own (gz)`, value: Math.round(ownKb), unit: "KB" });
    }
    const landing = landingFiles.get(`${locale}:landing`);
    const docs = landingFiles.get(`${locale}:docs`);
    if (landing && docs) {
      const extra = [...landing].filter((file) => !docs.has(file)).reduce((sum, file) => sum + gzipKb(file), 0);
      record({
        figure: `${locale} landing: JS beyond a doc page (gz)`,
        value: Math.round(extra),
        unit: "KB",
        budget: budgets.pages.landingExtraJsKb,
        kind: "max",
      });
    }
  }
}

/**
 * The JavaScript budget holds for every doc and blog page, not only the ten measured in detail: each
 * page of both locales is loaded once (its route's chunks load before the load event) and the
 * heaviest is reported. `config/browsers`, with a budget of its own, is measured with the ten.
 */
async function measureEveryPageJs(browser: Browser, origin: string): Promise<void> {
  const page = await browser.newPage();
  for (const [prefix, locale] of [
    ["", "en"],
    ["/ru", "ru"],
  ] as const) {
    const weights: { path: string; kb: number }[] = [];
    const docAndBlog = localePages(prefix)
      .map(([route]) => route)
      .filter((route) => route.startsWith(`${prefix}/docs/`) || route.startsWith(`${prefix}/blog/`));
    for (const path of docAndBlog) {
      await page.goto(`${origin}${path}`, { waitUntil: "load" });
      const files = (await fetchedAssets(page))
        .filter((asset) => asset.endsWith(".js"))
        .map((asset) => join(buildDir, asset))
        .filter((file) => existsSync(file));
      weights.push({ path, kb: files.reduce((sum, file) => sum + gzipKb(file), 0) });
    }
    const others = weights.filter(({ path }) => !path.endsWith("/config/browsers/")).sort((a, b) => b.kb - a.kb);
    const heaviest = others[0];
    if (!heaviest) continue;
    const over = others.filter(({ kb }) => Math.round(kb) > budgets.pages.docJsKb);
    for (const { path, kb } of over) console.log(`  over budget: ${path} ${kb.toFixed(1)} KB`);
    // The pages one more sidebar entry or paragraph would take over (0.2 KB per entry, PERFORMANCE.md).
    for (const { path, kb } of others.filter(({ kb }) => Math.round(kb) <= budgets.pages.docJsKb).slice(0, 5))
      console.log(`  next heaviest: ${path} ${kb.toFixed(1)} KB`);
    // The page goes in a row of its own, so the figure keeps one name from run to run in the results file.
    record({ figure: `${locale} doc and blog pages: the heaviest`, value: heaviest.path, unit: "" });
    record({
      figure: `${locale} doc and blog pages (${weights.length}): heaviest JS`,
      value: Math.round(heaviest.kb),
      unit: "KB",
      budget: budgets.pages.docJsKb,
      kind: "max",
    });
    record({
      figure: `${locale} doc and blog pages over ${budgets.pages.docJsKb} KB of JS`,
      value: over.length,
      unit: "pages",
      budget: 0,
      kind: "max",
    });
  }
  await page.close();
}

async function measureLighthouse(origin: string): Promise<void> {
  const { default: lighthouse } = await import("lighthouse");
  const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_BINARY,
    args: [...CHROMIUM_ARGS, "--remote-debugging-port=9333"],
  });
  // Lighthouse's simulated phone is this machine slowed down 4×, a factor meant for a high-end desktop
  // (benchmarkIndex 1500–2000, docs/throttling.md of Lighthouse). This shared machine measures anywhere from
  // about 1000 to 1800 from day to day, so the factor is calibrated as Lighthouse advises: scaled by the
  // machine's measured index, the phone stays the same (a benchmarkIndex of about 440) whatever the host.
  const calibration: number[] = [];
  for (let run = 0; run < 3; run++) {
    const result = await lighthouse(`${origin}/404.html`, {
      port: 9333,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (result) calibration.push(result.lhr.environment.benchmarkIndex);
  }
  record({ figure: "Lighthouse: host CPU benchmarkIndex (calibration median)", value: median(calibration), unit: "" });
  const benchmarkIndex: number[] = [];
  // The host's speed drifts during the half hour of runs (a calibration median of 1561 fell to 1187 over one
  // bench), so each page's phone is scaled by the index of the runs just before it, not by the first minute's.
  const slowdowns: number[] = [];
  const currentSlowdown = () => {
    const recent = benchmarkIndex.slice(-6);
    const hostIndex = median(recent.length > 0 ? recent : calibration);
    const slowdown = Math.round(((4 * hostIndex) / REFERENCE_BENCHMARK_INDEX) * 100) / 100;
    slowdowns.push(slowdown);
    return slowdown;
  };
  try {
    for (const [prefix, locale] of [
      ["", "en"],
      ["/ru", "ru"],
    ] as const) {
      for (const name of selectedPages) {
        for (const preset of ["mobile", "desktop"] as const) {
          const runs: Record<string, number[]> = {
            performance: [],
            accessibility: [],
            "best-practices": [],
            seo: [],
            lcp: [],
            tbt: [],
            cls: [],
          };
          const cpuSlowdownMultiplier = preset === "mobile" ? currentSlowdown() : 1;
          for (let run = 0; run < RUNS; run++) {
            const result = await lighthouse(
              `${origin}${prefix}${LIGHTHOUSE_PATHS[name]}`,
              {
                port: 9333,
                output: "json",
                logLevel: "error",
                onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
                ...(preset === "mobile" ? { throttling: { cpuSlowdownMultiplier } } : {}),
              },
              preset === "desktop" ? desktopConfig : undefined,
            );
            const lhr = result?.lhr;
            if (!lhr) continue;
            benchmarkIndex.push(lhr.environment.benchmarkIndex);
            for (const category of ["performance", "accessibility", "best-practices", "seo"]) {
              runs[category]!.push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
            }
            runs.lcp!.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN);
            runs.tbt!.push(lhr.audits["total-blocking-time"]?.numericValue ?? NaN);
            runs.cls!.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN);
          }
          const label = `${locale} ${name} (${preset})`;
          const perfBudget =
            preset === "desktop" ? budgets.lighthouse.performanceDesktop : budgets.lighthouse.performanceMobile;
          const scores = [
            ["performance", "performance", perfBudget],
            ["accessibility", "accessibility", budgets.lighthouse.accessibility],
            ["best-practices", "best practices", budgets.lighthouse.bestPractices],
            ["seo", "SEO", budgets.lighthouse.seo],
          ] as const;
          for (const [category, name, budget] of scores)
            record({ figure: `${label}: ${name}`, value: median(runs[category]!), unit: "", budget, kind: "min" });
          record({ figure: `${label}: LCP`, value: Math.round(median(runs.lcp!)), unit: "ms" });
          record({
            figure: `${label}: TBT`,
            value: Math.round(median(runs.tbt!)),
            unit: "ms",
            ...(preset === "mobile" ? { budget: budgets.lighthouse.tbtMobileMs, kind: "max" as const } : {}),
          });
          record({
            figure: `${label}: CLS`,
            value: Math.round(median(runs.cls!) * 1000) / 1000,
            unit: "",
            budget: budgets.lighthouse.cls,
            kind: "max",
          });
        }
      }
    }
    record({
      figure: "Lighthouse: host CPU benchmarkIndex (all runs, median)",
      value: median(benchmarkIndex),
      unit: "",
    });
    record({
      figure: "Lighthouse: mobile CPU slowdown (4× at 1750), lowest–highest",
      value: `${Math.min(...slowdowns)}–${Math.max(...slowdowns)}`,
      unit: "×",
    });
  } finally {
    await browser.close();
  }
}

/** Index size and build time per locale, and query latency in Chromium over bench/queries.json. */
async function measureSearch(browser: Browser, origin: string): Promise<void> {
  const bundle = await esbuild({
    entryPoints: [join(repoRoot, "plugins/local-search/client/searchEngine.ts")],
    bundle: true,
    format: "iife",
    globalName: "SearchBench",
    write: false,
    platform: "browser",
  });
  const engineCode = bundle.outputFiles[0]!.text;
  for (const [prefix, locale] of [
    ["", "en"],
    ["/ru", "ru"],
  ] as const) {
    const indexFile = join(buildDir, prefix, "search-index.json");
    if (!existsSync(indexFile)) continue;
    record({ figure: `${locale} search index (raw)`, value: Math.round(statSync(indexFile).size / 1024), unit: "KB" });
    record({
      figure: `${locale} search index (gz)`,
      value: Math.round(gzipKb(indexFile)),
      unit: "KB",
      budget: budgets.search.indexGzipKb,
      kind: "max",
    });
    record({ figure: `${locale} search index (br)`, value: Math.round(brotliKb(indexFile)), unit: "KB" });

    const started = performance.now();
    const records = localePages(prefix).flatMap(([route, file], i) =>
      extractRecords(readFileSync(file, "utf8"), route, { docs: "Docs", blog: "Blog" }, i * 1000),
    );
    JSON.stringify(buildSearchIndex(records, locale));
    record({ figure: `${locale} search index build time`, value: Math.round(performance.now() - started), unit: "ms" });

    const page = await browser.newPage();
    // The engine is injected as an inline script, which the site's own CSP rightly forbids.
    await page.setBypassCSP(true);
    await page.goto(`${origin}${prefix}/versions/`);
    await page.addScriptTag({ content: engineCode });
    const { loadMs, timings } = await page.evaluate(
      async (indexUrl: string, list: string[]) => {
        const text = await (await fetch(indexUrl)).text();
        const loadStarted = performance.now();
        const engine = new (
          window as unknown as { SearchBench: { SearchEngine: new (s: unknown) => { search: (q: string) => unknown } } }
        ).SearchBench.SearchEngine(JSON.parse(text));
        const loaded = performance.now() - loadStarted;
        const result: number[] = [];
        for (const query of list) {
          for (let i = 1; i <= query.length; i++) {
            const begin = performance.now();
            engine.search(query.slice(0, i));
            result.push(performance.now() - begin);
          }
        }
        return { loadMs: loaded, timings: result };
      },
      `${prefix}/search-index.json`,
      queries[locale],
    );
    await page.close();
    // The browser loads MiniSearch's index from the file once, before the first search.
    record({ figure: `${locale} search index load (parse + load)`, value: Math.round(loadMs), unit: "ms" });
    record({
      figure: `${locale} search query (as typed), median`,
      value: Math.round(median(timings) * 10) / 10,
      unit: "ms",
    });
    record({
      figure: `${locale} search query (as typed), p95`,
      value: Math.round(percentile(timings, 95) * 10) / 10,
      unit: "ms",
      budget: budgets.search.queryP95Ms,
      kind: "max",
    });
  }
}

/** Relevance over bench/relevance/<locale>.json (scripts/searchRelevance.ts), against the floors npm test enforces. */
function measureSearchRelevance(): void {
  const floors = JSON.parse(readFileSync(join(repoRoot, "bench/relevance/floors.json"), "utf8"));
  for (const { locale, top1, top3, mrr } of measureRelevance(buildDir)) {
    for (const [name, value] of [
      ["top-1", top1],
      ["top-3", top3],
    ] as const) {
      const key = name === "top-1" ? "top1" : "top3";
      record({
        figure: `${locale} search relevance ${name}`,
        value: Math.round(value * 1000) / 10,
        unit: "%",
        // Rounded as the value is: 0.974 * 100 is 97.39999999999999 in floating point.
        budget: Math.round(floors[locale][key] * 1000) / 10,
        kind: "min",
      });
    }
    record({ figure: `${locale} search relevance MRR`, value: mrr, unit: "", budget: floors[locale].mrr, kind: "min" });
  }
}

/** A short load check of the nginx server: 10 s, 50 connections, over a page, an asset and the index. */
async function measureLoad(origin: string): Promise<void> {
  const result = await autocannon({
    url: origin,
    connections: 50,
    duration: 10,
    requests: [
      { path: "/docs/v8/" },
      { path: "/ru/docs/v8/quickstart/" },
      { path: "/search-index.json" },
      { path: "/img/logo.svg" },
    ],
  });
  record({
    figure: "load: requests per second (nginx, 50 connections)",
    value: Math.round(result.requests.average),
    unit: "req/s",
  });
  record({ figure: "load: p99 latency", value: result.latency.p99, unit: "ms" });
  record({
    figure: "load: errors and non-2xx responses",
    value: result.errors + result.non2xx + result.timeouts,
    unit: "",
    budget: 0,
    kind: "max",
  });
}

function report(): void {
  const width = Math.max(...rows.map((row) => row.figure.length));
  let notMet = 0;
  for (const row of rows) {
    const value = `${row.value}${row.unit ? ` ${row.unit}` : ""}`;
    let verdict = "";
    if (row.budget !== undefined && typeof row.value === "number") {
      const ok = row.kind === "min" ? row.value >= row.budget : row.value <= row.budget;
      if (!ok) notMet++;
      verdict = `${row.kind === "min" ? "≥" : "≤"} ${row.budget}${row.unit ? ` ${row.unit}` : ""}  ${ok ? "met" : "NOT MET"}`;
    }
    console.log(`${row.figure.padEnd(width)}  ${value.padStart(10)}   ${verdict}`);
  }
  const out = join(repoRoot, "bench-results");
  mkdirSync(out, { recursive: true });
  const file = join(out, `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), budgets, rows }, null, 2));
  console.log(`\n${rows.length} figures, ${notMet} budgets not met; written to ${file}`);
}

async function main(): Promise<void> {
  if (!flag("skip-build")) await measureBuild();
  assertBuildHasNoCounter();
  const site = await serveBuild(buildDir, await freePort());
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_BINARY, args: CHROMIUM_ARGS });
  try {
    await measurePageWeights(browser, site.url);
    if (!flag("skip-every-page")) await measureEveryPageJs(browser, site.url);
    await measureSearch(browser, site.url);
    measureSearchRelevance();
    await measureLoad(site.url);
  } finally {
    await browser.close();
  }
  try {
    if (!flag("skip-lighthouse")) await measureLighthouse(site.url);
  } finally {
    await site.stop();
  }
  report();
}

void main();
