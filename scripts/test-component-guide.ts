/**
 * Follows the component testing guide (docs/guides/component-testing.mdx and its Russian twin) in a temporary
 * project: installs what step 1 installs, writes the files of its code blocks, runs the two commands of step 6
 * and checks what the page promises (both tests pass, the Vite server line, the `invalid-code` reference in
 * testplane/screens). It exists because browser mode depends on how Vite resolves the test's imports, which a
 * release of Testplane or of a transitive package can break without any change here.
 *
 * The blocks carry `step="…"` in their fence meta, the same in both locales. Departures from the page, all
 * forced by the closed network: the site's own testplane version, React (the page assumes a React project) at
 * the site's version, and Testplane's environment overrides pointing the browser at Debian's chromedriver and
 * Chromium. Usage: tsx scripts/test-component-guide.ts
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_BINARY, startChromedriver } from "./chromium";
import { codeShape } from "../tests/helpers/codeShape";
import { commandLines, need, run, runCheck, stepBlocks, writeFile } from "./follow-page";
import { installedVersion } from "../plugins/shared/installedVersion";

const repoRoot = resolve(__dirname, "..");
const PAGES = {
  en: join(repoRoot, "docs/guides/component-testing.mdx"),
  ru: join(repoRoot, "i18n/ru/docusaurus-plugin-content-docs/current/guides/component-testing.mdx"),
};
const FILES = ["vite-config", "testplane-config", "tsconfig", "component", "test"];

const results: boolean[] = [];
function check(ok: boolean, what: string, details = ""): boolean {
  results.push(ok);
  console.log(`${ok ? "ok  " : "FAIL"} ${what}${ok || !details ? "" : `\n${details.replace(/^/gm, "       ")}`}`);
  return ok;
}

async function main(): Promise<number> {
  const en = stepBlocks(readFileSync(PAGES.en, "utf8"), PAGES.en);
  const ru = stepBlocks(readFileSync(PAGES.ru, "utf8"), PAGES.ru);
  for (const step of [...FILES, "install", "first-run", "later-runs"]) {
    const [enBlock, ruBlock] = [need(en, step), need(ru, step)];
    check(
      codeShape(enBlock.code, enBlock.lang) === codeShape(ruBlock.code, ruBlock.lang),
      `step="${step}": the same code in both locales`,
    );
  }

  const [install] = commandLines(need(en, "install"));
  const packages = /^npm i -D (.+)$/.exec(install ?? "")?.[1]?.split(" ");
  if (!packages?.includes("testplane")) throw new Error(`unexpected install command on the page: ${install}`);
  const pinned = [
    ...packages.map((name) => (name === "testplane" ? `testplane@${installedVersion("testplane")}` : name)),
    `react@${installedVersion("react")}`,
    `react-dom@${installedVersion("react-dom")}`,
  ];

  const project = mkdtempSync(join(tmpdir(), "component-guide-"));
  const driver = await startChromedriver();
  const npmEnv = { ...process.env, npm_config_audit: "false", npm_config_fund: "false" };
  try {
    writeFile(project, "package.json", JSON.stringify({ name: "component-guide", private: true }));
    const installed = await run(`npm i -D --prefer-offline ${pinned.join(" ")}`, project, npmEnv);
    if (!check(installed.code === 0, `npm i -D ${pinned.join(" ")}`, installed.output)) return 1;
    for (const step of FILES) {
      const { title, code } = need(en, step);
      if (!title) throw new Error(`step="${step}" has no title to write it to`);
      writeFile(project, title, code);
    }

    const env = {
      ...npmEnv,
      testplane_browsers_chrome_grid_url: driver.url,
      testplane_browsers_chrome_desired_capabilities: JSON.stringify({
        browserName: "chrome",
        "goog:chromeOptions": { binary: CHROMIUM_BINARY, args: CHROMIUM_ARGS },
      }),
    };
    for (const step of ["first-run", "later-runs"]) {
      for (const command of commandLines(need(en, step))) {
        const result = await run(command, project, env);
        check(
          result.code === 0 && /Total: 2 Passed: 2 Failed: 0/.test(result.output),
          `${command}: both tests pass`,
          result.output,
        );
        check(
          /Vite server started on http:\/\/localhost:\d+/.test(result.output),
          `${command}: prints the Vite server line`,
        );
      }
    }
    const screens = join(project, "testplane/screens");
    const references = existsSync(screens)
      ? readdirSync(screens).filter((id) => existsSync(join(screens, id, "chrome", "invalid-code.png")))
      : [];
    check(references.length === 1, "the invalid-code reference is in testplane/screens/<test id>/chrome/");
  } catch (error) {
    check(false, "the component testing guide can be followed to the end", String(error));
  } finally {
    await driver.stop();
    rmSync(project, { recursive: true, force: true });
  }
  const failed = results.filter((ok) => !ok).length;
  console.log(`component guide: ${results.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

runCheck("component guide", main);
