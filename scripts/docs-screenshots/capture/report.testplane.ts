/// <reference types="testplane" />
/**
 * Screens of the static report (REPORT_URL, the fixture run's html-reporter output served over HTTP),
 * each in the report's light and dark theme.
 */
import { byText, capture, clickTitled, openView, settle, treeRow, type Theme } from "./helpers";

const report = (): string => process.env.REPORT_URL!;
const THEMES: Theme[] = ["light", "dark"];
const VISUAL_CHECK = "/new-ui.html#/visual-checks/137337f/chrome/2/card";
// The ids html-reporter stores for the diff modes its visual checks page offers.
const DIFF_MODES = ["3-up", "3-up-scaled", "only-diff", "switch", "onion-skin", "2-up-interactive"];

async function openTest(browser: WebdriverIO.Browser, path: string, attempt?: number): Promise<void> {
  await browser.$(treeRow(path)).click();
  if (attempt) await browser.$$('[data-qa="retry-switcher"]')[attempt - 1].click();
  await settle(browser);
}

for (const theme of THEMES) {
  describe(`report screens (${theme})`, () => {
    it("overview with status filters", async ({ browser }) => {
      await openView(browser, report(), "/new-ui.html#/suites", theme);
      await capture(browser, "report-overview", theme);
      await browser.$('input[value="failed"]').click();
      await settle(browser);
      await capture(browser, "report-filter-failed", theme);
    });

    it("failed test with its error and stack", async ({ browser }) => {
      await openView(browser, report(), "/new-ui.html#/suites", theme);
      await openTest(browser, "bookshelf/adds a book to the cart/chrome", 2);
      await capture(browser, "report-test-steps", theme);
      await clickTitled(browser, "Details Only");
      await browser.$(`(${byText("Error")})[last()]`).scrollIntoView({ block: "start" });
      await settle(browser);
      await capture(browser, "report-test-error", theme);
    });

    it("retries of a test", async ({ browser }) => {
      await openView(browser, report(), "/new-ui.html#/suites", theme);
      await openTest(browser, "bookshelf/shows the delivery date/chrome", 1);
      await capture(browser, "report-retries", theme);
    });

    it("time-travel player", async ({ browser }) => {
      await openView(browser, report(), "/new-ui.html#/suites", theme);
      await openTest(browser, "bookshelf/adds a book to the cart/chrome", 2);
      await browser.$(byText("click")).click();
      await settle(browser);
      await capture(browser, "report-time-travel", theme);
    });

    it("screenshot diff in each mode", async ({ browser }) => {
      for (const mode of DIFF_MODES) {
        await openView(browser, report(), VISUAL_CHECK, theme, { "app.visualChecksPage.diffMode": mode });
        await clickTitled(browser, "Details Only");
        // Swipe mode moves its divider with the pointer: it rests over the right part of the image.
        const pointer = mode === "swipe" ? { x: 300, y: 220 } : undefined;
        await capture(browser, `report-diff-${mode}`, theme, { height: mode === "3-up" ? 800 : 480, pointer });
      }
    });

    it("visual checks page", async ({ browser }) => {
      await openView(browser, report(), VISUAL_CHECK, theme, { "app.visualChecksPage.diffMode": "3-up-scaled" });
      await capture(browser, "report-visual-checks", theme);
    });

    it("settings, info and keyboard shortcuts panels", async ({ browser }) => {
      await openView(browser, report(), "/new-ui.html#/suites", theme);
      await browser.$('[data-qa="footer-item-settings"]').click();
      await settle(browser);
      await capture(browser, "report-settings", theme);
      await browser.keys("Escape");
      await browser.$('[data-qa="footer-item-info"]').click();
      await settle(browser);
      await capture(browser, "report-info", theme);
      await browser.keys("Escape");
      await browser.$('[data-qa="footer-item-hotkeys"]').click();
      await settle(browser);
      await capture(browser, "report-hotkeys", theme);
    });

    it("search by name", async ({ browser }) => {
      await openView(browser, report(), "/new-ui.html#/suites", theme);
      await browser.$('[data-qa="name-filter"] input, input[placeholder="Search or filter"]').setValue("book card");
      await settle(browser);
      await capture(browser, "report-search", theme);
    });
  });
}

describe("classic report screens", () => {
  it("classic overview and diff", async ({ browser }) => {
    await browser.url(`${report()}/index.html`);
    await browser.$(byText("bookshelf")).waitForDisplayed();
    await settle(browser);
    await capture(browser, "report-classic-overview", null);
    // The failed screenshot check's test just below the report's fixed header: its mode tabs, expected and actual image.
    const modes = await browser.$(byText("3-up"));
    await modes.scrollIntoView({ block: "start" });
    await browser.execute(
      (element: HTMLElement) => {
        let scroller: HTMLElement | null = element.parentElement;
        while (
          scroller &&
          !(scroller.scrollHeight > scroller.clientHeight && /auto|scroll/.test(getComputedStyle(scroller).overflowY))
        )
          scroller = scroller.parentElement;
        (scroller ?? document.scrollingElement!).scrollBy(0, -170);
      },
      modes as unknown as HTMLElement,
    );
    await settle(browser);
    await capture(browser, "report-classic-diff", null);
  });
});
