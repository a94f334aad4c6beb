/**
 * Every check of the project, with one summary line at the end (`N passed, N failed`): static checks (side by
 * side), unit tests, the build-rule fixtures beside the quickstart followed as written, the docs' test samples run
 * against the example shop, the production build of both locales, the content tests over that build, and the
 * Testplane e2e suite against it served by nginx. A stage's seconds count from the start of its group.
 * Usage: npm test [-- --skip-build]   (reuse an existing build/ made by a previous run)
 */
import { spawn } from "node:child_process";
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
/** No stage takes more than a few minutes; one that runs this long is stuck, and the run must still end. */
const JOB_TIMEOUT_MS = 20 * 60_000;
/** When the stage now being recorded started: the end of the previous one. */
let stageStart = Date.now();

function record(name: string, result: SuiteResult, seconds = Math.round((Date.now() - stageStart) / 1000)): void {
  results.push({ name, ...result, seconds });
  stageStart = Date.now();
  console.log(`\n=== ${name}: ${result.passed} passed, ${result.failed} failed ===\n`);
}

interface Job {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Reads the pass/fail counts off the job's output and exit code. */
  count: (output: string, code: number | null) => SuiteResult;
}

const passFail = (_output: string, code: number | null): SuiteResult => ({
  passed: code === 0 ? 1 : 0,
  failed: code === 0 ? 0 : 1,
});

/** A script that checks several things and ends with a line "…, N passed, N failed". */
function countedLine(output: string, code: number | null): SuiteResult {
  const counts = [...output.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
  const passed = Number(counts?.[1] ?? 0);
  const failed = Number(counts?.[2] ?? 0) || (code === 0 && counts ? 0 : 1);
  return { passed, failed };
}

/**
 * Runs jobs side by side and records them in the order given.
 * Checks that keep one core busy (tsc, ESLint, Prettier) or wait on processes (the quickstart) go together, so
 * that the other core is not idle; the rest run one at a time.
 */
async function runJobs(jobs: Job[]): Promise<(SuiteResult & { output: string })[]> {
  const started = Date.now();
  const header = (job: Job) =>
    console.log(`\n--- ${job.name}: ${[job.command.replace(`${repoRoot}/`, ""), ...job.args].join(" ")}`);
  // A job that runs alone prints as it goes; side by side, each job's output is printed whole when all are done.
  const live = jobs.length === 1;
  const finished = await Promise.all(
    jobs.map(
      (job) =>
        new Promise<{ job: Job; output: string; code: number | null; seconds: number }>((done) => {
          if (live) header(job);
          const child = spawn(job.command, job.args, {
            cwd: repoRoot,
            env: { ...process.env, ...job.env },
            stdio: ["ignore", "pipe", "pipe"],
          });
          let output = "";
          const collect = (chunk: Buffer) => {
            output += chunk.toString();
            if (live) process.stdout.write(chunk);
          };
          child.stdout.on("data", collect);
          child.stderr.on("data", collect);
          const timer = setTimeout(() => {
            collect(Buffer.from(`\n${job.name}: stopped after ${JOB_TIMEOUT_MS / 60_000} minutes without finishing\n`));
            child.kill("SIGKILL");
            // A process the job started may keep its output open, and then "close" never comes.
            setTimeout(
              () => done({ job, output, code: null, seconds: Math.round((Date.now() - started) / 1000) }),
              5000,
            );
          }, JOB_TIMEOUT_MS);
          child.on("exit", () => clearTimeout(timer));
          child.on("error", (error) => {
            collect(Buffer.from(`${error.message}\n`));
            done({ job, output, code: 1, seconds: 0 });
          });
          child.on("close", (code) => done({ job, output, code, seconds: Math.round((Date.now() - started) / 1000) }));
        }),
    ),
  );
  return finished.map(({ job, output, code, seconds }) => {
    if (!live) {
      header(job);
      process.stdout.write(output);
    }
    const result = job.count(output, code);
    record(job.name, result, seconds);
    return { ...result, output };
  });
}

function vitestJob(name: string, dir: string): Job {
  const output = join(tmpdir(), `testplane-site-${name}-${process.pid}.json`);
  rmSync(output, { force: true });
  return {
    name,
    command: bin("vitest"),
    args: ["run", dir, "--reporter=default", "--reporter=json", `--outputFile=${output}`],
    count: (_text, code) => {
      if (!existsSync(output)) return { passed: 0, failed: 1 };
      const report = JSON.parse(readFileSync(output, "utf8")) as {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        numTodoTests: number;
      };
      // A skipped or todo test checks nothing, so it counts against the run, as in the e2e suite.
      const failed = report.numFailedTests + report.numPendingTests + report.numTodoTests;
      // A suite that fails to load has no failed tests but a failing exit code: count it once.
      return { passed: report.numPassedTests, failed: failed || (code === 0 ? 0 : 1) };
    },
  };
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
  const originality = resolve(repoRoot, "../shared/tools/originality.mjs");
  await runJobs([
    { name: "typecheck", command: bin("tsc"), args: ["--noEmit", "-p", "."], count: passFail },
    { name: "typecheck e2e", command: bin("tsc"), args: ["--noEmit", "-p", "tests/e2e"], count: passFail },
    { name: "lint", command: bin("eslint"), args: ["--max-warnings=0", "."], count: passFail },
    { name: "format", command: bin("prettier"), args: ["--check", "."], count: passFail },
    ...(existsSync(originality)
      ? [{ name: "originality", command: process.execPath, args: [originality], count: passFail }]
      : []),
  ]);
  await runJobs([vitestJob("unit", "tests/unit")]);
  await runJobs([vitestJob("examples", "tests/content/examples")]);
  await runJobs([vitestJob("doc shapes", "tests/content/shape")]);
  await runJobs([
    vitestJob("build-rules", "tests/content/build-rules"),
    {
      name: "quickstart (follows the page)",
      command: bin("tsx"),
      args: ["scripts/test-quickstart.ts"],
      count: countedLine,
    },
  ]);
  await runJobs([
    {
      name: "component testing guide",
      command: bin("tsx"),
      args: ["scripts/test-component-guide.ts"],
      count: countedLine,
    },
  ]);
  await docSamples();

  let built = skipBuild && existsSync(join(repoRoot, "build/index.html"));
  if (!built) {
    const [build] = await runJobs([
      {
        name: "production build (en, ru)",
        command: bin("docusaurus"),
        args: ["build"],
        env: { YANDEX_METRICA_ID: String(TEST_COUNTER_ID) },
        count: passFail,
      },
    ]);
    built = build?.failed === 0;
    // The minifier mends what it reports (a stray end tag, say) and the build succeeds, so only its log shows it.
    const diagnostics = build?.output.match(/HTML minifier diagnostic/g)?.length ?? 0;
    if (built && diagnostics > 0) console.log(`The build reported ${diagnostics} HTML minifier diagnostics (above).`);
    record("build log without HTML errors", { passed: diagnostics === 0 ? 1 : 0, failed: diagnostics === 0 ? 0 : 1 });
  }
  if (built) {
    await runJobs([vitestJob("content", "tests/content/site")]);
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
