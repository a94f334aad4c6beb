/**
 * Runs the Testplane e2e suite against a production build: nginx serves build/ on 127.0.0.1,
 * Debian's chromedriver is started here and stopped afterwards, both on ports free at the time. Prints
 * Testplane's own report and returns the pass/fail counts; a test runs once (no retries), so a flaky
 * test fails the run. Usage: tsx scripts/e2e.ts [testplane args...]
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startChromedriver } from "./chromium";
import { freePort } from "./freePort";
import { serveBuild } from "./serve-build";

const repoRoot = resolve(__dirname, "..");

/**
 * The whole suite has about 210 tests. Testplane exits 0 when its file globs find nothing, so a run of the whole suite
 * with fewer than this many results fails: a broken glob or a spec that stopped registering its tests cannot pass.
 */
const MIN_FULL_SUITE = 200;

export interface SuiteResult {
  passed: number;
  failed: number;
}

function countResults(jsonlPath: string): SuiteResult {
  if (!existsSync(jsonlPath)) return { passed: 0, failed: 1 };
  const final = new Map<string, string>();
  for (const line of readFileSync(jsonlPath, "utf8").split("\n").filter(Boolean)) {
    const entry = JSON.parse(line) as { fullTitle: string; browserId: string; status: string };
    final.set(`${entry.browserId} ${entry.fullTitle}`, entry.status);
    if (entry.status === "skipped") console.error(`skipped, counted as failed: ${entry.fullTitle}`);
  }
  const statuses = [...final.values()];
  // A skipped test checks nothing, so it counts against the run like a failure.
  return {
    passed: statuses.filter((s) => s === "success").length,
    failed: statuses.filter((s) => s !== "success").length,
  };
}

export async function runE2e(args: string[] = []): Promise<SuiteResult> {
  const driver = await startChromedriver();
  const gridUrl = driver.url;
  const site = await serveBuild(join(repoRoot, "build"), await freePort());
  const report = join(tmpdir(), `testplane-site-e2e-${process.pid}.jsonl`);
  rmSync(report, { force: true });
  try {
    const code = await new Promise<number>((done) => {
      const testplane = spawn(
        join(repoRoot, "node_modules/.bin/testplane"),
        [
          "--config",
          "testplane.config.ts",
          "--reporter",
          "flat",
          "--reporter",
          JSON.stringify({ type: "jsonl", path: report }),
          ...args,
        ],
        { cwd: repoRoot, stdio: "inherit", env: { ...process.env, E2E_SITE_URL: site.url, E2E_GRID_URL: gridUrl } },
      );
      testplane.on("exit", (exitCode) => done(exitCode ?? 1));
    });
    const result = countResults(report);
    if (code !== 0 && result.failed === 0) result.failed = 1;
    const ran = result.passed + result.failed;
    const floor = args.length === 0 ? MIN_FULL_SUITE : 1;
    if (ran < floor) {
      console.error(`e2e: ${ran} tests ran, expected at least ${floor}: the run counts as failed`);
      result.failed += 1;
    }
    return result;
  } finally {
    await driver.stop();
    await site.stop();
  }
}

if (require.main === module) {
  runE2e(process.argv.slice(2)).then(
    ({ passed, failed }) => {
      console.log(`e2e: ${passed} passed, ${failed} failed`);
      process.exit(failed ? 1 : 0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
