import { readFileSync } from "node:fs";
import { emulateReducedMotion, openClean, setSiteStorage, waitForHydration } from "./helpers/browser";
import { PAGE_TEMPLATES } from "./helpers/constants";

const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(browser: WebdriverIO.Browser): Promise<string[]> {
  await browser.execute(axeSource);
  const violations = (await browser.executeAsync((done: (result: Violation[]) => void) => {
    (window as unknown as { axe: { run: (options: object) => Promise<{ violations: Violation[] }> } }).axe
      .run({ resultTypes: ["violations"] })
      .then((result) => done(result.violations));
  })) as Violation[];
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

describe("accessibility (axe-core)", () => {
  for (const prefix of ["", "/ru"]) {
    for (const mode of ["light", "dark"] as const) {
      it(`no serious or critical violations on any page template (${prefix || "en"}, ${mode})`, async ({ browser }) => {
        // Still pages: axe measures colour contrast, which a fading animation frame would distort.
        await emulateReducedMotion(browser);
        await openClean(browser, `${prefix}/docs/v8/`);
        await setSiteStorage(browser, { "color-mode": mode, theme: mode });
        const problems: string[] = [];
        for (const template of PAGE_TEMPLATES) {
          await browser.url(`${prefix}${template}`);
          await waitForHydration(browser);
          await browser.pause(200);
          problems.push(...(await seriousViolations(browser)).map((problem) => `${prefix}${template}: ${problem}`));
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
