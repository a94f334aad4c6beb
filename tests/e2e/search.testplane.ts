import {
  blockUrls,
  chunkFiles,
  devtoolsCommand,
  openClean,
  pathname,
  setSiteStorage,
  waitForHydration,
  waitForPageContent,
  waitForPath,
} from "./helpers/browser";
import { docsRepositoryUrl } from "../../config/site";

const modal = ".DocSearch-Modal";
const input = ".DocSearch-Input";

/** Where "Let us know." leads for a query that finds nothing: a new issue in the docs repository naming the query. */
function missingResultsLink(query: string): string {
  return `${docsRepositoryUrl}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`;
}

async function openWithClick(browser: WebdriverIO.Browser): Promise<void> {
  await browser.$("nav.navbar button[aria-keyshortcuts]").click();
  await browser.$(input).waitForDisplayed();
}

async function typeQuery(browser: WebdriverIO.Browser, query: string): Promise<void> {
  await browser.$(input).setValue(query);
}

/**
 * Puts a query into the box as pasting does, in one input event. ChromeDriver types only characters of the Basic
 * Multilingual Plane, and emoji are outside it.
 */
async function pasteQuery(browser: WebdriverIO.Browser, query: string): Promise<void> {
  await browser.execute(
    (selector, text) => {
      const box = document.querySelector<HTMLInputElement>(selector);
      if (!box) throw new Error(`no ${selector}`);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(box, text);
      box.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste", data: text }));
    },
    input,
    query,
  );
}

/**
 * The hits the modal lists for the whole query. Each keystroke runs a search and re-renders the list,
 * so it is read in one call. While a later keystroke's search is pending, the modal keeps an earlier one's
 * answer on screen, titled with the query as typed now («ф» and «фы» find nothing), and marks itself
 * stalled after 300 ms (DocSearch's stallThreshold). So an answer counts once three readings 200 ms apart
 * agree and none of them was stalled: a search pending through that window would have stalled it.
 */
async function settledHits(browser: WebdriverIO.Browser): Promise<{ text: string; href: string }[]> {
  const read = () =>
    browser.execute(() => ({
      stalled: document.querySelector(".DocSearch-Container--Stalled") !== null,
      noResults:
        document.querySelector<HTMLInputElement>(".DocSearch-Input")?.value.trim() ===
        document.querySelector(".DocSearch-NoResults .DocSearch-Title strong")?.textContent?.trim(),
      hits: [...document.querySelectorAll<HTMLAnchorElement>(".DocSearch-Hit a")].map((link) => ({
        text: link.innerText,
        href: link.getAttribute("href") ?? "",
      })),
    }));
  let reading = await read();
  let previous = JSON.stringify(reading);
  let agreeing = 0;
  await browser.waitUntil(
    async () => {
      reading = await read();
      agreeing = JSON.stringify(reading) === previous ? agreeing + 1 : 0;
      previous = JSON.stringify(reading);
      return agreeing >= 2 && !reading.stalled && (reading.noResults || reading.hits.length > 0);
    },
    { interval: 200, timeout: 10000, timeoutMsg: "the modal did not settle on an answer" },
  );
  return reading.hits;
}

describe("search", () => {
  describe("opening and closing the modal", () => {
    it("opens by click and closes with Escape", async ({ browser }) => {
      await openClean(browser, "/docs/v8/");
      await openWithClick(browser);
      await expect(browser.$(input)).toBeFocused();
      await expect(browser.$(input)).toHaveAttribute("placeholder", "Search docs");
      await browser.keys("Escape");
      await expect(browser.$(modal)).not.toExist();
    });

    it("opens with Ctrl+K and with Cmd+K", async ({ browser }) => {
      await openClean(browser, "/docs/v8/");
      for (const modifier of ["Control", "Meta"]) {
        await browser.keys([modifier, "k"]);
        await browser.$(input).waitForDisplayed({ timeoutMsg: `${modifier}+K did not open search` });
        await browser.keys("Escape");
        await expect(browser.$(modal)).not.toExist();
      }
    });

    it('opens with "/" outside inputs, but not while typing in an input', async ({ browser }) => {
      await openClean(browser, "/search/");
      await browser.$("main input[type='search']").click();
      await browser.keys("/");
      await expect(browser.$(modal)).not.toExist();
      await expect(browser.$("main input[type='search']")).toHaveValue("/");

      await browser.$("main h1").click();
      await browser.keys("/");
      await browser.$(input).waitForDisplayed({ timeoutMsg: '"/" did not open search' });
    });

    for (const mode of ["light", "dark"] as const) {
      it(`is drawn in the site's ${mode} colours: opaque, with a readable selected hit`, async ({ browser }) => {
        await openClean(browser, "/docs/v8/");
        await setSiteStorage(browser, { "color-mode": mode, theme: mode });
        await browser.refresh();
        await waitForHydration(browser);
        await expect(browser.$("html")).toHaveAttribute("data-theme", mode);
        await openWithClick(browser);
        await typeQuery(browser, "screenshot");
        expect((await settledHits(browser)).length).toBeGreaterThan(0);
        const colours = await browser.execute(() => {
          const style = (selector: string) => {
            const element = document.querySelector(selector);
            return element ? getComputedStyle(element) : null;
          };
          const backgrounds = [".DocSearch-Modal", ".DocSearch-Form", ".DocSearch-Hit a", ".DocSearch-Footer"].map(
            (selector) => `${selector} ${style(selector)?.backgroundColor ?? "missing"}`,
          );
          const selected = style(".DocSearch-Hit[aria-selected='true'] .DocSearch-Hit-title");
          const selectedHit = style(".DocSearch-Hit[aria-selected='true'] a");
          const luminance = (colour: string) => {
            const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
              const c = Number(channel) / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
          };
          const [light, dark] = [selected?.color ?? "", selectedHit?.backgroundColor ?? ""]
            .map(luminance)
            .sort((a, b) => b - a);
          return {
            backgrounds,
            modal: style(".DocSearch-Modal")?.backgroundColor,
            page: getComputedStyle(document.documentElement).backgroundColor,
            selectedContrast: (light! + 0.05) / (dark! + 0.05),
          };
        });
        // rgb() is opaque; rgba() and "transparent" let the page through.
        for (const background of colours.backgrounds) expect(background).toMatch(/ rgb\(\d+, \d+, \d+\)$/);
        // In dark mode the modal is the page's own green-black, not DocSearch's navy.
        if (mode === "dark") expect(colours.modal).toBe(colours.page);
        expect(colours.selectedContrast).toBeGreaterThanOrEqual(4.5);
      });
    }
  });

  it("loads no search code or index before the reader reaches for search", async ({ browser }) => {
    // DocSearch's modal and the site's wrapper of it (both name the modal's class), and the index.
    const searchFiles = [...chunkFiles("DocSearch-Modal"), "search-index.json"];
    expect(searchFiles.length).toBe(3);
    await openClean(browser, "/docs/v8/quickstart/");
    const loaded = () =>
      browser.execute(
        (files: string[]) =>
          performance
            .getEntriesByType("resource")
            .map((entry) => entry.name)
            .filter((name) => files.some((file) => name.endsWith(`/${file}`))),
        searchFiles,
      );
    // A while after hydration, so that a prefetch when the browser is idle would show too.
    await browser.pause(1500);
    expect(await loaded()).toEqual([]);
    await browser.$("nav.navbar button[aria-keyshortcuts]").moveTo();
    await browser.waitUntil(async () => (await loaded()).length === searchFiles.length, {
      timeoutMsg: `hovering did not load ${searchFiles.join(", ")}`,
    });
  });

  it("finds a Russian page by another form of the word and lands on its heading", async ({ browser }) => {
    await openClean(browser, "/ru/docs/v8/");
    await openWithClick(browser);
    // The modal's strings load with the modal, not with the page: they must still be the Russian ones.
    await expect(browser.$(input)).toHaveAttribute("placeholder", "Поиск по документации");
    await expect(browser.$(".DocSearch-Footer")).toHaveText("закрыть", { containing: true });
    await typeQuery(browser, "скриншотов эталоны");
    const hits = await settledHits(browser);
    expect(hits.map((hit) => hit.text).join("\n")).toMatch(/скриншот/i);
    // A section hit: the reader lands on the page and on the section's heading.
    const href = hits.find((hit) => hit.href.includes("#"))?.href ?? "";
    const [path, anchor] = href.split("#");
    expect(anchor).toBeTruthy();
    await browser.$(`.DocSearch-Hit a[href="${href}"]`).click();
    await waitForPath(browser, path!);
    const top = await browser.execute(
      (id: string) => document.getElementById(decodeURIComponent(id))?.getBoundingClientRect().top ?? -1,
      anchor!,
    );
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(300);
  });

  for (const [prefix, query] of [
    ["", "pressSequentially"],
    ["/ru", "допечатать"],
  ] as const) {
    it(`finds a page by a word only its front matter keywords hold: "${query}" (${prefix || "en"})`, async ({
      browser,
    }) => {
      await openClean(browser, `${prefix}/docs/v8/`);
      await openWithClick(browser);
      await typeQuery(browser, query);
      const hits = await settledHits(browser);
      expect(hits[0]?.href).toBe(`${prefix}/docs/v8/commands/element/addValue/`);
    });
  }

  for (const [prefix, query] of [
    ["", "windowSize doesn't work"],
    ["/ru", "windowSize не работает"],
  ] as const) {
    it(`puts an option's section first when the query says the option fails: "${query}" (${prefix || "en"})`, async ({
      browser,
    }) => {
      await openClean(browser, `${prefix}/docs/v8/`);
      await openWithClick(browser);
      await typeQuery(browser, query);
      const hrefs = (await settledHits(browser)).map((hit) => hit.href);
      expect(hrefs.slice(0, 2)).toEqual([
        `${prefix}/docs/v8/config/browsers/`,
        `${prefix}/docs/v8/config/browsers/#windowSize`,
      ]);
    });
  }

  it('"see all results" leads to the search page with the same results', async ({ browser }) => {
    await openClean(browser, "/docs/v8/");
    await openWithClick(browser);
    await typeQuery(browser, "screenshot");
    const modalPages = new Set((await settledHits(browser)).map((hit) => hit.href.split("#")[0]));
    expect(modalPages.size).toBeGreaterThan(0);
    await browser.$(".DocSearch-HitsFooter a").click();
    await browser.waitUntil(async () => (await pathname(browser)) === "/search/", { timeoutMsg: "not on /search/" });
    expect(await browser.execute(() => new URLSearchParams(window.location.search).get("q"))).toBe("screenshot");
    await browser.$("main ol li").waitForDisplayed();
    const pagePages = await browser.$$("main ol > li > a").map(async (link) => (await link.getAttribute("href")) ?? "");
    for (const page of modalPages) expect(pagePages).toContain(page);
  });

  for (const { prefix, query, countText, noResults } of [
    {
      prefix: "",
      query: "screenshot",
      countText: (n: number) => (n === 1 ? "One document found" : `${n} documents found`),
      noResults: "No results for “qwxzv”",
    },
    {
      prefix: "/ru",
      query: "браузеры",
      countText: (n: number) => {
        const [last, lastTwo] = [n % 10, n % 100];
        if (last === 1 && lastTwo !== 11) return `Найдена ${n} страница`;
        if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return `Найдено ${n} страницы`;
        return `Найдено ${n} страниц`;
      },
      noResults: "Ничего не найдено по запросу «qwxzv»",
    },
  ]) {
    it(`the search page counts the pages found in the locale's plural form (${prefix || "en"})`, async ({
      browser,
    }) => {
      await browser.url(`${prefix}/search/?q=${encodeURIComponent(query)}`);
      await waitForHydration(browser);
      await browser.$("main ol li").waitForDisplayed();
      const found = (await browser.$$("main ol > li").length) as number;
      await expect(browser.$("main [aria-live='polite']")).toHaveText(countText(found));
      await browser.url(`${prefix}/search/?q=qwxzv`);
      await waitForHydration(browser);
      await expect(browser.$("main p strong")).toHaveText("qwxzv");
      await expect(browser.$("main p:has(> strong)")).toHaveText(noResults);
    });
  }

  it("the search page says it is searching while the index loads, and nothing in view moves when results arrive", async ({
    browser,
  }) => {
    // A slow network: the index arrives well after the page has been painted.
    await devtoolsCommand(browser, "Network.enable");
    await devtoolsCommand(browser, "Network.setCacheDisabled", { cacheDisabled: true });
    const network = { offline: false, downloadThroughput: -1, uploadThroughput: -1 };
    await devtoolsCommand(browser, "Network.emulateNetworkConditions", { ...network, latency: 1000 });
    try {
      await browser.url(`/ru/search/?q=${encodeURIComponent("скриншот")}`);
      await waitForHydration(browser);
      await expect(browser.$("main [aria-live='polite']")).toHaveText("Загрузка новых результатов поиска…");
      await expect(browser.$("main ol li")).not.toExist();
      await browser.$("main ol li").waitForDisplayed({ timeout: 15000 });
      const shift = await browser.execute(
        () =>
          new Promise<number>((done) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
              done(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
            }).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => done(0), 1000);
          }),
      );
      expect(shift).toBeLessThanOrEqual(0.02);
    } finally {
      await devtoolsCommand(browser, "Network.emulateNetworkConditions", { ...network, latency: 0 });
      await devtoolsCommand(browser, "Network.setCacheDisabled", { cacheDisabled: false });
    }
  });

  for (const { prefix, intro } of [
    { prefix: "", intro: "Results update as you type" },
    { prefix: "/ru", intro: "Результаты обновляются по мере ввода" },
  ]) {
    it(`the search page names the keyboard shortcuts on a wide screen and not on a phone (${prefix || "en"})`, async ({
      browser,
    }) => {
      // innerText leaves out what CSS hides.
      const shown = () =>
        browser.execute(() => (document.querySelector("main h1 + p") as HTMLElement | null)?.innerText ?? "");
      await browser.url(`${prefix}/search/`);
      await waitForHydration(browser);
      expect(await shown()).toContain("Ctrl+K");
      try {
        await browser.setWindowSize(390, 844);
        expect(await shown()).toContain(intro);
        expect(await shown()).not.toContain("Ctrl+K");
      } finally {
        await browser.setWindowSize(1280, 900);
      }
    });
  }

  it("the search page reads ?q= when opened directly and updates it as the query changes", async ({ browser }) => {
    await browser.url("/ru/search/?q=%D0%B1%D1%80%D0%B0%D1%83%D0%B7%D0%B5%D1%80%D1%8B");
    await waitForHydration(browser);
    await expect(browser.$("main input[type='search']")).toHaveValue("браузеры");
    await browser.$("main ol li mark").waitForDisplayed({ timeoutMsg: "no highlighted result for браузеры" });
    await browser.$("main input[type='search']").setValue("конфиг");
    await browser.waitUntil(
      async () => (await browser.execute(() => new URLSearchParams(window.location.search).get("q"))) === "конфиг",
      { timeoutMsg: "the URL did not follow the query" },
    );
  });

  for (const { prefix, texts } of [
    {
      prefix: "",
      texts: ["No results for", "Believe this query should return results?", "Let us know."],
    },
    {
      prefix: "/ru",
      texts: ["Ничего не найдено по запросу", "Считаете, что по этому запросу что-то должно найтись?", "Сообщите нам."],
    },
  ]) {
    it(`shows the no-results screen (${prefix || "en"})`, async ({ browser }) => {
      await openClean(browser, `${prefix}/docs/v8/`);
      await openWithClick(browser);
      await typeQuery(browser, "qwxzv");
      const screen = browser.$(".DocSearch-NoResults");
      await screen.waitForDisplayed();
      for (const text of texts) await expect(screen).toHaveText(new RegExp(text.replace(/[.?]/g, "\\$&")));
      await expect(screen.$("a[href*='/issues/new']")).toHaveAttribute("href", missingResultsLink("qwxzv"));
      // The answers come from the embedded index: nothing in the modal credits or links to a hosted service.
      await expect(browser.$(".DocSearch-Modal a[href*='algolia.com']")).not.toBeDisplayed();
    });

    it(`the search page's no-results text links to a new issue about the query (${prefix || "en"})`, async ({
      browser,
    }) => {
      await openClean(browser, `${prefix}/search/?q=qwxzv`);
      const link = browser.$("main a[href*='/issues/new']");
      await link.waitForDisplayed();
      await expect(link).toHaveText(texts[2]);
      await expect(link).toHaveAttribute("href", missingResultsLink("qwxzv"));
    });
  }

  for (const { prefix, title, help } of [
    { prefix: "", title: "Unable to fetch results", help: "You might want to check your network connection." },
    { prefix: "/ru", title: "Не удалось получить результаты", help: "Проверьте подключение к сети." },
  ]) {
    it(`shows the error texts when the index cannot be loaded (${prefix || "en"})`, async ({ browser }) => {
      await blockUrls(browser, ["*search-index.json"]);
      try {
        await openClean(browser, `${prefix}/docs/v8/`);
        await openWithClick(browser);
        await typeQuery(browser, "config");
        const error = browser.$(".DocSearch-ErrorScreen");
        await error.waitForDisplayed();
        await expect(error).toHaveText(`${title}\n${help}`);
      } finally {
        await blockUrls(browser, []);
      }
    });

    it(`the search page shows the same error texts when the index cannot be loaded (${prefix || "en"})`, async ({
      browser,
    }) => {
      await blockUrls(browser, ["*search-index.json"]);
      try {
        await openClean(browser, `${prefix}/search/?q=config`);
        const error = browser.$("main [role='alert']");
        await error.waitForDisplayed();
        await expect(error).toHaveText(new RegExp(`${title}[\\s\\S]*${help.replace(/[.?]/g, "\\$&")}`));
      } finally {
        await blockUrls(browser, []);
      }
    });
  }

  it("renders a query with markup as text and runs no script from it", async ({ browser }) => {
    await openClean(browser, "/docs/v8/");
    await openWithClick(browser);
    await typeQuery(browser, `<img src=x onerror="window.__searchXss=1"> screenshot "quotes" * : ~ ^ + -`);
    await browser.$(".DocSearch-Hit, .DocSearch-NoResults").waitForExist();
    await browser.pause(300);
    expect(await browser.execute(() => (window as unknown as { __searchXss?: number }).__searchXss ?? null)).toBeNull();
    await expect(browser.$(".DocSearch-Modal img[src='x']")).not.toExist();

    await browser.url(`/search/?q=${encodeURIComponent('<img src=x onerror="window.__searchXss=1">')}`);
    // The query and the highlighted snippets are rendered with the results, once the index has loaded.
    await waitForPageContent(browser);
    await expect(browser.$("main ol li")).toExist();
    expect(await browser.execute(() => (window as unknown as { __searchXss?: number }).__searchXss ?? null)).toBeNull();
    await expect(browser.$("main img[src='x']")).not.toExist();
  });

  it("the English site returns only English pages, also for a query both sites match", async ({ browser }) => {
    await openClean(browser, "/docs/v8/");
    await openWithClick(browser);
    // assertView is a page in both locales: hits there must be the English one.
    await typeQuery(browser, "assertView");
    const links = (await settledHits(browser)).map((hit) => hit.href);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => href.startsWith("/ru/"))).toEqual([]);
  });

  it("finds a command however its name is typed, each page once with its sections under it", async ({ browser }) => {
    await openClean(browser, "/docs/v8/");
    for (const spelling of ["setCookies", "setcookies", "set cookies", "set-cookies", "set cookie"]) {
      // A fresh modal for each spelling: its hits then can only be this query's, never the previous one's.
      await openWithClick(browser);
      await typeQuery(browser, spelling);
      const hrefs = (await settledHits(browser)).map((hit) => hit.href);
      expect({ spelling, first: hrefs[0] }).toEqual({ spelling, first: "/docs/v8/commands/browser/setCookies/" });
      const pages = hrefs.filter((href) => !href.includes("#"));
      expect(new Set(pages).size).toBe(pages.length);
      await browser.keys("Escape");
      await browser.$(modal).waitForExist({ reverse: true });
    }
  });

  it("finds what a query typed with the wrong keyboard layout meant, and the search page says what it searched for", async ({
    browser,
  }) => {
    // "assertView" typed with the Russian layout on.
    const typed = "фыыукемшуц";
    await openClean(browser, "/ru/docs/v8/");
    await openWithClick(browser);
    await typeQuery(browser, typed);
    expect((await settledHits(browser))[0]?.href).toMatch(/^\/ru\/docs\/v8\/commands\/(browser|element)\/assertView\//);
    for (const [prefix, note] of [
      ["/ru", "Показаны результаты по запросу assertview: похоже, он набран в другой раскладке."],
      ["", "Showing results for assertview: the query seems to be typed with another keyboard layout on."],
    ] as const) {
      await browser.url(`${prefix}/search/?q=${encodeURIComponent(typed)}`);
      await waitForHydration(browser);
      await browser.$("main ol li").waitForDisplayed();
      await expect(browser.$("main p:has(> strong)")).toHaveText(note);
      expect(await browser.$("main ol > li > a").getAttribute("href")).toMatch(
        new RegExp(`^${prefix}/docs/v8/commands/(browser|element)/assertView/$`),
      );
    }
  });

  // The engine's unit tests take 10,000-character queries; here each character is a keystroke and a search.
  it("keeps a long query, emoji and engine syntax inert", async ({ browser }) => {
    await openClean(browser, "/docs/v8/");
    await openWithClick(browser);
    await pasteQuery(browser, "🙂🚀 assertView");
    const hits = await settledHits(browser);
    expect(hits[0]?.href).toMatch(/\/commands\/(browser|element)\/assertView\/(#.*)?$/);
    for (const query of ["title:x ~2 ^3 +must -not * (", "screenshot ".repeat(30)]) {
      await browser.$(input).setValue(query);
      // Waits for the modal to answer this query, not the previous one.
      await settledHits(browser);
      await expect(browser.$(".DocSearch-ErrorScreen")).not.toExist();
    }
  });
});
