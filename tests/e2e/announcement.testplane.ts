import { openClean, setSiteStorage, waitForHydration } from "./helpers/browser";

const bar = "div[role='banner'][class*='announcementBar']";
const close = `${bar} button[class*='closeButton']`;

describe("announcement bar", () => {
  it("links to a page of the site, in both locales", async ({ browser }) => {
    await openClean(browser, "/docs/v8/");
    await expect(browser.$(`${bar} a[href="/blog/testplane-rebranding/"]`)).toBeDisplayed();
    await openClean(browser, "/ru/docs/v8/");
    await expect(browser.$(`${bar} a[href="/ru/blog/testplane-rebranding/"]`)).toBeDisplayed();
  });

  it("stays dismissed across reloads", async ({ browser }) => {
    await openClean(browser, "/docs/v8/");
    await browser.$(close).click();
    await expect(browser.$(bar)).not.toBeDisplayed();
    await browser.refresh();
    await waitForHydration(browser);
    await expect(browser.$(bar)).not.toBeDisplayed();
  });

  it("shows again when the announcement id changes", async ({ browser }) => {
    await openClean(browser, "/docs/v8/");
    await browser.$(close).click();
    await setSiteStorage(browser, { "docusaurus.announcement.id": "a-previous-announcement" });
    await browser.refresh();
    await waitForHydration(browser);
    await expect(browser.$(bar)).toBeDisplayed();
  });
});
