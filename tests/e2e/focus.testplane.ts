import { emulateReducedMotion, openClean } from "./helpers/browser";

/** Presses Tab `times` times and reports whether focus stayed inside `container` after every press. */
async function tabStaysInside(browser: WebdriverIO.Browser, container: string, times: number): Promise<boolean> {
  for (let i = 0; i < times; i++) {
    await browser.keys("Tab");
    const inside = await browser.execute(
      (selector: string) => document.querySelector(selector)?.contains(document.activeElement) ?? false,
      container,
    );
    if (!inside) return false;
  }
  return true;
}

const focusedIs = (browser: WebdriverIO.Browser, selector: string) =>
  browser.execute((s: string) => document.activeElement?.matches(s) ?? false, selector);

describe("keyboard focus", () => {
  it("the search modal keeps focus inside while open and gives it back to the button on Escape", async ({
    browser,
  }) => {
    await openClean(browser, "/docs/v8/");
    await browser.$("nav.navbar button[aria-keyshortcuts]").click();
    await browser.$(".DocSearch-Input").waitForDisplayed();
    await browser.$(".DocSearch-Input").setValue("config");
    await browser.$(".DocSearch-Hit").waitForExist();
    expect(await tabStaysInside(browser, ".DocSearch-Modal", 12)).toBe(true);
    await browser.keys("Escape");
    await expect(browser.$(".DocSearch-Modal")).not.toExist();
    expect(await focusedIs(browser, "nav.navbar button[aria-keyshortcuts]")).toBe(true);
  });

  it("the mobile sidebar keeps focus inside while open and gives it back to its toggle when closed", async ({
    browser,
  }) => {
    await emulateReducedMotion(browser);
    await browser.setWindowSize(800, 900);
    try {
      await openClean(browser, "/docs/v8/");
      await browser.$("button.navbar__toggle").click();
      await browser.$(".navbar-sidebar__close").waitForDisplayed();
      expect(await tabStaysInside(browser, ".navbar-sidebar", 15)).toBe(true);
      await browser.$(".navbar-sidebar__close").click();
      await browser.waitUntil(() => focusedIs(browser, "button.navbar__toggle"), {
        timeoutMsg: "focus did not return to the menu button",
      });
    } finally {
      await browser.setWindowSize(1280, 900);
    }
  });

  it("every interactive element of the navbar shows a visible focus ring", async ({ browser }) => {
    await openClean(browser, "/docs/v8/");
    const visited: string[] = [];
    const unringed: string[] = [];
    for (let i = 0; i < 12; i++) {
      await browser.keys("Tab");
      const state = await browser.execute(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || !element.closest(".navbar")) return null;
        const style = getComputedStyle(element);
        const visible = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
        return { label: element.getAttribute("aria-label") ?? element.textContent?.trim() ?? element.tagName, visible };
      });
      if (state) visited.push(state.label);
      if (state && !state.visible) unringed.push(state.label);
    }
    // Brand, the three section links, version, language, GitHub, colour mode and search.
    expect(new Set(visited).size).toBeGreaterThanOrEqual(9);
    expect(unringed).toEqual([]);
  });
});
