import { openClean, setSiteStorage, waitForHydration } from "./helpers/browser";

/** Hides what changes between runs (the announcement bar can be dismissed; caret blinks). */
const ignore = { ignoreElements: [".theme-announcement-bar, div[role='banner']"], captureElementFromTop: true };

async function setDark(browser: WebdriverIO.Browser): Promise<void> {
  await setSiteStorage(browser, { "color-mode": "dark", theme: "dark" });
  await browser.refresh();
  await waitForHydration(browser);
}

describe("screenshots", () => {
  for (const mode of ["light", "dark"] as const) {
    it(`docs overview in ${mode} mode`, async ({ browser }) => {
      await openClean(browser, "/ru/docs/v8/");
      if (mode === "dark") await setDark(browser);
      await browser.execute(() => document.fonts.ready);
      await browser.assertView("navbar", ".navbar", ignore);
      await browser.assertView("sidebar", ".theme-doc-sidebar-menu", ignore);
      await browser.assertView("footer", "footer", ignore);
    });

    it(`quickstart code block in ${mode} mode`, async ({ browser }) => {
      await openClean(browser, "/docs/v8/quickstart/");
      if (mode === "dark") await setDark(browser);
      await browser.execute(() => document.fonts.ready);
      await browser.assertView("code-block", ".theme-code-block", ignore);
    });
  }

  it("landing hero", async ({ browser }) => {
    await openClean(browser, "/ru/");
    await browser.execute(() => document.fonts.ready);
    await browser.assertView("hero", "main header", ignore);
  });
});
