/**
 * `npm run docs:screenshots`: pictures of the real html-reporter for the docs. Runs the fixture project
 * (fixture/) with testplane and html-reporter against a tiny app served here, then opens the static report
 * and `testplane gui` in Debian Chromium, driven by Testplane (capture/), and writes optimised images to
 * static/img/docs/report/ plus the size of every picture <DocFigure> shows (src/components/DocFigure/imageSizes.json),
 * the hand-written blog diagrams in static/img/blog/ included.
 *
 * `--diagrams-only` rewrites the SVG diagrams (diagrams.ts) and the sizes file without running any browser.
 * `--update-reference` re-takes the committed reference of the fixture's screenshot check (fixture/screens)
 * from the app's "reference" look instead; run it only when the fixture app itself changes.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { stopChild, waitForUrl } from "../childProcess";
import { freePort } from "../freePort";
import { run, serveDirectory, serveFixtureApp, type Running } from "./servers";
import { optimiseScreens, writeImageSizes } from "./optimise";
import { maskRun, renderTranscript } from "./transcript";
import { writeDiagrams } from "./diagrams";
import { startChromedriver } from "../chromium";

const repoRoot = resolve(__dirname, "../..");
const fixtureDir = join(__dirname, "fixture");
const testplaneBin = join(repoRoot, "node_modules/.bin/testplane");
const STATIC_IMG_DIR = join(repoRoot, "static/img");
const IMG_DIR = join(STATIC_IMG_DIR, "docs");
const OUTPUT_DIR = join(IMG_DIR, "report");
const SIZES_FILE = join(repoRoot, "src/components/DocFigure/imageSizes.json");
// 40 columns of 14 px monospace make a 368 px picture: about 13 px text on a 360-390 px phone.
const PHONE_TRANSCRIPT_COLUMNS = 40;

async function withChromedriver<T>(body: (gridUrl: string) => Promise<T>): Promise<T> {
  const driver = await startChromedriver();
  try {
    return await body(driver.url);
  } finally {
    await driver.stop();
  }
}

/** The reference, actual and diff images of the failed screenshot check's last attempt, as html-reporter saved them. */
function copyComparisonImages(imagesDir: string, rawDir: string): void {
  const files = readdirSync(imagesDir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".png"))
    .sort();
  for (const [kind, name] of [
    ["ref", "assertview-reference"],
    ["current", "assertview-actual"],
    ["diff", "assertview-diff"],
  ]) {
    const last = files.filter((file) => file.includes(`~${kind}_`)).at(-1);
    if (!last) throw new Error(`html-reporter saved no ${kind} image in ${imagesDir}`);
    copyFileSync(join(imagesDir, last), join(rawDir, `${name}.png`));
  }
}

async function main(): Promise<void> {
  writeDiagrams(join(IMG_DIR, "diagrams"));
  if (process.argv.includes("--diagrams-only")) {
    await writeImageSizes(STATIC_IMG_DIR, SIZES_FILE);
    return;
  }
  const updateReference = process.argv.includes("--update-reference");
  // Anything else is passed to the capturing run, e.g. --grep "gui" to re-take some screens only.
  const captureArgs = process.argv.slice(2).filter((arg) => !arg.startsWith("--update-reference"));
  const workDir = mkdtempSync(join(tmpdir(), "docs-screenshots-"));
  const screensDir = join(workDir, "screens");
  const rawDir = join(workDir, "raw");
  mkdirSync(rawDir);
  if (!updateReference) cpSync(join(fixtureDir, "screens"), screensDir, { recursive: true });

  const app = await serveFixtureApp(
    join(fixtureDir, "app"),
    await freePort(),
    updateReference ? "reference" : "current",
  );
  const servers: Running[] = [app];
  // Screens that were captured are kept even when others failed, so a partial re-run (--grep) can fix the rest.
  let captureFailed = false;
  try {
    await withChromedriver(async (gridUrl) => {
      const fixtureEnv = {
        ...process.env,
        FIXTURE_GRID_URL: gridUrl,
        FIXTURE_APP_URL: app.url,
        FIXTURE_WORK_DIR: workDir,
        FIXTURE_SCREENS_DIR: updateReference ? join(fixtureDir, "screens") : screensDir,
        // The transcript keeps the reporter's colours; times are masked when it is rendered.
        FORCE_COLOR: "1",
      };
      const fixtureArgs = ["--config", join(fixtureDir, "testplane.config.ts")];
      if (updateReference) {
        await run(testplaneBin, [...fixtureArgs, "--update-refs", "--grep", "renders the book card"], {
          cwd: fixtureDir,
          env: fixtureEnv,
        });
        return;
      }
      const { stdout } = await run(testplaneBin, fixtureArgs, { cwd: fixtureDir, env: fixtureEnv });
      const transcript = maskRun(stdout, fixtureDir);
      writeFileSync(join(rawDir, "terminal-run.svg"), renderTranscript(transcript));
      writeFileSync(
        join(rawDir, "terminal-run-narrow.svg"),
        renderTranscript(transcript, { columns: PHONE_TRANSCRIPT_COLUMNS }),
      );

      copyComparisonImages(join(workDir, "report/images"), rawDir);
      const report = await serveDirectory(join(workDir, "report"), await freePort());
      servers.push(report);
      // The same screenshot check again, reported with staticImageAccepter on (its page's pictures).
      await run(testplaneBin, [...fixtureArgs, "--grep", "renders the book card"], {
        cwd: fixtureDir,
        env: { ...fixtureEnv, FIXTURE_STATIC_ACCEPTER: "1" },
      });
      const accepterReport = await serveDirectory(join(workDir, "report-accepter"), await freePort());
      servers.push(accepterReport);
      // A second GUI over the same results shows the customGui controls labelled as on the Russian page.
      const guis: { child: ChildProcess; url: string }[] = [];
      try {
        // One after the other: a GUI rewrites the report folder's files as it starts, and two at once race on
        // them (ENOENT on unlink, and the GUI exits).
        for (const labels of ["en", "ru"]) {
          const port = await freePort();
          const child = spawn(
            testplaneBin,
            ["gui", ...fixtureArgs, "--no-open", "--hostname", "127.0.0.1", "--port", String(port)],
            {
              cwd: fixtureDir,
              env: { ...fixtureEnv, FORCE_COLOR: "0", FIXTURE_GUI_LABELS: labels },
              stdio: "inherit",
            },
          );
          const url = `http://127.0.0.1:${port}`;
          guis.push({ child, url });
          await waitForUrl(url, child, { timeoutMs: 60000 });
        }
        const [gui, guiRu] = guis;
        const { code } = await run(
          testplaneBin,
          ["--config", join(__dirname, "capture.testplane.config.ts"), ...captureArgs],
          {
            cwd: repoRoot,
            env: {
              ...process.env,
              CAPTURE_GRID_URL: gridUrl,
              REPORT_URL: report.url,
              ACCEPTER_REPORT_URL: accepterReport.url,
              GUI_URL: gui.url,
              GUI_RU_URL: guiRu.url,
              RAW_DIR: rawDir,
            },
          },
        );
        captureFailed = code !== 0;
      } finally {
        for (const { child } of guis) await stopChild(child);
      }
    });
    if (updateReference) return;
    const written = await optimiseScreens(rawDir, OUTPUT_DIR);
    await writeImageSizes(STATIC_IMG_DIR, SIZES_FILE);
    console.log(`${written.length} pictures in ${OUTPUT_DIR}: ${readdirSync(OUTPUT_DIR).length} files`);
    if (captureFailed) throw new Error("some screens were not captured: see the Testplane output above");
  } finally {
    for (const server of servers) await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
