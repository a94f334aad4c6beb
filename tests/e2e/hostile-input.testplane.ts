import { waitForPageContent } from "./helpers/browser";

const payloads = [
  `<script>window.__hostile=1</script>`,
  `"><img src=x onerror="window.__hostile=1">`,
  `javascript:window.__hostile=1`,
  `${"a".repeat(8000)}`,
  `%E0%A4%A`,
];

describe("hostile input in the URL", () => {
  for (const path of ["/", "/docs/v8/quickstart/", "/ru/blog/", "/search/", "/ru/search/", "/versions/"]) {
    it(`${path} with markup, script URLs and long values in the query runs nothing and still renders`, async ({
      browser,
    }) => {
      for (const payload of payloads) {
        const query = `q=${encodeURIComponent(payload)}&ref=${encodeURIComponent(payload)}#${encodeURIComponent(payload.slice(0, 200))}`;
        await browser.url(`${path}?${query}`);
        // On the search pages the query is rendered with its results: check after they are there.
        await waitForPageContent(browser);
        await expect(browser.$("main")).toBeDisplayed();
        expect(await browser.getTitle()).toMatch(/Testplane/);
        expect(await browser.execute(() => (window as unknown as { __hostile?: number }).__hostile ?? null)).toBeNull();
        await expect(browser.$("img[src='x']")).not.toExist();
      }
    });
  }
});
