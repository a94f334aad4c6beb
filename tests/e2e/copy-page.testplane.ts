import { readFileSync } from "node:fs";
import { join } from "node:path";
import { allowClipboard, openClean } from "./helpers/browser";

/** "Copy page" on doc pages (src/components/CopyPage) and the Markdown copies it reads (plugins/llms-txt). */
describe("copy page", () => {
  afterEach(async ({ browser }) => {
    await browser.setWindowSize(1280, 900);
  });

  for (const [prefix, copied] of [
    ["", "Page Markdown copied"],
    ["/ru", "Markdown страницы скопирован"],
  ] as const) {
    it(`puts the page's Markdown on the clipboard, fetched only when pressed (${prefix || "/"})`, async ({
      browser,
    }) => {
      await allowClipboard(browser);
      // A phone's width, where the buttons fill the row and a message in the flow would push the text down.
      await browser.setWindowSize(390, 844);
      await openClean(browser, `${prefix}/docs/v8/quickstart/`);
      const fetchedCopies = () =>
        browser.execute(
          () => performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".md")).length,
        );
      expect(await fetchedCopies()).toBe(0);

      const root = browser.$("article .theme-doc-markdown");
      await expect(root.$(`a[href='${prefix}/docs/v8/quickstart.md']`)).toExist();
      const button = root.$(
        "button[aria-label='Copy page as Markdown'], button[aria-label='Копировать страницу в Markdown']",
      );
      const firstParagraphTop = () =>
        browser.execute(() => document.querySelector("article .theme-doc-markdown > p")!.getBoundingClientRect().top);
      await browser.execute((element) => (element as unknown as HTMLElement).focus(), await button);
      const before = await firstParagraphTop();
      await browser.keys("Enter");
      await expect(root.$("[role='status']")).toHaveText(copied);
      await expect(root.$("[role='status']")).toBeDisplayed();
      expect(await firstParagraphTop()).toBe(before);

      const clipboard = await browser.execute(() => navigator.clipboard.readText());
      const markdown = readFileSync(join(process.cwd(), "build", `${prefix}/docs/v8/quickstart.md`), "utf8");
      expect(clipboard).toBe(markdown);
      expect(await fetchedCopies()).toBe(1);
    });
  }
});
