import type { HTTPRequest } from "puppeteer-core";
import { cdpPage, waitForPath } from "./helpers/browser";
import { TEST_COUNTER_ID } from "./helpers/constants";

// Stands in for mc.yandex.ru/metrika/tag.js: records every call, including the queued ones.
const STUB_TAG = `(function () {
  var queued = (window.ym && window.ym.a) || [];
  window.__metricaCalls = [];
  window.ym = function () { window.__metricaCalls.push(Array.prototype.slice.call(arguments)); };
  queued.forEach(function (args) { window.ym.apply(null, args); });
})();`;

type Call = [number, string, ...unknown[]];

describe("visitor metrics", () => {
  it("loads the tag with session replay and hash tracking and sends a hit per page change", async ({ browser }) => {
    const page = await cdpPage(browser);
    const stubTag = (request: HTTPRequest) => {
      if (request.url() === "https://mc.yandex.ru/metrika/tag.js") {
        void request.respond({ status: 200, contentType: "application/javascript", body: STUB_TAG });
      } else {
        void request.continue();
      }
    };
    await page.setRequestInterception(true);
    page.on("request", stubTag);
    try {
      await checkHits(browser);
    } finally {
      await page.browser().disconnect();
    }
  });
});

async function checkHits(browser: WebdriverIO.Browser): Promise<void> {
  {
    await browser.url("/docs/v8/");
    const counterOn = await browser.$('link[rel="preconnect"][href="https://mc.yandex.ru"]').isExisting();
    if (!counterOn) throw new Error(`build/ has no counter: build it with YANDEX_METRICA_ID=${TEST_COUNTER_ID}`);
    const calls = () => browser.execute(() => (window as unknown as { __metricaCalls?: Call[] }).__metricaCalls ?? []);
    const hits = async () => (await calls()).filter(([, method]) => method === "hit");
    await browser.waitUntil(async () => (await hits()).length === 1, { timeoutMsg: "no hit for the first page" });

    const [init] = (await calls()).filter(([, method]) => method === "init");
    expect(init?.[0]).toBe(TEST_COUNTER_ID);
    expect(init?.[2]).toMatchObject({ webvisor: true, trackHash: true });

    await browser.$("nav.pagination-nav a.pagination-nav__link--next").click();
    await waitForPath(browser, "/docs/v8/quickstart/");
    await browser.waitUntil(async () => (await hits()).length === 2, { timeoutMsg: "no hit after the route change" });
    const [, second] = await hits();
    expect(second?.[2]).toMatch(/\/docs\/v8\/quickstart\/$/);
    const title = await browser.getTitle();
    expect(second?.[3]).toMatchObject({ title });

    // A hash change on the same page is not a new page view.
    await browser.$(".table-of-contents a").click();
    await browser.waitUntil(async () => (await browser.execute(() => window.location.hash)) !== "", {
      timeoutMsg: "the table of contents link did not change the hash",
    });
    await browser.pause(300);
    expect(await hits()).toHaveLength(2);
  }
}
