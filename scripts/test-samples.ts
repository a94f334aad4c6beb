/**
 * Runs every complete test sample of the docs (describe/it, not a fragment) with real Testplane in Debian
 * Chromium against the example shop in tests/samples/site, after checking that each Russian copy has the
 * same code as the English sample apart from strings and comments. A sample whose fence meta says
 * `no-run="<reason>"` is listed as skipped with its reason; `sample-browser="bidi"` runs it in a
 * WebDriver BiDi session. Ends with `samples: E executed, P passed, S skipped`.
 * Usage: tsx scripts/test-samples.ts [--only <texts in the sample ids, comma-separated, e.g. browser/url,element/click>]
 */
import { spawn } from "node:child_process";
import {
  closeSync,
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_BINARY } from "./chromium";
import { freePort } from "./freePort";
import { waitFor } from "./serve-build";
import { collectTestSamples, type TestSample } from "../tests/helpers/testSamples";

const repoRoot = resolve(__dirname, "..");
const SITE_ROOT = join(repoRoot, "tests/samples/site");
const FIXTURES_DIR = join(repoRoot, "tests/samples/fixtures");
const CHROMEDRIVER = "/usr/bin/chromedriver";
// Inside the repository (and ignored by git) so that imports in samples resolve as in a project; not under
// node_modules, whose files Testplane does not transpile.
const WORK_DIR = join(repoRoot, ".testplane/samples-run");

export interface SamplesResult {
  executed: number;
  passed: number;
  skipped: number;
  /** Parity errors and failed samples, one line each. */
  problems: string[];
}

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".csv": "text/csv; charset=utf-8",
  ".pdf": "application/pdf",
};

/** `/catalog` is served from `catalog/index.html`, `/shop.css` from `shop.css`; a query never changes the file. */
function siteFile(urlPath: string): string | undefined {
  const path = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  for (const candidate of [join(SITE_ROOT, path), join(SITE_ROOT, path, "index.html")]) {
    if (candidate.startsWith(SITE_ROOT) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function serveSite(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const file = siteFile(url.pathname) ?? siteFile("/404.html");
    const status = siteFile(url.pathname) ? 200 : 404;
    response.writeHead(status, { "content-type": MIME[extname(file ?? "")] ?? "application/octet-stream" });
    if (file) createReadStream(file).pipe(response);
    else response.end();
  });
  return new Promise((done) => server.listen(port, "127.0.0.1", () => done(server)));
}

function sampleFileName(sample: TestSample, index: number): string {
  const page = sample.id
    .replace(/^docs\//, "")
    .replace(/\.mdx?#/, "-")
    .replace(/[^\w-]+/g, "-");
  return `${String(index).padStart(3, "0")}-${page}.testplane.${sample.example.language}`;
}

/** A one-line import as a require call, so that a module that cannot load fails its sample only. */
function importAsRequire(line: string): string {
  const match = /^import\s+(type\s+)?(.*?)\s*from\s*(["'][^"']+["']);?\s*$/.exec(line);
  if (!match)
    return /^import\s*(["'][^"']+["']);?\s*$/.test(line) ? line.replace(/^import\s*/, "require(") + ")" : line;
  const [, isType, clause = "", from] = match;
  if (isType) return "";
  const namespace = /^\*\s+as\s+(\w+)$/.exec(clause);
  if (namespace) return `const ${namespace[1]} = require(${from});`;
  const [defaultName, named] = clause.startsWith("{") ? [undefined, clause] : clause.split(/\s*,\s*(?=\{)/);
  const parts = [
    defaultName ? `const ${defaultName} = require(${from}).default ?? require(${from});` : "",
    named ? `const ${named.replace(/\btype\s+\w+\s*,?/g, "").replace(/\s+as\s+/g, ": ")} = require(${from});` : "",
  ];
  return parts.filter(Boolean).join("\n");
}

/**
 * The sample inside a describe named after it: titles repeat across samples, and Testplane refuses two
 * tests with the same full title. Its one-line imports become require calls inside the describe, `.only`
 * becomes a plain call, and an error thrown while the file is read becomes that sample's failure instead of
 * stopping the whole run.
 */
export function wrapSample(sample: TestSample): string {
  const lines = sample.example.code.split("\n");
  let body = 0;
  while (body < lines.length && /^(import\s|\s*$)/.test(lines[body] ?? "")) body++;
  const imports = lines.slice(0, body).map(importAsRequire).filter(Boolean).join("\n");
  // A sample that shows `.only` would otherwise exclude every other sample of the run.
  const code = lines
    .slice(body)
    .join("\n")
    .replace(/^(\s*(?:describe|it))\.only\(/gm, "$1(");
  return [
    `describe(${JSON.stringify(sample.id)}, () => {`,
    // WebdriverIO keeps mocks in one table per worker process, and mockRestoreAll restores every mock in it
    // through the browser that made it: a mock left by a finished session makes the next call fail.
    "afterEach(({ browser }) => browser.mockRestoreAll());",
    "try {",
    imports,
    code,
    "} catch (error) {",
    `it("loads", () => { throw error; });`,
    "}",
    "});",
    "",
  ].join("\n");
}

/**
 * Which browser entry runs a sample. Mocks and network throttling attach to a tab: with a new incognito tab
 * per test (isolation) they can land on a stale one, and WebdriverIO's mockRestoreAll then fails ("invalid
 * session id", or a TypeError on mocks an earlier test left behind). Such samples get a browser of their own.
 */
function browserOf(sample: TestSample): "chrome" | "chrome-bidi" | "chrome-own-session" {
  if (sample.bidi) return "chrome-bidi";
  return /\.(mock|mockRestoreAll|mockClearAll|throttle|throttleNetwork|getPuppeteer)\(/.test(sample.example.code)
    ? "chrome-own-session"
    : "chrome";
}

function writeConfig(siteUrl: string, gridUrl: string, files: Map<string, TestSample>): string {
  const chrome = { binary: CHROMIUM_BINARY, args: [...CHROMIUM_ARGS, "--disable-dev-shm-usage", "--lang=en-US"] };
  const capabilities = { browserName: "chrome", "goog:chromeOptions": chrome };
  const filesOf = (browser: ReturnType<typeof browserOf>) =>
    [...files].filter(([, sample]) => browserOf(sample) === browser).map(([name]) => name);
  const config = {
    gridUrl,
    baseUrl: siteUrl,
    screenshotsDir: join(WORK_DIR, "screens"),
    // Two Chromiums per browser entry: more overload this 2-core machine (CDP connections then time out).
    sessionsPerBrowser: 2,
    testsPerSession: 50,
    retry: 0,
    // Every test in a fresh incognito context: a cart or sign-in from one sample never leaks into the next.
    isolation: true,
    testTimeout: 60_000,
    httpTimeout: 30_000,
    sessionRequestTimeout: 60_000,
    takeScreenshotOnFails: { testFail: false, assertViewFail: false },
    sets: {
      classic: { files: filesOf("chrome"), browsers: ["chrome"] },
      ownSession: { files: filesOf("chrome-own-session"), browsers: ["chrome-own-session"] },
      bidi: { files: filesOf("chrome-bidi"), browsers: ["chrome-bidi"] },
    },
    // "chrome" is the browser id the docs' samples name in testplane.skip.in / only.in.
    browsers: {
      chrome: { windowSize: "1280x900", desiredCapabilities: capabilities },
      // A fresh browser per test isolates it already; the incognito tab isolation adds is what mocks lose.
      "chrome-own-session": {
        windowSize: "1280x900",
        testsPerSession: 1,
        isolation: false,
        desiredCapabilities: capabilities,
      },
      "chrome-bidi": { windowSize: "1280x900", desiredCapabilities: { ...capabilities, webSocketUrl: true } },
    },
  };
  const file = join(WORK_DIR, "testplane.config.js");
  writeFileSync(file, `module.exports = ${JSON.stringify(config, null, 2)};\n`);
  return file;
}

interface ReportLine {
  file: string;
  fullTitle: string;
  status: string;
  error?: string;
}

function readReport(path: string): ReportLine[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReportLine);
}

export async function runSamples(options: { only?: string } = {}): Promise<SamplesResult> {
  for (const binary of [CHROMEDRIVER, CHROMIUM_BINARY]) {
    if (!existsSync(binary)) throw new Error(`${binary} not found: apt-get install chromium chromium-driver`);
  }
  const { samples, parityErrors } = collectTestSamples(repoRoot);
  const wanted = options.only?.split(",") ?? [];
  const chosen = samples.filter((sample) => wanted.length === 0 || wanted.some((text) => sample.id.includes(text)));
  const skipped = chosen.filter((sample) => sample.noRun);
  const runnable = chosen.filter((sample) => !sample.noRun);
  for (const sample of skipped) console.log(`skipped ${sample.id}: ${sample.noRun}`);

  rmSync(WORK_DIR, { recursive: true, force: true });
  mkdirSync(join(WORK_DIR, "samples"), { recursive: true });
  // Files the samples upload, at the path a project would keep them (tests/fixtures/avatar.png).
  cpSync(FIXTURES_DIR, join(WORK_DIR, "tests/fixtures"), { recursive: true });
  const byFile = new Map<string, TestSample>();
  runnable.forEach((sample, index) => {
    const name = `samples/${sampleFileName(sample, index + 1)}`;
    writeFileSync(join(WORK_DIR, name), wrapSample(sample));
    byFile.set(name, sample);
  });
  const names = [...byFile.keys()];

  const [sitePort, driverPort] = [await freePort(), await freePort()];
  const site = await serveSite(sitePort);
  const driver = spawn(CHROMEDRIVER, [`--port=${driverPort}`, "--allowed-ips=127.0.0.1"], { stdio: "ignore" });
  const report = join(WORK_DIR, "report.jsonl");
  const log = openSync(join(WORK_DIR, "testplane.log"), "w");
  try {
    await waitFor(`http://127.0.0.1:${driverPort}/status`, driver);
    const config = writeConfig(`http://127.0.0.1:${sitePort}`, `http://127.0.0.1:${driverPort}`, byFile);
    if (names.length > 0) {
      await new Promise<void>((done) => {
        const testplane = spawn(
          join(repoRoot, "node_modules/.bin/testplane"),
          // Samples that call assertView have no reference images here: --update-refs writes them, so
          // the run checks that the screenshot can be taken, not how it compares.
          ["--config", config, "--update-refs", "--reporter", JSON.stringify({ type: "jsonl", path: report })],
          // Testplane's and WebdriverIO's own logs go to a file: the summary below names what failed.
          { cwd: WORK_DIR, stdio: ["ignore", log, log] },
        );
        testplane.on("exit", () => done());
      });
    }
  } finally {
    driver.kill();
    closeSync(log);
    await new Promise((done) => site.close(done));
  }

  const lines = readReport(report);
  const problems = [...parityErrors];
  let passed = 0;
  for (const [name, sample] of byFile) {
    const results = lines.filter((line) => line.file.endsWith(name));
    const failures = results.filter((line) => line.status !== "success");
    if (results.length > 0 && failures.length === 0) {
      passed++;
      continue;
    }
    const reason = failures[0]?.error?.split("\n")[0] ?? "no test of the sample ran (the file did not load)";
    problems.push(`${sample.id} (${sample.example.file}:${sample.example.line}): ${reason}`);
  }
  return { executed: runnable.length, passed, skipped: skipped.length, problems };
}

if (require.main === module) {
  const onlyIndex = process.argv.indexOf("--only");
  const only = onlyIndex === -1 ? undefined : process.argv[onlyIndex + 1];
  runSamples({ only }).then(
    ({ executed, passed, skipped, problems }) => {
      for (const problem of problems) console.log(`FAIL ${problem}`);
      if (problems.length) console.log(`Testplane's log: ${join(WORK_DIR, "testplane.log")}`);
      console.log(`samples: ${executed} executed, ${passed} passed, ${skipped} skipped`);
      process.exit(problems.length ? 1 : 0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
