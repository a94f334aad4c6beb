/// <reference types="testplane" />
/**
 * Screens of `testplane gui` (GUI_URL) over the fixture's results: the failed screenshot check before and
 * after "Accept". Accepting writes the new reference into the generator's scratch copy of the references.
 */
import { byText, capture, openView, settle, type Theme } from "./helpers";

const gui = (): string => process.env.GUI_URL!;
const VISUAL_CHECK = "/new-ui.html#/visual-checks/137337f/chrome/2/card";

describe("gui screens", () => {
  for (const theme of ["light", "dark"] as Theme[]) {
    it(`accepting a new reference (${theme})`, async ({ browser }) => {
      await openView(browser, gui(), "/new-ui.html#/suites", theme);
      await capture(browser, "gui-overview", theme);
      await openView(browser, gui(), VISUAL_CHECK, theme, { "app.visualChecksPage.diffMode": "3-up-scaled" });
      await capture(browser, "gui-before-accept", theme);
      await browser.$(byText("Accept")).click();
      await browser.$('[data-qa="undo-button"]').waitForDisplayed();
      await settle(browser);
      await capture(browser, "gui-after-accept", theme);
      // Back to the failed check, so the other theme starts from the same state.
      await browser.$('[data-qa="undo-button"]').click();
      await browser.$(byText("Accept")).waitForDisplayed();
    });
  }
});
