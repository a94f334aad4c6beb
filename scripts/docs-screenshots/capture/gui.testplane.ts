/// <reference types="testplane" />
/**
 * Screens of `testplane gui` (GUI_URL) over the fixture's results: the failed screenshot check before and
 * after "Accept". Accepting writes the new reference into the generator's scratch copy of the references;
 * "Undo" puts the old one back, so the second theme starts from the same state.
 */
import { capture, clickButton, hasButton, clickTitled, openView, settle, type Theme } from "./helpers";

const gui = (): string => process.env.GUI_URL!;
const VISUAL_CHECK = "/new-ui#/visual-checks/137337f/chrome/2/card";

describe("gui screens", () => {
  for (const theme of ["light", "dark"] as Theme[]) {
    it(`accepting a new reference (${theme})`, async ({ browser }) => {
      await openView(browser, gui(), "/new-ui#/suites", theme);
      await capture(browser, "gui-overview", theme);
      await openView(browser, gui(), VISUAL_CHECK, theme, { "app.visualChecksPage.diffMode": "3-up-scaled" });
      await clickTitled(browser, "Details Only");
      // A GUI left in the accepted state (an interrupted earlier capture) is brought back first.
      if (await hasButton(browser, "Undo")) await clickButton(browser, "Undo");
      await capture(browser, "gui-before-accept", theme, { height: 400 });
      await clickButton(browser, "Accept");
      await browser.waitUntil(() => hasButton(browser, "Undo"));
      await settle(browser);
      await capture(browser, "gui-after-accept", theme, { height: 400 });
      await clickButton(browser, "Undo");
      await browser.waitUntil(() => hasButton(browser, "Accept"));
    });
  }
});
