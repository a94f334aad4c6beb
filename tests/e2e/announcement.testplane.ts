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

  it("fits its one line at the narrowest desktop width, in both locales", async ({ browser }) => {
    // From 997 px the theme gives the bar a fixed height: a second line is cut off and slides under the navbar.
    await browser.setWindowSize(997, 900);
    try {
      for (const prefix of ["", "/ru"]) {
        await openClean(browser, `${prefix}/docs/v8/`);
        const overflow = await browser.execute((selector) => {
          const barBox = document.querySelector(selector)!.getBoundingClientRect();
          const link = document.querySelector(`${selector} a`)!.getBoundingClientRect();
          return Math.max(0, link.bottom - barBox.bottom, barBox.top - link.top);
        }, bar);
        expect({ prefix, overflow }).toEqual({ prefix, overflow: 0 });
      }
    } finally {
      await browser.setWindowSize(1280, 900);
    }
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
