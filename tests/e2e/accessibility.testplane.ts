import { readFileSync } from "node:fs";
import { emulateReducedMotion, openClean, setSiteStorage, waitForPageContent } from "./helpers/browser";
import { PAGE_TEMPLATES } from "./helpers/constants";

const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: {
    target: string[];
    any: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }[];
  }[];
}

/** A node of a violation, with the colours axe measured where it checked contrast. */
function describeNode(node: Violation["nodes"][number]): string {
  const colours = node.any.find((check) => check.data?.fgColor)?.data;
  const target = node.target.join(" ");
  return colours ? `${target} (${colours.fgColor} on ${colours.bgColor}, ${colours.contrastRatio}:1)` : target;
}

async function seriousViolations(browser: WebdriverIO.Browser): Promise<string[]> {
  // Once per page load: the dark-mode run on the same page reuses it.
  if (!(await browser.execute(() => "axe" in window))) await browser.execute(axeSource);
  const violations = (await browser.executeAsync((done: (result: Violation[]) => void) => {
    (window as unknown as { axe: { run: (options: object) => Promise<{ violations: Violation[] }> } }).axe
      .run({ resultTypes: ["violations"] })
      .then((result) => done(result.violations));
  })) as Violation[];
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map(describeNode).join(", ")}`);
}

/** The colour-mode toggle of the navbar; the landing page has none and is always light. */
const COLOR_MODE_TOGGLE = ".navbar button[class*='toggleButton']";
const LIGHT_ONLY_TEMPLATES = new Set(["/"]);

describe("accessibility (axe-core)", () => {
  for (const prefix of ["", "/ru"]) {
    // axe over every template in both modes takes 35–50 s on this 2-core machine and over 60 s when the host is slow:
    // the suite's 60 s default is a limit for one page's checks, not for this sweep.
    testplane.config.testTimeout(180000);
    it(`no serious or critical violations on any page template, light and dark (${prefix || "en"})`, async ({
      browser,
    }) => {
      // Still pages: axe measures colour contrast, which a fading animation frame would distort.
      await emulateReducedMotion(browser);
      await openClean(browser, `${prefix}/docs/v8/`);
      const problems: string[] = [];
      for (const template of PAGE_TEMPLATES) {
        await setSiteStorage(browser, { "color-mode": "light", theme: "light" });
        await browser.url(`${prefix}${template}`);
        await waitForPageContent(browser);
        await browser.pause(200);
        problems.push(
          ...(await seriousViolations(browser)).map((problem) => `${prefix}${template}, light: ${problem}`),
        );
        if (LIGHT_ONLY_TEMPLATES.has(template)) continue;
        // The reader's way to dark mode, on the same page: the toggle goes from light to dark.
        await browser.$(COLOR_MODE_TOGGLE).click();
        await expect(browser.$("html")).toHaveAttribute("data-theme", "dark");
        await browser.pause(200);
        problems.push(...(await seriousViolations(browser)).map((problem) => `${prefix}${template}, dark: ${problem}`));
      }
      expect(problems).toEqual([]);
    });

    // Some boxes only overflow, and so only become scroll regions that need a keyboard stop, on a narrow screen.
    it(`no serious or critical violations on any page template at 320 px (${prefix || "en"})`, async ({ browser }) => {
      await emulateReducedMotion(browser);
      await browser.setWindowSize(320, 800);
      try {
        const problems: string[] = [];
        for (const template of PAGE_TEMPLATES) {
          await browser.url(`${prefix}${template}`);
          await waitForPageContent(browser);
          await browser.pause(200);
          problems.push(...(await seriousViolations(browser)).map((problem) => `${prefix}${template}: ${problem}`));
        }
        expect(problems).toEqual([]);
      } finally {
        await browser.setWindowSize(1280, 900);
      }
    });
  }
});
