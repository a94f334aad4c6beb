import { cdpPage, devtoolsCommand, runOnNewDocument, waitForHydration } from "./helpers/browser";

// Makes date formatting throw while a page renders, as a component bug would; blog posts format their date.
const BREAK_DATES = `(() => {
  const original = Intl.DateTimeFormat;
  window.__restoreDates = () => { Intl.DateTimeFormat = original; };
  Intl.DateTimeFormat = function () { throw new Error("Simulated rendering failure"); };
})();`;

const locales = [
  {
    prefix: "",
    crashed: "This page crashed.",
    tryAgain: "Try again",
    notFound: "Page Not Found",
    description: "There is no such page on the Testplane site.",
    similar: "Pages with a similar address",
  },
  {
    prefix: "/ru",
    crashed: "На странице произошла ошибка.",
    tryAgain: "Попробовать снова",
    notFound: "Страница не найдена",
    similar: "Страницы с похожим адресом",
    description: "Такой страницы на сайте Testplane нет.",
  },
];

describe("error pages", () => {
  for (const { prefix, crashed, tryAgain, notFound, description, similar } of locales) {
    it(`a crashing page shows the error with Try again, which recovers (${prefix || "en"})`, async ({ browser }) => {
      const stopBreaking = await runOnNewDocument(browser, BREAK_DATES);
      try {
        await browser.url(`${prefix}/blog/testplane-rebranding/`);
        const heading = browser.$(`h1=${crashed}`);
        await heading.waitForDisplayed({ timeout: 10000 });
        await expect(browser.$("main")).toHaveText(/Simulated rendering failure/);

        await browser.execute(() => (window as unknown as { __restoreDates: () => void }).__restoreDates());
        await browser.$(`button=${tryAgain}`).click();
        await expect(heading).not.toExist();
        await expect(browser.$("article h1")).toBeDisplayed();
      } finally {
        await stopBreaking();
      }
    });

    it(`the home page deployed under a path its build does not know names the base path to use (${prefix || "en"})`, async ({
      browser,
    }) => {
      // As when the build made for the root is copied under /testplane/: the HTML is found, its assets are not (with
      // the stylesheet loaded, Docusaurus hides the banner).
      const deployedAt = `/testplane${prefix}/`;
      // A tab that has shown a page of the site holds its stylesheet in the memory cache, past the interception
      // below; the test starts from such a tab (as it did in the full suite), with the cache off.
      await browser.url(`${prefix}/docs/v8/`);
      await waitForHydration(browser);
      const home = await fetch(`${browser.options.baseUrl}${prefix}/`);
      const html = await home.text();
      const headers = { "content-security-policy": home.headers.get("content-security-policy") ?? "" };
      await devtoolsCommand(browser, "Network.enable");
      await devtoolsCommand(browser, "Network.setCacheDisabled", { cacheDisabled: true });
      const page = await cdpPage(browser);
      await page.setRequestInterception(true);
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname === deployedAt) void request.respond({ contentType: "text/html", headers, body: html });
        else if (pathname.startsWith(`${prefix}/assets/`)) void request.respond({ status: 404, body: "" });
        else void request.continue();
      });
      try {
        await browser.url(deployedAt);
        const banner = browser.$("#__docusaurus-base-url-issue-banner");
        await banner.waitForDisplayed();
        await expect(banner).toHaveText(
          new RegExp(`did not load properly\\.[\\s\\S]*Current configured baseUrl = ${prefix}/\\s`),
        );
        await expect(browser.$("#__docusaurus-base-url-issue-banner-suggestion-container")).toHaveText(deployedAt);
      } finally {
        await page.browser().disconnect();
        await devtoolsCommand(browser, "Network.setCacheDisabled", { cacheDisabled: false });
      }
    });

    it(`an unknown path answers 404 with the not-found page (${prefix || "en"})`, async ({ browser }) => {
      const response = await fetch(`${browser.options.baseUrl}${prefix}/docs/v8/no-such-page/`);
      expect(response.status).toBe(404);
      await browser.url(`${prefix}/docs/v8/no-such-page/`);
      await waitForHydration(browser);
      await expect(browser.$("main h1")).toHaveText(notFound);
      expect(await browser.$('meta[name="description"]').getAttribute("content")).toContain(description);
      // The tab and the history entry name the page too, also once the docs' own routes have taken over.
      await expect(browser).toHaveTitle(`${notFound} | Testplane`);
      await expect(browser.$(`nav[aria-label="${similar}"]`)).not.toExist();
    });

    it(`a mistyped doc address offers the page it meant (${prefix || "en"})`, async ({ browser }) => {
      for (const [typed, meant] of [
        ["/docs/v8/config/browser/", "/docs/v8/config/browsers/"],
        ["/docs/v7/comands/browser/url/", "/docs/v8/commands/browser/url/"],
      ] as const) {
        await browser.url(`${prefix}${typed}`);
        await waitForHydration(browser);
        await expect(browser.$("main h1")).toHaveText(notFound);
        const suggestion = browser.$(`nav[aria-label="${similar}"] li:first-child a`);
        await expect(suggestion).toHaveAttribute("href", `${prefix}${meant}`);
      }
      await browser.$(`nav[aria-label="${similar}"] li:first-child a`).click();
      await expect(browser.$("article h1")).toHaveText("url");
    });
  }
});
