/**
 * Every check of the project, in order, with one summary line at the end (`N passed, N failed`):
 * static checks, unit tests, build-rule fixtures, the quickstart followed as written, the docs' test samples run
 * against the example shop, the production build of both locales,
 * the content tests over that build, and the Testplane e2e suite against it served by nginx.
 * Usage: npm test [-- --skip-build]   (reuse an existing build/ made by a previous run)
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { runE2e, type SuiteResult } from "./e2e";
import { printSamplesResult, runSamples } from "./test-samples";
import { TEST_COUNTER_ID } from "../tests/e2e/helpers/constants";

const repoRoot = resolve(__dirname, "..");
const bin = (name: string) => join(repoRoot, "node_modules/.bin", name);
const skipBuild = process.argv.includes("--skip-build");

const results: { name: string; passed: number; failed: number; seconds: number }[] = [];
/** When the stage now being recorded started: the end of the previous one. */
let stageStart = Date.now();

function record(name: string, result: SuiteResult): void {
  const now = Date.now();
  results.push({ name, ...result, seconds: Math.round((now - stageStart) / 1000) });
  stageStart = now;
  console.log(`\n=== ${name}: ${result.passed} passed, ${result.failed} failed ===\n`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const { status } = spawnSync(command, args, { cwd: repoRoot, stdio: "inherit", env: { ...process.env, ...env } });
  return status === 0;
}

function check(name: string, command: string, args: string[], env?: NodeJS.ProcessEnv): boolean {
  console.log(`\n--- ${name}: ${[command.replace(`${repoRoot}/`, ""), ...args].join(" ")}`);
  const ok = run(command, args, env);
  record(name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

function vitest(name: string, dir: string): void {
  const output = join(tmpdir(), `testplane-site-${name}-${process.pid}.json`);
  rmSync(output, { force: true });
  console.log(`\n--- ${name}: vitest run ${dir}`);
  const ok = run(bin("vitest"), ["run", dir, "--reporter=default", "--reporter=json", `--outputFile=${output}`]);
  if (!existsSync(output)) return record(name, { passed: 0, failed: 1 });
  const report = JSON.parse(readFileSync(output, "utf8")) as { numPassedTests: number; numFailedTests: number };
  // A suite that fails to load has no failed tests but a failing exit code: count it once.
  const failed = report.numFailedTests || (ok ? 0 : 1);
  record(name, { passed: report.numPassedTests, failed });
}

/** Runs a script that checks several things and ends with a line "…, N passed, N failed"; records those counts. */
function countedScript(name: string, script: string): Promise<void> {
  console.log(`\n--- ${name}: tsx ${script}`);
  return new Promise((done) => {
    const child = spawn(bin("tsx"), [script], { cwd: repoRoot, stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.on("exit", (code) => {
      const counts = [...output.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
      const passed = Number(counts?.[1] ?? 0);
      const failed = Number(counts?.[2] ?? 0) || (code === 0 && counts ? 0 : 1);
      record(name, { passed, failed });
      done();
    });
  });
}

/** The docs' test samples against the example shop: each executed sample and each parity error is a check. */
async function docSamples(): Promise<void> {
  console.log("\n--- doc samples: tsx scripts/test-samples.ts");
  try {
    const result = await runSamples();
    record("doc samples (Testplane)", { passed: result.passed, failed: printSamplesResult(result) });
  } catch (error) {
    console.error(error);
    record("doc samples (Testplane)", { passed: 0, failed: 1 });
  }
}

async function main(): Promise<void> {
  check("typecheck", bin("tsc"), ["--noEmit", "-p", "."]);
  check("typecheck e2e", bin("tsc"), ["--noEmit", "-p", "tests/e2e"]);
  check("lint", bin("eslint"), ["--max-warnings=0", "."]);
  check("format", bin("prettier"), ["--check", "."]);
  vitest("unit", "tests/unit");
  vitest("examples", "tests/content/examples");
  vitest("doc shapes", "tests/content/shape");
  vitest("build-rules", "tests/content/build-rules");
  const originality = resolve(repoRoot, "../shared/tools/originality.mjs");
  if (existsSync(originality)) check("originality", process.execPath, [originality]);

  await countedScript("quickstart (follows the page)", "scripts/test-quickstart.ts");
  await docSamples();

  const built =
    (skipBuild && existsSync(join(repoRoot, "build/index.html"))) ||
    check("production build (en, ru)", bin("docusaurus"), ["build"], { YANDEX_METRICA_ID: String(TEST_COUNTER_ID) });
  if (built) {
    vitest("content", "tests/content/site");
    try {
      record("e2e (Testplane, Chromium)", await runE2e());
    } catch (error) {
      console.error(error);
      record("e2e (Testplane, Chromium)", { passed: 0, failed: 1 });
    }
  }

  console.log("\nSummary:");
  for (const { name, passed, failed, seconds } of results)
    console.log(`  ${name.padEnd(30)} ${`${passed} passed, ${failed} failed`.padEnd(24)} ${seconds} s`);
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed || !built ? 1 : 0);
}

void main();
