import { emulateOsColorScheme, htmlAttribute, openClean, setSiteStorage, waitForHydration } from "./helpers/browser";

const toggle = ".navbar button[class*='toggleButton']";

async function clickToggle(browser: WebdriverIO.Browser): Promise<void> {
  await browser.$(toggle).click();
}

describe("colour mode", () => {
  it("starts light for a first-time visitor, even when the OS prefers dark", async ({ browser }) => {
    await emulateOsColorScheme(browser, "dark");
    await openClean(browser, "/docs/v8/");
    expect(await htmlAttribute(browser, "data-theme")).toBe("light");
    await expect(browser.$(toggle)).toHaveAttribute("title", "light mode");
  });

  it("cycles light, dark, system, light and keeps the choice across reloads", async ({ browser }) => {
    await emulateOsColorScheme(browser, "dark");
    await openClean(browser, "/docs/v8/");

    await clickToggle(browser);
    expect(await htmlAttribute(browser, "data-theme")).toBe("dark");
    await browser.refresh();
    await waitForHydration(browser);
    expect(await htmlAttribute(browser, "data-theme")).toBe("dark");

    await clickToggle(browser);
    expect(await htmlAttribute(browser, "data-theme-choice")).toBe("system");
    expect(await htmlAttribute(browser, "data-theme")).toBe("dark");
    await browser.refresh();
    await waitForHydration(browser);
    expect(await htmlAttribute(browser, "data-theme-choice")).toBe("system");

    await clickToggle(browser);
    expect(await htmlAttribute(browser, "data-theme")).toBe("light");
    await browser.refresh();
    await waitForHydration(browser);
    expect(await htmlAttribute(browser, "data-theme")).toBe("light");
  });

  it("in system mode follows the OS setting live", async ({ browser }) => {
    await emulateOsColorScheme(browser, "light");
    await openClean(browser, "/docs/v8/");
    await clickToggle(browser);
    await clickToggle(browser);
    expect(await htmlAttribute(browser, "data-theme-choice")).toBe("system");

    await emulateOsColorScheme(browser, "dark");
    await browser.waitUntil(async () => (await htmlAttribute(browser, "data-theme")) === "dark", {
      timeoutMsg: "did not follow the OS switching to dark",
    });
    await emulateOsColorScheme(browser, "light");
    await browser.waitUntil(async () => (await htmlAttribute(browser, "data-theme")) === "light", {
      timeoutMsg: "did not follow the OS switching to light",
    });
  });

  it("syncs the choice to other tabs", async ({ browser }) => {
    await openClean(browser, "/docs/v8/");
    const first = await browser.getWindowHandle();
    await browser.newWindow(`${browser.options.baseUrl}/docs/v8/quickstart/`);
    await waitForHydration(browser);
    const second = await browser.getWindowHandle();

    await browser.switchToWindow(first);
    await clickToggle(browser);
    expect(await htmlAttribute(browser, "data-theme")).toBe("dark");

    await browser.switchToWindow(second);
    await browser.waitUntil(async () => (await htmlAttribute(browser, "data-theme")) === "dark", {
      timeoutMsg: "the other tab did not switch to dark",
    });
    await browser.closeWindow();
    await browser.switchToWindow(first);
  });

  for (const root of ["/", "/ru/"]) {
    it(`hides the toggle on the locale root ${root} and renders it light`, async ({ browser }) => {
      await openClean(browser, "/docs/v8/");
      await clickToggle(browser);
      expect(await htmlAttribute(browser, "data-theme")).toBe("dark");

      await browser.url(root);
      await waitForHydration(browser);
      expect(await htmlAttribute(browser, "data-theme")).toBe("light");
      await expect(browser.$(toggle)).not.toExist();

      await browser.$(".hero-get-started, a[href$='/docs/v8/quickstart/']").click();
      await browser.waitUntil(async () => (await htmlAttribute(browser, "data-theme")) === "dark", {
        timeoutMsg: "leaving the landing page did not restore the dark choice",
      });
    });
  }

  it("restores on leaving the landing page a dark theme stored without a choice, as a reload would", async ({
    browser,
  }) => {
    await openClean(browser, "/docs/v8/");
    // A dark theme stored by the theme's own key alone, as it was before the site kept the reader's choice.
    await browser.execute(() => {
      for (const key of Object.keys(window.localStorage))
        if (key.startsWith("color-mode")) localStorage.removeItem(key);
    });
    await setSiteStorage(browser, { theme: "dark" });
    await browser.url("/");
    await waitForHydration(browser);
    expect(await htmlAttribute(browser, "data-theme")).toBe("light");
    await browser.$("main header a[href$='/docs/v8/quickstart/']").click();
    await browser.waitUntil(async () => (await htmlAttribute(browser, "data-theme")) === "dark", {
      timeoutMsg: "the docs page reached from the landing page was light; a reload renders it dark",
    });
  });
});
