import type { HTTPRequest } from "puppeteer-core";
import {
  cdpPage,
  clearBrowserCache,
  docContentChunk,
  openClean,
  runOnNewDocument,
  waitForHydration,
  waitForPath,
} from "./helpers/browser";

const chunkFile = (pattern: string) => pattern.replace("*/assets/js/", "");

describe("route loading", () => {
  it("prefetches the code of linked pages that come into view", async ({ browser }) => {
    const quickstart = chunkFile(docContentChunk("quickstart"));
    await openClean(browser, "/docs/v8/");
    await browser.waitUntil(
      async () =>
        browser.execute(
          (file: string) => performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(file)),
          quickstart,
        ),
      { timeoutMsg: "the quickstart's code was not prefetched" },
    );
  });

  for (const [condition, connection] of [
    ["on a 2g connection", { effectiveType: "2g", saveData: false }],
    ["when the reader saves data", { effectiveType: "4g", saveData: true }],
  ] as const) {
    it(`prefetches nothing ${condition}, and pages still load on click`, async ({ browser }) => {
      const quickstart = chunkFile(docContentChunk("quickstart"));
      const stopEmulating = await runOnNewDocument(
        browser,
        `Object.defineProperty(navigator, "connection", { value: ${JSON.stringify(connection)} });`,
      );
      try {
        await openClean(browser, "/docs/v8/");
        const next = browser.$("nav.pagination-nav a.pagination-nav__link--next");
        await next.moveTo();
        // Long enough for the prefetch the test above waits for: it is asked for right after hydration.
        await browser.pause(1500);
        const fetched = await browser.execute(
          (file: string) => ({
            hints: document.querySelectorAll("link[rel='prefetch']").length,
            quickstart: performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(file)),
          }),
          quickstart,
        );
        expect(fetched).toEqual({ hints: 0, quickstart: false });

        await next.click();
        await waitForPath(browser, "/docs/v8/quickstart/");
        await expect(browser.$("article h1")).toHaveText("Quick start");
      } finally {
        await stopEmulating();
      }
    });
  }

  it("keeps the old page and shows the progress bar while a slow route loads", async ({ browser }) => {
    const quickstart = chunkFile(docContentChunk("quickstart"));
    const page = await cdpPage(browser);
    const delay = (request: HTTPRequest) => {
      if (request.url().endsWith(quickstart)) setTimeout(() => void request.continue(), 1500);
      else void request.continue();
    };
    await page.setRequestInterception(true);
    page.on("request", delay);
    try {
      await browser.url("/docs/v8/");
      await waitForHydration(browser);
      await browser.execute(() => window.scrollTo(0, document.body.scrollHeight));
      await browser.$("nav.pagination-nav a.pagination-nav__link--next").click();
      await browser.$("#nprogress .bar").waitForExist({ timeout: 1400, timeoutMsg: "no progress bar" });
      await expect(browser.$("#nprogress .spinner")).not.toExist();
      expect(await browser.execute(() => window.location.pathname)).toBe("/docs/v8/quickstart/");
      await expect(browser.$("article h1")).not.toHaveText(/quick start/i);
      await waitForPath(browser, "/docs/v8/quickstart/");
      await browser.$("#nprogress").waitForExist({ reverse: true, timeout: 5000 });
      await expect(browser.$("article h1")).toHaveText(/quick start/i);
    } finally {
      await page.browser().disconnect();
    }
  });

  it("a search page left for another page comes back from the back/forward cache with its results", async ({
    browser,
  }) => {
    await browser.url(`/search/?q=${encodeURIComponent("assertView")}`);
    await waitForHydration(browser);
    await browser.$("main ol li").waitForDisplayed();
    const results = await browser.$$("main ol > li").length;
    await browser.execute(() => Object.assign(window, { __leftAt: "search" }));
    await browser.url("/docs/v8/");
    await waitForHydration(browser);
    // The cached search page keeps its index worker alive: the state in which testplane's getPuppeteer()
    // sometimes never finished (see cdpPage).
    const page = await cdpPage(browser);
    await page.browser().disconnect();
    await browser.back();
    await waitForPath(browser, "/search/");
    expect(await browser.execute(() => (window as unknown as { __leftAt?: string }).__leftAt)).toBe("search");
    await expect(browser.$$("main ol > li")).toBeElementsArrayOfSize(results);
  });

  it("loads nothing from other hosts: fonts and scripts are the site's own", async ({ browser }) => {
    const page = await cdpPage(browser);
    const foreign: string[] = [];
    let own = 0;
    const record = (request: HTTPRequest) => {
      const url = new URL(request.url());
      if (!["http:", "https:"].includes(url.protocol)) return;
      if (url.host !== new URL(browser.options.baseUrl ?? "").host) foreign.push(request.url());
      else own++;
    };
    page.on("request", record);
    try {
      for (const path of ["/", "/ru/docs/v8/quickstart/"]) {
        await browser.url(path);
        await waitForHydration(browser);
        await browser.execute(() => document.fonts.ready);
      }
      const fontsLoaded = await browser.execute(() => document.fonts.check('16px "Inter Variable"'));
      expect(fontsLoaded).toBe(true);
      // The recorder saw the pages' own requests, so an empty list of foreign ones means something.
      expect(own).toBeGreaterThan(10);
      expect(foreign.filter((url) => !url.startsWith("https://mc.yandex.ru/"))).toEqual([]);
    } finally {
      await page.browser().disconnect();
    }
  });

  it("fetches only preloaded fonts, so the first layout already has them", async ({ browser }) => {
    await clearBrowserCache(browser);
    for (const path of ["/docs/v8/config/browsers/", "/ru/docs/v8/config/browsers/", "/ru/"]) {
      await browser.url(path);
      await waitForHydration(browser);
      await browser.execute(() => document.fonts.ready);
      const fonts = await browser.execute(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => /\.woff2$/.test(entry.name))
          .map((entry) => `${(entry as PerformanceResourceTiming).initiatorType} ${entry.name.replace(/^.*\//, "")}`),
      );
      expect(fonts.length).toBeGreaterThan(0);
      // A face the stylesheet asks for later shows up as initiated by "css" and lays the page out again.
      expect({ path, fonts: fonts.filter((font) => !font.startsWith("link ")) }).toEqual({ path, fonts: [] });
    }
  });
});
