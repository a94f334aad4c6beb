import { emulateReducedMotion, openClean, setSiteStorage, waitForHydration } from "./helpers/browser";

/** Opens a page ready for a stable screenshot: announcement dismissed, fonts loaded, no motion. */
async function openForScreenshot(browser: WebdriverIO.Browser, path: string, mode: "light" | "dark"): Promise<void> {
  await emulateReducedMotion(browser);
  await openClean(browser, path);
  await setSiteStorage(browser, {
    "docusaurus.announcement.dismiss": "true",
    "color-mode": mode,
    theme: mode,
  });
  await browser.refresh();
  await waitForHydration(browser);
  await browser.execute(() => document.fonts.ready);
}

/**
 * Shifts an element by the fraction of a pixel in its offset from the top of the page. The offset comes from the
 * text above the element, and the element's own text rasterises a pixel apart depending on that fraction, so without
 * this an edit anywhere above would change its screenshot.
 */
async function snapToWholePixel(browser: WebdriverIO.Browser, selector: string): Promise<void> {
  await browser.execute((target: string) => {
    const element = document.querySelector<HTMLElement>(target);
    if (!element) throw new Error(`${target} is not on the page`);
    const top = element.getBoundingClientRect().top + window.scrollY;
    element.style.position = "relative";
    element.style.top = `${Math.round(top) - top}px`;
  }, selector);
}

describe("screenshots", () => {
  for (const mode of ["light", "dark"] as const) {
    it(`docs overview in ${mode} mode`, async ({ browser }) => {
      await openForScreenshot(browser, "/ru/docs/v8/", mode);
      await browser.assertView("navbar", ".navbar", { allowViewportOverflow: true });
      await browser.assertView("sidebar", ".theme-doc-sidebar-menu");
    });

    // On a page shorter than the window the footer sits at the window's bottom edge; under an article it would
    // start at a fractional offset that moves, and renders a pixel apart, each time the article's text changes.
    it(`footer in ${mode} mode`, async ({ browser }) => {
      await openForScreenshot(browser, "/ru/no-such-page/", mode);
      const fits = await browser.execute(() => document.documentElement.scrollHeight <= window.innerHeight);
      if (!fits) throw new Error("the not-found page is taller than the window: pick a shorter page for the footer");
      await browser.assertView("footer", "footer");
    });

    it(`quickstart code block in ${mode} mode`, async ({ browser }) => {
      await openForScreenshot(browser, "/docs/v8/quickstart/", mode);
      const block = ".theme-code-block.language-ts";
      await snapToWholePixel(browser, block);
      // Centred, so that the sticky navbar does not cover the block.
      await browser.$(block).scrollIntoView({ block: "center" });
      // The page's report pictures further down are lazy and never load here, and the fonts were awaited
      // above: without this, assertView waits out its 5 s for those images on every run.
      await browser.assertView("code-block", block, { captureElementFromTop: false, waitForStaticToLoadTimeout: 0 });
    });
  }

  it("parameter table on a phone", async ({ browser }) => {
    await browser.setWindowSize(390, 844);
    try {
      await openForScreenshot(browser, "/ru/docs/v8/commands/browser/execute/", "light");
      const table = "article table";
      await snapToWholePixel(browser, table);
      await browser.$(table).scrollIntoView({ block: "end" });
      await browser.assertView("table-cards", table, { captureElementFromTop: false, waitForStaticToLoadTimeout: 0 });
    } finally {
      await browser.setWindowSize(1280, 900);
    }
  });

  it("landing hero", async ({ browser }) => {
    await openForScreenshot(browser, "/ru/", "dark");
    await browser.assertView("hero", "main header");
  });
});
