import { openClean } from "./helpers/browser";

describe("doc page", () => {
  it("shows breadcrumbs, a table of contents of h2-h3 and the paginator", async ({ browser }) => {
    await openClean(browser, "/docs/v8/quickstart/");
    await expect(browser.$("nav.theme-doc-breadcrumbs")).toBeDisplayed();
    await expect(browser.$("nav.pagination-nav a.pagination-nav__link--prev")).toHaveAttribute("href", "/docs/v8/");
    const tocLevels = await browser.execute(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>(".table-of-contents a")).map((a) => {
        const id = decodeURIComponent(a.hash.slice(1));
        return document.getElementById(id)?.tagName ?? "missing";
      }),
    );
    expect(tocLevels.length).toBeGreaterThan(2);
    expect(new Set(tocLevels)).toEqual(new Set(tocLevels.filter((tag) => tag === "H2" || tag === "H3")));
    expect(tocLevels).toContain("H2");
  });

  it("sidebar categories cannot be hidden", async ({ browser }) => {
    await openClean(browser, "/docs/v8/");
    await expect(browser.$(".theme-doc-sidebar-container")).toBeDisplayed();
    await expect(browser.$("button[title='Collapse sidebar']")).not.toExist();
  });

  it("copies a code block and shows the copied state", async ({ browser }) => {
    await openClean(browser, "/docs/v8/quickstart/");
    const block = browser.$(".theme-code-block");
    await block.scrollIntoView({ block: "center" });
    await block.moveTo();
    const copy = block.$("button[aria-label='Copy code to clipboard']");
    await copy.click();
    await expect(block.$("button[aria-label='Copied']")).toExist();
  });

  it("wraps a code block that scrolls sideways when its word-wrap button is pressed, and unwraps it again", async ({
    browser,
  }) => {
    await browser.setWindowSize(800, 900);
    try {
      await openClean(browser, "/docs/v8/config/browsers/");
      const wrappable = ".theme-code-block:has(button[aria-label='Toggle word wrap'])";
      const block = browser.$(wrappable);
      const toggle = block.$("button[aria-label='Toggle word wrap']");
      await block.scrollIntoView({ block: "center" });
      const scrollsSideways = () =>
        browser.execute((selector: string) => {
          const pre = document.querySelector(`${selector} pre`);
          return pre !== null && pre.scrollWidth > pre.clientWidth;
        }, wrappable);
      expect(await scrollsSideways()).toBe(true);
      await block.moveTo();
      await toggle.click();
      await browser.waitUntil(async () => !(await scrollsSideways()), { timeoutMsg: "the long lines did not wrap" });
      await toggle.click();
      await browser.waitUntil(scrollsSideways, { timeoutMsg: "the lines stayed wrapped" });
    } finally {
      await browser.setWindowSize(1280, 900);
    }
  });
});
