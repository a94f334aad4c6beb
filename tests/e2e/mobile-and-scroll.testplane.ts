import { docContentChunk, emulateReducedMotion, openClean, waitForPath } from "./helpers/browser";

const sidebar = ".navbar-sidebar";
const isSidebarOpen = (browser: WebdriverIO.Browser) =>
  browser.execute(() => document.querySelector(".navbar")?.classList.contains("navbar-sidebar--show") ?? false);
const wasFetched = (browser: WebdriverIO.Browser, file: string) =>
  browser.execute(
    (name: string) => performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(name)),
    file,
  );

describe("mobile sidebar and navbar", () => {
  beforeEach(async ({ browser }) => {
    await emulateReducedMotion(browser);
  });

  afterEach(async ({ browser }) => {
    await browser.setWindowSize(1280, 900);
  });

  it("opens and closes the sidebar below 996 px", async ({ browser }) => {
    await browser.setWindowSize(800, 900);
    await openClean(browser, "/docs/v8/");
    await browser.$("button.navbar__toggle").click();
    await browser.waitUntil(() => isSidebarOpen(browser), { timeoutMsg: "sidebar did not open" });
    await expect(browser.$(`${sidebar} a.menu__link[href="/docs/v8/quickstart/"]`)).toBeDisplayed();
    await browser.$(".navbar-sidebar__close").click();
    await browser.waitUntil(async () => !(await isSidebarOpen(browser)), { timeoutMsg: "sidebar did not close" });
  });

  it("builds the sidebar and prefetches the pages it links only when the reader opens it", async ({ browser }) => {
    // The MCP page is linked from the sidebar but not from the config page's own text.
    const mcpChunk = docContentChunk("testplane-mcp").replace("*/assets/js/", "");
    await browser.setWindowSize(800, 900);
    await openClean(browser, "/docs/v8/config/browsers/");
    // Links in view are prefetched as soon as the page hydrates; give that time to happen.
    await browser.pause(1500);
    await expect(browser.$(sidebar)).not.toExist();
    expect(await wasFetched(browser, mcpChunk)).toBe(false);
    await browser.$("button.navbar__toggle").click();
    await expect(browser.$(`${sidebar} a.menu__link[href="/docs/v8/testplane-mcp/"]`)).toBeDisplayed();
    await browser.waitUntil(() => wasFetched(browser, mcpChunk), {
      timeoutMsg: "opening the sidebar did not prefetch the pages it shows",
    });
  });

  it("closes the sidebar on back navigation", async ({ browser }) => {
    await browser.setWindowSize(800, 900);
    await openClean(browser, "/docs/v8/");
    await browser.execute(() => {
      const link = document.querySelector<HTMLAnchorElement>("article a[href='/docs/v8/quickstart/']");
      link?.click();
    });
    await waitForPath(browser, "/docs/v8/quickstart/");
    await browser.$("button.navbar__toggle").click();
    await browser.waitUntil(() => isSidebarOpen(browser), { timeoutMsg: "sidebar did not open" });
    await browser.back();
    await browser.waitUntil(async () => !(await isSidebarOpen(browser)), {
      timeoutMsg: "back did not close the sidebar",
    });
  });

  it("closes the sidebar when the window grows past 996 px", async ({ browser }) => {
    await browser.setWindowSize(800, 900);
    await openClean(browser, "/docs/v8/");
    await browser.$("button.navbar__toggle").click();
    await browser.waitUntil(() => isSidebarOpen(browser), { timeoutMsg: "sidebar did not open" });
    await browser.setWindowSize(1200, 900);
    await browser.waitUntil(async () => !(await isSidebarOpen(browser)), {
      timeoutMsg: "resize did not close the sidebar",
    });
    await expect(browser.$("button.navbar__toggle")).not.toBeDisplayed();
  });

  it("hides the navbar on scroll down and shows it on scroll up", async ({ browser }) => {
    await openClean(browser, "/docs/v8/quickstart/");
    const navbarBottom = () => browser.execute(() => document.querySelector(".navbar")!.getBoundingClientRect().bottom);
    expect(await navbarBottom()).toBeGreaterThan(0);
    // The theme compares each scroll position with the previous one, so scroll in steps.
    for (const y of [200, 500, 900]) {
      await browser.execute((top: number) => window.scrollTo(0, top), y);
      await browser.pause(50);
    }
    await browser.waitUntil(async () => (await navbarBottom()) <= 0, { timeoutMsg: "navbar stayed on scroll down" });
    await browser.execute(() => window.scrollBy(0, -300));
    await browser.waitUntil(async () => (await navbarBottom()) > 0, {
      timeoutMsg: "navbar did not come back on scroll up",
    });
  });
});
