import { blockUrls, devtoolsCommand, docContentChunk, openClean, waitForHydration } from "./helpers/browser";

describe("chunk-load failure", () => {
  it("shows the error with Retry when a page's code cannot load, and Retry recovers", async ({ browser }) => {
    const blocked = docContentChunk("quickstart");
    await openClean(browser, "/docs/v8/");
    // The page prefetches the next page's code; with the cache on, the blocked chunk would come from there.
    await devtoolsCommand(browser, "Network.setCacheDisabled", { cacheDisabled: true });
    try {
      await blockUrls(browser, [blocked]);
      await browser.$("nav.pagination-nav a.pagination-nav__link--next").click();
      const retry = browser.$("button=Retry");
      await retry.waitForDisplayed({ timeout: 15000 });
      await expect(browser.$("[role='alert']")).toHaveText(/This page could not be loaded\.\s+ChunkLoadError/);
      // It lies over the static page: opaque, or the page's text would show through the message.
      const background = await browser.execute(
        () => getComputedStyle(document.querySelector(".chunk-load-failure")!).backgroundColor,
      );
      expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);

      await blockUrls(browser, []);
      await retry.click();
      await waitForHydration(browser);
      await expect(browser.$("button=Retry")).not.toExist();
      await expect(browser.$("article h1")).toBeDisplayed();
    } finally {
      await blockUrls(browser, []);
      await devtoolsCommand(browser, "Network.setCacheDisabled", { cacheDisabled: false });
    }
  });
});
