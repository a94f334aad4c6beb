/// <reference types="testplane" />
/**
 * Screens of `testplane gui` (GUI_URL) over the fixture's results: the failed screenshot check before and
 * after "Accept". Accepting writes the new reference into the generator's scratch copy of the references;
 * "Undo" puts the old one back, so the second theme starts from the same state.
 */
import {
  byText,
  capture,
  clickButton,
  hasButton,
  clickTitled,
  openView,
  settle,
  TREE_PANEL,
  widenTreePanel,
  type Theme,
} from "./helpers";

const gui = (): string => process.env.GUI_URL!;
const VISUAL_CHECK = "/new-ui#/visual-checks/137337f/chrome/2/card";
const GUI_PANEL_EXTRA = 150;

describe("gui screens", () => {
  for (const theme of ["light", "dark"] as Theme[]) {
    it(`accepting a new reference (${theme})`, async ({ browser }) => {
      await openView(browser, gui(), "/new-ui#/suites", theme);
      // The GUI's tree toolbar has Run and Accept besides the report's controls: at the report's panel width its
      // selects were squeezed to clipped icons.
      await widenTreePanel(browser, GUI_PANEL_EXTRA);
      await capture(browser, "gui-overview", theme, {
        narrow: { ...TREE_PANEL, width: TREE_PANEL.width + GUI_PANEL_EXTRA },
      });
      await openView(browser, gui(), VISUAL_CHECK, theme, { "app.visualChecksPage.diffMode": "3-up-scaled" });
      await clickTitled(browser, "Details Only");
      // A GUI left in the accepted state (an interrupted earlier capture) is brought back first.
      if (await hasButton(browser, "Undo")) await clickButton(browser, "Undo");
      // For phones: Go to Test, Retry and Accept above the diff image.
      await capture(browser, "gui-before-accept", theme, {
        height: 400,
        narrow: { left: 850, top: 90, width: 412, height: 245 },
      });
      await clickButton(browser, "Accept");
      await browser.waitUntil(() => hasButton(browser, "Undo"));
      await settle(browser);
      // For phones: "Attempt 3 of 3", "Reference updated" and the green button as the reference. Undo, at the far
      // right of the same toolbar, can't be in the same crop.
      await capture(browser, "gui-after-accept", theme, {
        height: 400,
        narrow: { left: 81, top: 22, width: 504, height: 313 },
      });
      await clickButton(browser, "Undo");
      await browser.waitUntil(() => hasButton(browser, "Accept"));
    });
  }
});

describe("classic gui screens", () => {
  // The second GUI (GUI_RU_URL) labels the controls as the Russian page's example does.
  for (const locale of [undefined, "ru"] as const) {
    it(`custom controls in the top menu (${locale ?? "en"})`, async ({ browser }) => {
      // About a doc column's width: the reporter draws custom controls small, and in a 1280 px picture scaled
      // down to the column their labels were 6-7 px. The classic menu wraps to the narrower window.
      await browser.setWindowSize(820, 943);
      // The GUI's start page is the classic interface unless the browser has chosen the new one.
      await browser.url(locale ? process.env.GUI_RU_URL! : gui());
      await browser.execute(() => localStorage.clear());
      await browser.refresh();
      await browser.$(byText("Staging")).waitForDisplayed({ timeout: 30000 });
      await settle(browser);
      // The menu down to the filters; for phones, the controls with the Run row under them.
      await capture(browser, "gui-custom-controls", null, {
        height: 196,
        narrow: { left: 16, top: 16, width: 444, height: 86 },
        locale,
      });
    });
  }
});
