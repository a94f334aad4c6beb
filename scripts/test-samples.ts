/**
 * Runs every complete test sample of the docs (describe/it, not a fragment) with real Testplane in Debian
 * Chromium against the example shop in tests/samples/site, after checking that each Russian copy has the
 * same code as the English sample apart from strings and comments. A sample whose fence meta says
 * `no-run="<reason>"` is listed as skipped with its reason; `sample-browser="bidi"` runs it in a
 * WebDriver BiDi session; `sample-config` runs it in a project of its own with the page's config, and blocks
 * marked `sample-file` are written at their title paths, where a sample's relative imports find them (they are
 * rewritten from the sample's own title path). Ends with `samples: E executed, P passed, S skipped`.
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
import { dirname, extname, join, normalize, posix, resolve } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_BINARY, startChromedriver } from "./chromium";
import { freePort } from "./freePort";
import type { CodeExample } from "../tests/helpers/codeExamples";
import { metaValue } from "../tests/helpers/fences";
import { collectSampleFiles, collectTestSamples, type TestSample } from "../tests/helpers/testSamples";

const repoRoot = resolve(__dirname, "..");
const SITE_ROOT = join(repoRoot, "tests/samples/site");
const PROJECT_FILES = join(repoRoot, "tests/samples/project");
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

/** The few API calls of the shop that change data: a static file cannot answer them. */
const API_ANSWERS: Record<string, { status: number; body: string }> = {
  "POST /api/newsletter": { status: 201, body: '{"subscribed":true}' },
};

/** An empty page of the shop's origin, where the shared session is reset between samples. */
const BLANK_PAGE = "/samples-harness/blank";

function serveSite(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname === BLANK_PAGE) {
      response.writeHead(200, { "content-type": MIME[".html"] }).end("<!doctype html><title>blank</title>");
      return;
    }
    const answer = API_ANSWERS[`${request.method} ${url.pathname}`];
    if (answer) {
      response.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
      return;
    }
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
 * A sample's relative import (`./pages/cart-page`) points from the sample's title path (`tests/cart.testplane.ts`), where
 * a reader keeps the test beside the `sample-file` modules it imports; rewritten to point from `at`, where the runner
 * writes the sample. Other lines, and samples without a title, are left as they are.
 */
function relocateImport(line: string, title: string | undefined, at: string): string {
  if (!title) return line;
  return line.replace(/^(import\s.*?)(["'])(\.\.?\/[^"']*)\2/, (_, head: string, quote: string, specifier: string) => {
    const target = posix.relative(posix.dirname(at), posix.join(posix.dirname(title), specifier));
    return `${head}${quote}${target.startsWith(".") ? target : `./${target}`}${quote}`;
  });
}

/**
 * Samples that mock requests. WebdriverIO keeps mocks in one table per worker process, and mockRestoreAll and
 * mockClearAll act on every mock in it, so these run in a Testplane process of their own, one test at a time.
 * They share its one session, and each restores all mocks after itself (see wrapSample).
 */
function mocksRequests(sample: TestSample): boolean {
  return /\.(mock|mockRestoreAll|mockClearAll)\(/.test(sample.example.code);
}

/**
 * The sample inside a describe named after it: titles repeat across samples, and Testplane refuses two
 * tests with the same full title. Its one-line imports become require calls inside the describe, `.only`
 * becomes a plain call, and an error thrown while the file is read becomes that sample's failure instead of
 * stopping the whole run.
 */
export function wrapSample(sample: TestSample, options: { resetSession?: boolean; at?: string } = {}): string {
  const lines = sample.example.code.split("\n");
  let body = 0;
  while (body < lines.length && /^(import\s|\s*$)/.test(lines[body] ?? "")) body++;
  const title = metaValue(sample.example.meta, "title");
  const imports = lines
    .slice(0, body)
    .map((line) => importAsRequire(options.at ? relocateImport(line, title, options.at) : line))
    .filter(Boolean)
    .join("\n");
  // A sample that shows `.only` would otherwise exclude every other sample of the run.
  const code = lines
    .slice(body)
    .join("\n")
    .replace(/^(\s*(?:describe|it))\.only\(/gm, "$1(");
  return [
    `describe(${JSON.stringify(sample.id)}, () => {`,
    // A sample that mocks restores its mocks, or the next sample of the session would meet them. Only those: in
    // a process with two sessions, mockRestoreAll would also restore the mock through which the other session's
    // openAndWait is waiting for network idle.
    ...(mocksRequests(sample) ? ["afterEach(({ browser }) => browser.mockRestoreAll());"] : []),
    ...(options.resetSession ? [`beforeEach(({ browser }) => require("../${RESET_SESSION_FILE}")(browser));`] : []),
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
 * Samples that throttle the network or change the browser beyond cookies, storage and windows (emulation, init
 * scripts, viewport, CPU, overwritten commands, extra windows) each get a fresh browser. So do samples that talk
 * CDP themselves: what they read is the renderer's, and a reused session's renderer still counts the DOM nodes of
 * the pages before (a reader's test has a fresh one by default, through `isolation`), and samples that listen to the
 * browser's events: a `dialog` listener in a BiDi session decides which of Testplane's two WebdriverIO instances
 * answers a dialog, and in a reused session the other one can fail on it and end the whole run.
 */
function needsOwnBrowser(sample: TestSample): boolean {
  return /\.(throttle|throttleNetwork|throttleCPU|getPuppeteer|unstable_getCdp|emulate|addInitScript|setViewport|overwriteCommand|newWindow|switchWindow)\(|\bbrowser\.on\(/.test(
    sample.example.code,
  );
}

const WINDOW_SIZE = "1280x900";

/**
 * The other samples share two browser sessions, which is twice as fast as a fresh incognito context per test
 * (its HTTP cache starts empty every time). Before each sample the session is put back to a first visit:
 * one window of the configured size on a blank page of the shop, with no cookies or storage.
 */
const RESET_SESSION_FILE = "reset-session.js";
const [WINDOW_WIDTH, WINDOW_HEIGHT] = WINDOW_SIZE.split("x").map(Number);
const RESET_SESSION = `module.exports = async function resetSession(browser) {
  const [first, ...others] = await browser.getWindowHandles();
  for (const handle of others) {
    await browser.switchToWindow(handle);
    await browser.closeWindow();
  }
  if (others.length > 0) await browser.switchToWindow(first);
  const { width, height } = await browser.getWindowSize();
  if (width !== ${WINDOW_WIDTH} || height !== ${WINDOW_HEIGHT}) await browser.setWindowSize(${WINDOW_WIDTH}, ${WINDOW_HEIGHT});
  await browser.url(${JSON.stringify(BLANK_PAGE)});
  await browser.deleteAllCookies();
  await browser.execute(async () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name);
  });
};
`;
const CAPABILITIES = {
  browserName: "chrome",
  "goog:chromeOptions": {
    binary: CHROMIUM_BINARY,
    args: [...CHROMIUM_ARGS, "--disable-dev-shm-usage"],
  },
};

function writeConfig(project: SessionsProject, siteUrl: string, gridUrl: string): string {
  const files = (bidi: boolean) =>
    [...project.samples].filter(([, sample]) => sample.bidi === bidi).map(([name]) => name);
  const chrome = { windowSize: WINDOW_SIZE, desiredCapabilities: CAPABILITIES };
  const config = {
    gridUrl,
    baseUrl: siteUrl,
    screenshotsDir: join(project.dir, "screens"),
    sessionsPerBrowser: project.sessions.parallel,
    testsPerSession: project.sessions.reused ? 50 : 1,
    retry: 0,
    isolation: false,
    testTimeout: 60_000,
    httpTimeout: 30_000,
    sessionRequestTimeout: 60_000,
    takeScreenshotOnFails: { testFail: false, assertViewFail: false },
    sets: {
      classic: { files: files(false), browsers: ["chrome"] },
      bidi: { files: files(true), browsers: ["chrome-bidi"] },
    },
    // "chrome" is the browser id the docs' samples name in testplane.skip.in / only.in.
    browsers: {
      chrome,
      "chrome-bidi": { ...chrome, desiredCapabilities: { ...CAPABILITIES, webSocketUrl: true } },
    },
  };
  const file = join(project.dir, "testplane.config.js");
  writeFileSync(file, `module.exports = ${JSON.stringify(config, null, 2)};\n`);
  return file;
}

/** Secrets the docs' configs read from the environment, as a reader's CI would provide them for the shop. */
const READER_ENV = {
  E2E_ADMIN_TOKEN: "admin-e2e",
  E2E_VIEWER_TOKEN: "viewer-e2e",
  E2E_PASSWORD: "correct-horse-battery",
  CHECKOUT_PASSWORD: "correct-horse-battery",
};
const READER_ENV_VARS: NodeJS.ProcessEnv = { ...process.env, ...READER_ENV };

/**
 * A page's config used as written, with its "chrome" pointed at this run's chromedriver, Chromium and shop
 * through Testplane's environment overrides. They also reach browsers the config starts itself through the
 * standalone API (launchBrowser builds its config the same way), as in a beforeAll that signs in once.
 */
function pageConfigEnv(siteUrl: string, gridUrl: string): NodeJS.ProcessEnv {
  return {
    ...READER_ENV_VARS,
    testplane_browsers_chrome_grid_url: gridUrl,
    testplane_browsers_chrome_base_url: siteUrl,
    testplane_browsers_chrome_window_size: WINDOW_SIZE,
    testplane_browsers_chrome_desired_capabilities: JSON.stringify(CAPABILITIES),
  };
}

/** Files of a reader's project (tests/fixtures/avatar.png, saved states), and the pages' `sample-file` blocks. */
function writeProjectFiles(dir: string, samples: TestSample[]): void {
  cpSync(PROJECT_FILES, dir, { recursive: true });
  for (const { path, code } of collectSampleFiles(
    repoRoot,
    samples.map((sample) => sample.example.file),
  )) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), code);
  }
}

function runTestplane(cwd: string, args: string[], env: NodeJS.ProcessEnv, log: number): Promise<void> {
  return new Promise<void>((done) => {
    // Samples that call assertView have no reference images here: --update-refs writes them, so the run
    // checks that the screenshot can be taken, not how it compares. Testplane's and WebdriverIO's own logs
    // go to a file: the summary names what failed.
    const testplane = spawn(join(repoRoot, "node_modules/.bin/testplane"), [...args, "--update-refs"], {
      cwd,
      env,
      stdio: ["ignore", log, log],
    });
    testplane.on("exit", () => done());
  });
}

/** A directory Testplane runs in, with the samples written into it (by path relative to it). */
interface Project {
  dir: string;
  samples: Map<string, TestSample>;
}

/** A project run with this script's config (a page's own config sets its own sessions). */
interface SessionsProject extends Project {
  /** Sessions side by side, and whether each is reused (reset before every sample). */
  sessions: { parallel: number; reused: boolean };
}

const reportOf = (project: Project) => join(project.dir, "report.jsonl");

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
  const { samples, parityErrors } = collectTestSamples(repoRoot);
  const wanted = options.only?.split(",") ?? [];
  const chosen = samples.filter((sample) => wanted.length === 0 || wanted.some((text) => sample.id.includes(text)));
  const skipped = chosen.filter((sample) => sample.noRun);
  const runnable = chosen.filter((sample) => !sample.noRun);
  for (const sample of skipped) console.log(`skipped ${sample.id}: ${sample.noRun}`);

  rmSync(WORK_DIR, { recursive: true, force: true });
  // Two Chromiums for the shared sessions: more overload this 2-core machine (CDP connections then time out).
  const shared: SessionsProject = {
    dir: join(WORK_DIR, "shared"),
    samples: new Map(),
    sessions: { parallel: 2, reused: true },
  };
  const mocks: SessionsProject = {
    dir: join(WORK_DIR, "mocks"),
    samples: new Map(),
    sessions: { parallel: 1, reused: true },
  };
  const ownBrowser: SessionsProject = {
    dir: join(WORK_DIR, "own-browser"),
    samples: new Map(),
    sessions: { parallel: 1, reused: false },
  };
  const withPageConfig = new Map<CodeExample, Map<string, TestSample>>();
  runnable.forEach((sample, index) => {
    const name = `samples/${sampleFileName(sample, index + 1)}`;
    if (sample.config) {
      withPageConfig.set(sample.config, (withPageConfig.get(sample.config) ?? new Map()).set(name, sample));
    } else {
      const project = needsOwnBrowser(sample) ? ownBrowser : mocksRequests(sample) ? mocks : shared;
      project.samples.set(name, sample);
    }
  });
  const ownConfigProjects = [shared, mocks, ownBrowser];
  for (const project of ownConfigProjects) {
    mkdirSync(join(project.dir, "samples"), { recursive: true });
    writeProjectFiles(project.dir, [...project.samples.values()]);
    const resetSession = project.sessions.reused;
    if (resetSession) writeFileSync(join(project.dir, RESET_SESSION_FILE), RESET_SESSION);
    for (const [name, sample] of project.samples) {
      writeFileSync(join(project.dir, name), wrapSample(sample, { resetSession, at: name }));
    }
  }

  const driver = await startChromedriver();
  const gridUrl = driver.url;
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const site = await serveSite(sitePort);
  const projects: Project[] = [...ownConfigProjects];
  const log = openSync(join(WORK_DIR, "testplane.log"), "w");
  /** One project per page config, one after another: its prepareBrowser or overwritten commands reach no other sample. */
  const runWithPageConfigs = async (): Promise<void> => {
    for (const [config, files] of withPageConfig) {
      const project: Project = { dir: join(WORK_DIR, `page-config-${projects.length}`), samples: new Map() };
      projects.push(project);
      writeProjectFiles(project.dir, [...files.values()]);
      const configFile = join(project.dir, `testplane.config.${config.language}`);
      writeFileSync(configFile, config.code);
      // At the path its title gives where there is one, so that the config's own `sets` find it.
      for (const [name, sample] of files) {
        const title = metaValue(sample.example.meta, "title");
        const path = title && /\.testplane\.[jt]s$/.test(title) ? title : name;
        mkdirSync(dirname(join(project.dir, path)), { recursive: true });
        writeFileSync(join(project.dir, path), wrapSample(sample, { at: path }));
        project.samples.set(path, sample);
      }
      const reporter = JSON.stringify({ type: "jsonl", path: reportOf(project) });
      // Only "chrome": a config may also name Firefox or an emulated phone, which this run cannot start.
      const args = ["--config", configFile, "--reporter", reporter, "--browser", "chrome", ...project.samples.keys()];
      await runTestplane(project.dir, args, pageConfigEnv(siteUrl, gridUrl), log);
    }
  };

  try {
    // Separate processes share no mocks, so these runs go side by side.
    await Promise.all([
      ...ownConfigProjects
        .filter((project) => project.samples.size > 0)
        .map((project) => {
          const config = writeConfig(project, siteUrl, gridUrl);
          const reporter = JSON.stringify({ type: "jsonl", path: reportOf(project) });
          return runTestplane(project.dir, ["--config", config, "--reporter", reporter], READER_ENV_VARS, log);
        }),
      runWithPageConfigs(),
    ]);
  } finally {
    await driver.stop();
    closeSync(log);
    await new Promise((done) => site.close(done));
  }

  const problems = [...parityErrors];
  // The docs hold about 360 runnable samples: far fewer means the samples stopped being found, not that all pass.
  if (!options.only && runnable.length < 300)
    problems.push(`only ${runnable.length} runnable samples found (expected 300+)`);
  let passed = 0;
  for (const project of projects) {
    const lines = readReport(reportOf(project));
    for (const [path, sample] of project.samples) {
      const results = lines.filter((line) => resolve(project.dir, line.file) === join(project.dir, path));
      const failures = results.filter((line) => line.status !== "success");
      if (results.length > 0 && failures.length === 0) {
        passed++;
        continue;
      }
      const reason = failures[0]?.error?.split("\n")[0] ?? "no test of the sample ran (the file did not load)";
      problems.push(`${sample.id} (${sample.example.file}:${sample.example.line}): ${reason}`);
    }
  }
  return { executed: runnable.length, passed, skipped: skipped.length, problems };
}

/** Prints each problem and the closing line; returns the number of failed checks. */
export function printSamplesResult({ executed, passed, skipped, problems }: SamplesResult): number {
  for (const problem of problems) console.log(`FAIL ${problem}`);
  if (problems.length) console.log(`Testplane's log: ${join(WORK_DIR, "testplane.log")}`);
  console.log(`samples: ${executed} executed, ${passed} passed, ${skipped} skipped`);
  return problems.length;
}

if (require.main === module) {
  const onlyIndex = process.argv.indexOf("--only");
  const only = onlyIndex === -1 ? undefined : process.argv[onlyIndex + 1];
  runSamples({ only }).then(
    (result) => process.exit(printSamplesResult(result) ? 1 : 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
