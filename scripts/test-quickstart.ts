/**
 * Follows the quickstart's manual path (docs/quickstart.mdx and its Russian twin) in a temporary folder and
 * checks that what the page promises happens: it installs the site's own testplane and html-reporter, writes
 * the files from the page's code blocks, runs the commands the page lists and compares exit codes, the output
 * lines the page quotes, the reference screenshot and the report (served and rendered in Chromium).
 *
 * The blocks it uses carry `step="<id>"` in their fence meta, the same in both locales. The only departures
 * from the page are the ones a closed network forces, made with Testplane's own environment overrides
 * (documented on the page): gridUrl points at Debian's chromedriver, baseUrl at a local stand-in for
 * example.com, and the capabilities name Debian's Chromium. Usage: tsx scripts/test-quickstart.ts
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { freePort } from "./freePort";
import { codeShape } from "../tests/helpers/codeShape";
import { commandLines, need, run, runCheck, stepBlocks, stopGroup, writeFile, type Block } from "./follow-page";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_BINARY, startChromedriver } from "./chromium";
import { waitForUrl } from "./childProcess";

const repoRoot = resolve(__dirname, "..");
const PAGES = {
  en: join(repoRoot, "docs/quickstart.mdx"),
  ru: join(repoRoot, "i18n/ru/docusaurus-plugin-content-docs/current/quickstart.mdx"),
} as const;
type Locale = keyof typeof PAGES;
// `npx http-server` takes the newest version from the registry; the check pins it so a new release can't
// change the result unnoticed.
const HTTP_SERVER = "http-server@14.1.1";

/** An output line with what changes between runs (time, session, process, duration, folder) made uniform. */
export function normalizeOutput(line: string): string {
  return (
    line
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, "")
      .replace(/^\[\d{2}:\d{2}:\d{2} [+-]\d{4}\]/, "[time]")
      .replace(/\[(\w+):[0-9a-f]+, pid:\d+\] - \d+ms/, "[$1:session, pid:N] - Nms")
      .replace(/file:\/\/\/\S*?\/html-report\//, "file:///…/html-report/")
      .trim()
  );
}

/** The quoted lines (blank ones aside) that are missing from the actual output. */
export function missingLines(quoted: string, actual: string): string[] {
  const seen = new Set(actual.split("\n").map(normalizeOutput));
  return quoted
    .split("\n")
    .map(normalizeOutput)
    .filter((line) => line !== "" && !seen.has(line));
}

const results: { ok: boolean; what: string }[] = [];
let lastCheck = Date.now();
/** Records and prints one check, with the seconds spent since the previous one (where the time goes). */
function check(ok: boolean, what: string, details = ""): boolean {
  results.push({ ok, what });
  const seconds = Math.round((Date.now() - lastCheck) / 1000);
  lastCheck = Date.now();
  const shown = ok || !details ? "" : `\n${details.replace(/^/gm, "       ")}`;
  console.log(`${ok ? "ok  " : "FAIL"} ${what} [${seconds} s]${shown}`);
  return ok;
}

/** Opens a URL in Chromium through the chromedriver and waits until the page's text contains every string. */
async function pageShows(driverUrl: string, url: string, texts: string[], timeoutMs = 30_000): Promise<string> {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${driverUrl}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return ((await response.json()) as { value: unknown }).value;
  };
  const session = (await call("POST", "/session", {
    capabilities: {
      alwaysMatch: { browserName: "chrome", "goog:chromeOptions": { binary: CHROMIUM_BINARY, args: CHROMIUM_ARGS } },
    },
  })) as { sessionId: string };
  let text = "";
  try {
    await call("POST", `/session/${session.sessionId}/url`, { url });
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      text = String(
        await call("POST", `/session/${session.sessionId}/execute/sync`, {
          script: "return document.body ? document.body.innerText : '';",
          args: [],
        }),
      );
      if (texts.every((expected) => text.includes(expected))) return "";
      await new Promise((r) => setTimeout(r, 500));
    }
    return `after ${timeoutMs} ms the page shows:\n${text.slice(0, 600)}`;
  } finally {
    await call("DELETE", `/session/${session.sessionId}`);
  }
}

/** A stand-in for example.com on 127.0.0.1: the title, heading and block the quickstart's tests expect. */
function serveStandIn(port: number): Promise<Server> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Example Domain</title>' +
    "<style>body{margin:0;background:#eef;font:16px sans-serif}div{width:480px;margin:4em auto;padding:2em;" +
    "background:#fff}</style></head><body><div><h1>Example Domain</h1>" +
    "<p>A local page in place of example.com.</p></div></body></html>";
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  return new Promise((done) => server.listen(port, "127.0.0.1", () => done(server)));
}

/** The titles of every `it` and `describe` in a test file, joined as Testplane prints a test's full title. */
function fullTitle(testCode: string): string {
  return [...testCode.matchAll(/(?:describe|it)\("([^"]+)"/g)].map((match) => match[1]).join(" ");
}

/** The title of the (only) suite in a test file: the report opens with its suites collapsed. */
function suiteTitle(testCode: string): string {
  return /\bdescribe\("([^"]+)"/.exec(testCode)?.[1] ?? "";
}

function total(output: string): string {
  return /Total: \d+ Passed: \d+ Failed: \d+/.exec(output)?.[0] ?? "no summary line";
}

async function followPage(
  locale: Locale,
  blocks: Map<string, Block>,
  prose: string,
  project: string,
  env: NodeJS.ProcessEnv,
  driverUrl: string,
  full: boolean,
): Promise<void> {
  const say = (what: string) => `${locale}: ${what}`;
  const file = (step: string) => {
    const block = need(blocks, step);
    if (!block.title) throw new Error(`step="${step}" has no title="…" to name its file`);
    writeFile(project, block.title, block.code);
    return block;
  };
  // Each locale starts from the installed project alone.
  for (const name of readdirSync(project)) {
    if (!["node_modules", "package.json", "package-lock.json"].includes(name))
      rmSync(join(project, name), { recursive: true });
  }

  const config = file("config");
  const tsconfig = file("tsconfig");
  const firstTest = file("first-test");
  const firstTitle = fullTitle(firstTest.code);

  if (full) {
    // The tests alone, without the config that imports testplane: only the `types` entry gives them the globals.
    writeFile(
      project,
      "tsconfig.tests.json",
      JSON.stringify({ extends: "./tsconfig.json", include: ["testplane-tests"] }),
    );
    const tsc = spawnSync(join(repoRoot, "node_modules/.bin/tsc"), ["-p", "tsconfig.tests.json", "--pretty", "false"], {
      cwd: project,
      encoding: "utf8",
    });
    check(
      tsc.status === 0 && /"testplane-tests"/.test(tsconfig.code),
      say("tsconfig.json: the test file type-checks on its own (describe, it, expect and browser are known)"),
      tsc.stdout,
    );
    rmSync(join(project, "tsconfig.tests.json"));
  }

  /** Runs a command and checks its exit code and that it prints the lines of the page's output block. */
  const runAsQuoted = async (command: string, outputStep: string, exitCode: number, label = command) => {
    const result = await run(command, project, env);
    const missing = missingLines(need(blocks, outputStep).code, result.output);
    check(result.code === exitCode, say(`${label}: exits with ${exitCode}`), result.output);
    check(
      missing.length === 0,
      say(`${label}: prints the lines the page quotes`),
      [...missing, "--- actual:", result.output].join("\n"),
    );
  };
  /** Starts a server the page names, opens its address in Chromium and checks the page shows the texts. */
  const servedAndRendered = async (command: string, port: number, texts: string[], label: string) => {
    const server = spawn("bash", ["-c", `exec ${command}`], { cwd: project, env, stdio: "ignore", detached: true });
    try {
      await waitForUrl(`http://127.0.0.1:${port}/`, server, { timeoutMs: 120_000 });
      const problem = await pageShows(driverUrl, `http://127.0.0.1:${port}/`, texts);
      check(problem === "", say(`${label}: renders in Chromium and lists both suites`), problem);
    } catch (error) {
      check(false, say(`${label}: answers on 127.0.0.1:${port}`), String(error));
    } finally {
      await stopGroup(server);
    }
  };

  for (const command of commandLines(need(blocks, "run"))) await runAsQuoted(command, "first-run-output", 0);

  const visual = file("visual-test");
  const visualTitle = fullTitle(visual.code);
  /** `--browser chrome` runs both tests; `--grep` and the file path select the first one only. */
  const dailyOption = async (command: string) => {
    const result = await run(command, project, env);
    const both = command.includes("--browser");
    const expected = both ? "Total: 2 Passed: 2 Failed: 0" : "Total: 1 Passed: 1 Failed: 0";
    check(
      result.code === 0 &&
        total(result.output) === expected &&
        result.output.includes(firstTitle) &&
        (both || !result.output.includes(visualTitle)),
      say(`${command}: ${both ? "both tests pass" : "runs the first test only"}, exit code 0`),
      result.output,
    );
  };
  await runAsQuoted("npx testplane", "no-reference-output", 1, "npx testplane without a reference");

  if (!full) {
    // The rest repeats code the locales share (compared block by block in main); only --grep has a
    // string of this locale's own.
    for (const command of commandLines(need(blocks, "daily-options")).filter((line) => line.includes("--grep"))) {
      await dailyOption(command);
    }
    return;
  }

  for (const command of commandLines(need(blocks, "update-refs"))) {
    const result = await run(command, project, env);
    check(result.code === 0 && /Passed: 1 Failed: 0/.test(result.output), say(`${command}: passes`), result.output);
  }
  const where = /`testplane\/screens\/<[^>]+>\/chrome\/(main-block\.png)`/.exec(prose);
  const screens = join(project, "testplane/screens");
  const references = existsSync(screens)
    ? readdirSync(screens).filter((id) => where && existsSync(join(screens, id, "chrome", where[1]!)))
    : [];
  check(
    Boolean(where) && references.length === 1,
    say("the reference is written where the page says (testplane/screens/<test id>/chrome/main-block.png)"),
    `found: ${existsSync(screens) ? readdirSync(screens, { recursive: true }).join(", ") : "no testplane/screens"}`,
  );

  const packageJson = JSON.parse(readFileSync(join(project, "package.json"), "utf8")) as Record<string, unknown>;
  const npmScript = JSON.parse(need(blocks, "npm-script").code) as { scripts: Record<string, string> };
  writeFile(project, "package.json", JSON.stringify({ ...packageJson, scripts: npmScript.scripts }, null, 2));
  {
    const result = await run("npm test", project, env);
    check(
      result.code === 0 && /Total: 2 Passed: 2 Failed: 0/.test(result.output),
      say("npm test: runs both tests, they pass"),
      result.output,
    );
  }

  for (const command of commandLines(need(blocks, "daily-options"))) await dailyOption(command);

  const installed = JSON.parse(readFileSync(join(project, "package.json"), "utf8")) as {
    devDependencies?: Record<string, string>;
  };
  check(Boolean(installed.devDependencies?.["html-reporter"]), say("html-reporter is a dev dependency"));
  const fragment = need(blocks, "reporter-config").code;
  const configCode = readFileSync(join(project, config.title!), "utf8");
  const closing = "} satisfies ConfigInput;";
  check(configCode.includes(closing), say(`the config ends with ${closing}, where the plugins section goes`));
  writeFile(project, config.title!, configCode.replace(closing, `${fragment.replace(/^(?=.)/gm, "    ")}\n${closing}`));
  await runAsQuoted("npx testplane", "report-output", 0, "npx testplane with html-reporter");
  check(existsSync(join(project, "html-report/index.html")), say("html-report/index.html is written"));

  const [serveCommand] = commandLines(need(blocks, "serve-report"));
  const suites = [suiteTitle(firstTest.code), suiteTitle(visual.code)];
  check(serveCommand === "npx http-server html-report", say(`the page serves the report with ${serveCommand}`));
  const reportPort = await freePort();
  // The summary and the suite tree come from the report's database, which a file:// page cannot load.
  await servedAndRendered(
    `${serveCommand!.replace("http-server", `--yes ${HTTP_SERVER}`)} -a 127.0.0.1 -p ${reportPort} -s`,
    reportPort,
    // The page sets uiMode: "new", so index.html redirects to the new interface (its "Visual Checks" page is new-UI
    // only); the suite tree comes from the database.
    ["Visual Checks", ...suites],
    serveCommand!,
  );
  const guiPort = await freePort();
  await servedAndRendered(
    `npx testplane gui --no-open --hostname 127.0.0.1 --port ${guiPort}`,
    guiPort,
    ["Visual Checks", ...suites],
    "npx testplane gui",
  );

  file("gitignore");
  spawnSync("git", ["init", "-q"], { cwd: project });
  const staged = spawnSync("git", ["add", "--all", "--dry-run"], { cwd: project, encoding: "utf8" }).stdout;
  const leaked = staged.split("\n").filter((line) => /'(node_modules|html-report|\.testplane)\//.test(line));
  check(
    leaked.length === 0 && /testplane\/screens\/[^']+\/chrome\/main-block\.png/.test(staged),
    say(".gitignore keeps reports and failed-test lists out, the reference screenshot in"),
    staged,
  );
  rmSync(join(project, ".git"), { recursive: true, force: true });
}

async function main(): Promise<number> {
  const started = Date.now();
  const pages = {
    en: readFileSync(PAGES.en, "utf8"),
    ru: readFileSync(PAGES.ru, "utf8"),
  };
  const blocks = { en: stepBlocks(pages.en, PAGES.en), ru: stepBlocks(pages.ru, PAGES.ru) };
  check(
    [...blocks.en.keys()].join() === [...blocks.ru.keys()].join() && blocks.en.size > 0,
    `both locales mark the same blocks: ${[...blocks.en.keys()].join(", ")}`,
    `ru: ${[...blocks.ru.keys()].join(", ")}`,
  );
  for (const [step, en] of blocks.en) {
    const ru = blocks.ru.get(step);
    if (!ru || en.lang === "text") continue;
    check(
      en.lang === ru.lang && en.title === ru.title && codeShape(en.code, en.lang) === codeShape(ru.code, ru.lang),
      `step="${step}": the Russian block is the same code apart from strings and comments`,
      `en:\n${codeShape(en.code, en.lang)}\nru:\n${codeShape(ru.code, ru.lang)}`,
    );
  }

  const generator = spawnSync("npm", ["view", "create-testplane", "version"], { encoding: "utf8" });
  console.log(
    generator.status === 0
      ? `note: create-testplane ${generator.stdout.trim()} is on the registry, but this check follows the manual path only ` +
          "(the generator installs the newest versions, not the site's)."
      : "note: the generator path (npm init testplane@latest) is not followed: create-testplane is not on this registry " +
          "(npm view create-testplane fails), so only the manual path is checked.",
  );

  const sitePackage = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as {
    devDependencies: Record<string, string>;
  };
  const project = mkdtempSync(join(tmpdir(), "quickstart-"));
  const npmEnv = {
    ...process.env,
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_update_notifier: "false",
  };
  const driver = await startChromedriver();
  const driverUrl = driver.url;
  const sitePort = await freePort();
  const standIn = await serveStandIn(sitePort);
  try {
    spawnSync("npm", ["init", "-y"], { cwd: project, stdio: "ignore" });
    // The page installs testplane, then html-reporter; one install of both at the site's exact versions is
    // the same result in half the time.
    const install = [
      ...commandLines(need(blocks.en, "install-testplane")),
      ...commandLines(need(blocks.en, "install-reporter")),
    ];
    const packages = install.map((command) => /^npm i -D (\S+)$/.exec(command)?.[1]);
    if (!packages.every((name): name is string => Boolean(name && sitePackage.devDependencies[name]))) {
      throw new Error(`unexpected install commands on the page: ${install.join("; ")}`);
    }
    const pinned = packages.map((name) => `${name}@${sitePackage.devDependencies[name]}`);
    const installed = await run(`npm i -D -E --prefer-offline ${pinned.join(" ")}`, project, npmEnv);
    if (!check(installed.code === 0, `npm i -D ${pinned.join(" ")} in ${project}`, installed.output)) return 1;

    const env = {
      ...npmEnv,
      testplane_grid_url: driverUrl,
      testplane_base_url: `http://127.0.0.1:${sitePort}/`,
      testplane_browsers_chrome_desired_capabilities: JSON.stringify({
        browserName: "chrome",
        "goog:chromeOptions": { binary: CHROMIUM_BINARY, args: CHROMIUM_ARGS },
      }),
    };
    for (const locale of Object.keys(PAGES) as Locale[]) {
      // English goes the whole way; Russian runs what its own strings change: the tests and outputs, --grep.
      await followPage(locale, blocks[locale], pages[locale], project, env, driverUrl, locale === "en");
    }
  } catch (error) {
    check(false, "the quickstart can be followed to the end", String(error));
  } finally {
    await driver.stop();
    await new Promise((done) => standIn.close(done));
    rmSync(project, { recursive: true, force: true });
  }
  const failed = results.filter((result) => !result.ok).length;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `quickstart: ${failed === 0 ? "PASS" : "FAIL"}, ${results.length - failed} passed, ${failed} failed (${seconds} s)`,
  );
  return failed === 0 ? 0 : 1;
}

if (require.main === module) runCheck("quickstart", main);
