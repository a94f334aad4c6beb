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
});
