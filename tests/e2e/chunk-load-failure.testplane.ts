import { cdpPage, docContentChunk, openClean, waitForHydration } from "./helpers/browser";

describe("chunk-load failure", () => {
  it("shows the error with Retry when a page's code cannot load, and Retry recovers", async ({ browser }) => {
    const blocked = docContentChunk("quickstart");
    await openClean(browser, "/docs/v8/");
    const page = await cdpPage(browser);
    const cdp = await page.target().createCDPSession();
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.setBlockedURLs", { urls: [blocked] });

    await browser.$("nav.pagination-nav a.pagination-nav__link--next").click();
    const retry = browser.$("button=Retry");
    await retry.waitForDisplayed({ timeout: 15000 });
    await expect(browser.$("[role='alert']")).toHaveText(/This page could not be loaded\.\s+ChunkLoadError/);

    await cdp.send("Network.setBlockedURLs", { urls: [] });
    await retry.click();
    await waitForHydration(browser);
    await expect(browser.$("button=Retry")).not.toExist();
    await expect(browser.$("article h1")).toBeDisplayed();
  });
});
