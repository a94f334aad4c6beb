/// <reference types="testplane" />
/**
 * Screens of the static report (REPORT_URL, the fixture run's html-reporter output served over HTTP),
 * each in the report's light and dark theme, most with a crop for phones (`narrow`: the part of the
 * 1280×800 screen that the figures' captions and the text around them describe).
 */
import {
  byText,
  capture,
  captureNarrowWindow,
  clickButton,
  clickTitled,
  openView,
  settle,
  TREE_PANEL,
  treeRow,
  type Region,
  type Theme,
} from "./helpers";

const report = (): string => process.env.REPORT_URL!;
const THEMES: Theme[] = ["light", "dark"];
const VISUAL_CHECK = "/new-ui.html#/visual-checks/137337f/chrome/2/card";
// The title, attempt switcher, Actions list and player of an opened test, and the top of its error (the list and
// the player are what the Time Travel guide shows with this picture).
const TEST_WITH_PLAYER: Region = { left: 485, top: 22, width: 713, height: 778 };
// The toolbar with the mode's name and the one image of the Only Diff and Switch modes.
const ONE_IMAGE: Region = { left: 81, top: 22, width: 517, height: 290 };
// The ids html-reporter stores for the diff modes its visual checks page offers, with their phone crops: the
// toolbar and the images. SbS and 2-up Interactive have none: images side by side across the screen are their point.
const DIFF_MODES: Record<string, Region | undefined> = {
  "3-up": { left: 81, top: 22, width: 511, height: 700 },
  "3-up-scaled": undefined,
  "only-diff": ONE_IMAGE,
  switch: ONE_IMAGE,
  // The opacity slider sits in the middle of the panel.
  "onion-skin": { left: 89, top: 22, width: 712, height: 368 },
  "2-up-interactive": undefined,
};
// The panels the icon bar's bottom buttons open, with the icon bar (which shows the button pressed).
const PANEL: Region = { left: 0, top: 0, width: 500, height: 800 };

async function openTest(browser: WebdriverIO.Browser, path: string, attempt?: number): Promise<void> {
  await browser.$(treeRow(path)).click();
  if (attempt) await browser.$$('[data-qa="retry-switcher"]')[attempt - 1].click();
  await settle(browser);
}

for (const theme of THEMES) {
  describe(`report screens (${theme})`, () => {
    it("overview with status filters", async ({ browser }) => {
      await openView(browser, report(), "/new-ui.html#/suites", theme);
      await capture(browser, "report-overview", theme, { narrow: TREE_PANEL });
      await browser.$('input[value="failed"]').click();
      await settle(browser);
      await capture(browser, "report-filter-failed", theme, { narrow: TREE_PANEL });
    });

    it("failed test with its error and stack", async ({ browser }) => {
      await openView(browser, report(), "/new-ui.html#/suites", theme);
      await openTest(browser, "bookshelf/adds a book to the cart/chrome", 2);
      await capture(browser, "report-test-steps", theme, { narrow: TEST_WITH_PLAYER });
      await clickTitled(browser, "Details Only");
      await browser.$(`(${byText("Error")})[last()]`).scrollIntoView({ block: "start" });
      await settle(browser);
      // The title and attempts, and the error with its code frame and stack.
      await capture(browser, "report-test-error", theme, { narrow: { left: 81, top: 22, width: 490, height: 506 } });
    });

    it("retries of a test", async ({ browser }) => {
      await openView(browser, report(), "/new-ui.html#/suites", theme);
      await openTest(browser, "bookshelf/shows the delivery date/chrome", 1);
      // The attempt switcher and the first attempt's Actions and error, "Delivery: unavailable".
      await capture(browser, "report-retries", theme, { narrow: { left: 485, top: 22, width: 319, height: 778 } });
    });

    it("time-travel player", async ({ browser }) => {
      await openView(browser, report(), "/new-ui.html#/suites", theme);
      await openTest(browser, "bookshelf/adds a book to the cart/chrome", 2);
      await browser.$(byText("click")).click();
      await settle(browser);
      // The Actions list with the selected click and the player, whose replay shows "Cart: 2" at its top right.
      await capture(browser, "report-time-travel", theme, { narrow: { left: 509, top: 205, width: 689, height: 356 } });
    });

    it("screenshot diff in each mode", async ({ browser }) => {
      for (const [mode, narrow] of Object.entries(DIFF_MODES)) {
        await openView(browser, report(), VISUAL_CHECK, theme, { "app.visualChecksPage.diffMode": mode });
        await clickTitled(browser, "Details Only");
        await capture(browser, `report-diff-${mode}`, theme, { height: mode === "3-up" ? 800 : 480, narrow });
      }
    });

    // No phone crop: the caption is about both halves, the list of checks on the left and the three images on the right.
    it("visual checks page", async ({ browser }) => {
      await openView(browser, report(), VISUAL_CHECK, theme, { "app.visualChecksPage.diffMode": "3-up-scaled" });
      await capture(browser, "report-visual-checks", theme);
    });

    it("settings, info and keyboard shortcuts panels", async ({ browser }) => {
      await openView(browser, report(), "/new-ui.html#/suites", theme);
      await browser.$('[data-qa="footer-item-settings"]').click();
      await settle(browser);
      await capture(browser, "report-settings", theme, { narrow: PANEL });
      await browser.keys("Escape");
      await browser.$('[data-qa="footer-item-info"]').click();
      await settle(browser);
      await capture(browser, "report-info", theme, { narrow: PANEL });
      await browser.keys("Escape");
      await browser.$('[data-qa="footer-item-hotkeys"]').click();
      await settle(browser);
      await capture(browser, "report-hotkeys", theme, { narrow: PANEL });
    });

    it("search by name", async ({ browser }) => {
      await openView(browser, report(), "/new-ui.html#/suites", theme);
      await browser.$('[data-qa="name-filter"] input, input[placeholder="Search or filter"]').setValue("book card");
      await settle(browser);
      await capture(browser, "report-search", theme, { narrow: TREE_PANEL });
    });
  });
}

describe("classic report screens", () => {
  it("classic overview and diff", async ({ browser }) => {
    await browser.url(`${report()}/index.html`);
    await browser.$(byText("bookshelf")).waitForDisplayed();
    await settle(browser);
    // For phones: the counters, the controls left of Diff mode (it and the base host field start at x 640) and the
    // first failed test with its error.
    await capture(browser, "report-classic-overview", null, { narrow: { left: 0, top: 0, width: 634, height: 510 } });
    // The failed screenshot check's test just below the report's fixed header: its mode tabs, expected and actual image.
    // No phone crop: the tabs (x 400-910) and the images (x 74-368) can't both fit in one.
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

for (const theme of THEMES) {
  // The same failed screenshot check, in the report written with staticImageAccepter on (ACCEPTER_REPORT_URL).
  describe(`static accepter screens (${theme})`, () => {
    it("staged image and the commit dialog", async ({ browser }) => {
      await openView(browser, process.env.ACCEPTER_REPORT_URL!, VISUAL_CHECK, theme, {
        "app.visualChecksPage.diffMode": "3-up-scaled",
      });
      await clickButton(browser, "Accept");
      await capture(browser, "static-accepter-staged", theme);
      // For phones: "Image is staged" and Undo in the toolbar and the bar at the bottom are 700 px apart in the
      // wide screen; with the test's details alone in a 720 px window, one picture holds them and the image.
      await clickTitled(browser, "Details Only");
      await captureNarrowWindow(browser, "static-accepter-staged", theme, { width: 720, height: 480 });
      await clickTitled(browser, "Tree and Details");
      await clickButton(browser, "Commit...");
      await browser.$(byText("Commit images")).waitForDisplayed();
      await settle(browser);
      // For phones: the dialog alone.
      await capture(browser, "static-accepter-commit", theme, {
        narrow: { left: 384, top: 280, width: 512, height: 241 },
      });
    });
  });
}
