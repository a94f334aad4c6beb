import { navbarDropdownItem, openClean, waitForHydration, waitForPath } from "./helpers/browser";

const hash = (browser: WebdriverIO.Browser) => browser.execute(() => window.location.hash);
const headingTop = (browser: WebdriverIO.Browser, id: string) =>
  browser.execute((target: string) => document.getElementById(target)?.getBoundingClientRect().top ?? null, id);
const navbarTop = (browser: WebdriverIO.Browser) =>
  browser.execute(() => document.querySelector(".navbar")?.getBoundingClientRect().top ?? 0);

describe("language switch keeps the heading", () => {
  it("the locale dropdown carries the fragment the reader reached through the table of contents", async ({
    browser,
  }) => {
    await openClean(browser, "/docs/v8/commands/browser/url/");
    await browser.$(".table-of-contents a[href='#notes']").click();
    await browser.waitUntil(async () => (await hash(browser)) === "#notes", {
      timeoutMsg: "the TOC link did not set #notes",
    });
    // The theme hides the navbar when it handles a jump to a heading, a moment after the hash changes.
    // Opening the dropdown before that would hover a bar that is about to slide away.
    await browser.waitUntil(async () => (await navbarTop(browser)) < 0, {
      timeoutMsg: "landing on the heading did not hide the navbar",
    });
    await (await navbarDropdownItem(browser, "English", "Русский")).click();
    await waitForPath(browser, "/ru/docs/v8/commands/browser/url/");
    await waitForHydration(browser);
    expect(await hash(browser)).toBe("#notes");
    await expect(browser.$("#notes")).toHaveText(/Особенности/);
    await browser.waitUntil(
      async () => {
        const top = await headingTop(browser, "notes");
        return top !== null && top >= 0 && top < 200;
      },
      { timeoutMsg: "the Russian page did not land on the heading" },
    );
  });

  it("a Russian address with a fragment switches to English with the same heading", async ({ browser }) => {
    await openClean(browser, "/ru/docs/v8/commands/browser/url/#related-commands");
    await (await navbarDropdownItem(browser, "Русский", "English")).click();
    await waitForPath(browser, "/docs/v8/commands/browser/url/");
    expect(await hash(browser)).toBe("#related-commands");
    await expect(browser.$("#related-commands")).toHaveText(/Related commands/);
  });
});
