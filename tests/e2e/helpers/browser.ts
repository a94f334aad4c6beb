/** Shared helpers of the e2e suite: reaching the page through CDP, storage, waits. */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import puppeteer, { type Browser as PuppeteerBrowser } from "puppeteer-core";

type Browser = WebdriverIO.Browser;

/**
 * Sends one DevTools command to the current tab over chromedriver's own DevTools connection (its
 * goog/cdp/execute endpoint). No second client attaches to the browser, and what the command sets
 * (emulation, blocked URLs, scripts) lasts as long as the tab, across the tests of a session.
 */
export async function devtoolsCommand<T = unknown>(browser: Browser, method: string, params: object = {}): Promise<T> {
  const response = await fetch(`${process.env.E2E_GRID_URL}/session/${browser.sessionId}/goog/cdp/execute`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cmd: method, params }),
  });
  const { value } = (await response.json()) as { value: T & { message?: string } };
  if (!response.ok) throw new Error(`${method} failed: ${value.message ?? JSON.stringify(value)}`);
  return value;
}

/**
 * The session's tab as a Puppeteer page, for what needs DevTools events (request interception), on a
 * DevTools connection of its own: end it with `page.browser().disconnect()`, which also lifts what the
 * connection set up. It attaches to pages only. Puppeteer 20.9 (the one testplane ships) otherwise waits
 * for every worker to attach, and the worker of a page kept in the back/forward cache never does: after
 * `browser.url()` leaves the search page, its index worker lives on with it, and `getPuppeteer()` hung.
 */
export async function cdpPage(browser: Browser) {
  const connection = await connectPuppeteer(browser);
  const pages = await connection.pages();
  const page = pages[pages.length - 1];
  if (!page) throw new Error("No Chromium tab to attach to");
  return page;
}

async function connectPuppeteer(browser: Browser): Promise<PuppeteerBrowser> {
  const address = browser.capabilities["goog:chromeOptions"]?.debuggerAddress;
  if (!address) throw new Error("chromedriver reported no DevTools address for this session");
  const browserURL = `http://${address}`;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void fetch(`${browserURL}/json/list`)
        .then(async (response) =>
          ((await response.json()) as { type: string; url: string }[]).map((t) => `${t.type} ${t.url}`),
        )
        .catch((error: Error) => [error.message])
        .then((targets) => reject(new Error(`No DevTools connection in 5000 ms; targets: ${targets.join(", ")}`)));
    }, 5000);
  });
  const connecting = puppeteer.connect({
    browserURL,
    defaultViewport: null,
    targetFilter: (target) => target.type === "page",
  });
  try {
    return await Promise.race([connecting, timeout]);
  } catch (error) {
    // A connection that completes after the limit would otherwise stay open for the rest of the run.
    void connecting.then(
      (late) => late.disconnect(),
      () => undefined,
    );
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Lets the page read and write the clipboard without a prompt, so a test can check what a copy button wrote. */
export async function allowClipboard(browser: Browser): Promise<void> {
  await devtoolsCommand(browser, "Browser.grantPermissions", {
    origin: browser.options.baseUrl,
    permissions: ["clipboardReadWrite", "clipboardSanitizedWrite"],
  });
}

/**
 * Empties the browser's HTTP and memory caches, as for a first visit. A font face the session already
 * fetched on an earlier page is taken from the cache, and reported as a fetch, as soon as a stylesheet
 * declares it, whether or not the page has text in its range; checks of what a page fetches start here.
 */
export async function clearBrowserCache(browser: Browser): Promise<void> {
  await devtoolsCommand(browser, "Network.clearBrowserCache");
}

/** Sets the OS preferences the page's media queries see; each call replaces the previous set. */
export async function emulateMedia(
  browser: Browser,
  features: { "prefers-color-scheme"?: "light" | "dark"; "prefers-reduced-motion"?: "reduce" | "no-preference" },
): Promise<void> {
  await devtoolsCommand(browser, "Emulation.setEmulatedMedia", {
    features: Object.entries(features).map(([name, value]) => ({ name, value })),
  });
}

/** Lays the page out for print (`@media print`) until called again with `false`. */
export async function emulatePrint(browser: Browser, print: boolean): Promise<void> {
  await devtoolsCommand(browser, "Emulation.setEmulatedMedia", { media: print ? "print" : "" });
}

export async function emulateOsColorScheme(browser: Browser, scheme: "light" | "dark"): Promise<void> {
  await emulateMedia(browser, { "prefers-color-scheme": scheme });
}

/** Asks for reduced motion, so that transitions finish at once (the site honours the setting). */
export async function emulateReducedMotion(browser: Browser): Promise<void> {
  await emulateMedia(browser, { "prefers-reduced-motion": "reduce" });
}

/** Runs `source` in every document the tab loads until the returned function is called. */
export async function runOnNewDocument(browser: Browser, source: string): Promise<() => Promise<void>> {
  const { identifier } = await devtoolsCommand<{ identifier: string }>(
    browser,
    "Page.addScriptToEvaluateOnNewDocument",
    { source },
  );
  return async () => {
    await devtoolsCommand(browser, "Page.removeScriptToEvaluateOnNewDocument", { identifier });
  };
}

/** Makes requests whose URL matches one of `patterns` fail, as when a network drops them; [] lifts it. */
export async function blockUrls(browser: Browser, patterns: string[]): Promise<void> {
  await devtoolsCommand(browser, "Network.enable");
  await devtoolsCommand(browser, "Network.setBlockedURLs", { urls: patterns });
}

/** Starts the test from a clean origin: no stored colour mode, announcement dismissal or docs version. */
export async function openClean(browser: Browser, path: string): Promise<void> {
  await browser.url(path);
  await browser.execute(() => window.localStorage.clear());
  await browser.url(path);
  await waitForHydration(browser);
}

export async function waitForHydration(browser: Browser): Promise<void> {
  await browser.waitUntil(
    async () => (await browser.execute(() => document.documentElement.dataset.hasHydrated)) === "true",
    { timeout: 10000, timeoutMsg: "the site did not hydrate" },
  );
}

/** Results, the "no results" message or the error message: the search page's answer to the query in its URL. */
const SEARCH_ANSWER = "main ol li, main [role='alert'], main p > strong";

/**
 * Waits for what a reader comes to the page for: hydration, and on the search page with a query, its answer, which
 * comes once the index has loaded (until then the page says it is fetching results).
 */
export async function waitForPageContent(browser: Browser): Promise<void> {
  await waitForHydration(browser);
  const { path, query } = await browser.execute(() => ({
    path: location.pathname,
    query: new URLSearchParams(location.search).get("q") ?? "",
  }));
  if (path.endsWith("/search/") && query.trim() !== "")
    await browser.$(SEARCH_ANSWER).waitForExist({ timeout: 15000, timeoutMsg: "the search page did not answer" });
}

export async function htmlAttribute(browser: Browser, name: string): Promise<string | null> {
  return browser.execute((attr: string) => document.documentElement.getAttribute(attr), name);
}

export async function pathname(browser: Browser): Promise<string> {
  return browser.execute(() => window.location.pathname);
}

export async function waitForPath(browser: Browser, expected: string): Promise<void> {
  await browser.waitUntil(async () => (await pathname(browser)) === expected, {
    timeout: 10000,
    timeoutMsg: `expected to reach ${expected}`,
  });
}

/**
 * The built JavaScript chunk that holds a doc page's content, as a URL pattern for blocking it:
 * the only chunk that parses the page's own metadata (`{"id":"<docId>",...}`).
 */
export function docContentChunk(docId: string): string {
  return chunkContaining(`JSON.parse('{"id":"${docId}",`);
}

function chunkContaining(marker: string): string {
  return `*/assets/js/${chunkFiles(marker)[0]}`;
}

/** The names of the built JavaScript chunks that contain `marker`; throws when there is none. */
export function chunkFiles(marker: string): string[] {
  const dir = resolve(process.cwd(), "build/assets/js");
  const files = readdirSync(dir).filter(
    (name) => name.endsWith(".js") && readFileSync(join(dir, name), "utf8").includes(marker),
  );
  if (files.length === 0) throw new Error(`No chunk in ${dir} contains "${marker}"`);
  return files;
}

/** A link of the navbar's left part, by its exact text. */
export function navbarLink(browser: Browser, text: string) {
  return browser.$(".navbar__items").$(`a=${text}`);
}

/**
 * The navbar hides while the reader scrolls down (hideOnScroll), and a page opened at a fragment may
 * land with it hidden, depending on when the browser's own scroll to the fragment fires. A reader
 * scrolls up a little to bring it back, and so does this: until the whole bar is in view again.
 */
async function revealNavbar(browser: Browser): Promise<void> {
  await browser.waitUntil(
    () =>
      browser.execute(() => {
        const navbar = document.querySelector(".navbar");
        if (!navbar || navbar.getBoundingClientRect().top >= 0) return true;
        window.scrollBy(0, -60);
        return false;
      }),
    { interval: 150, timeoutMsg: "the hidden navbar did not come back when the page was scrolled up" },
  );
}

/** Opens a dropdown of the navbar's right part by hovering its label and returns the item with `text`. */
export async function navbarDropdownItem(browser: Browser, label: string, text: string) {
  await revealNavbar(browser);
  const toggle = browser.$(".navbar__items--right").$(`a*=${label}`);
  await toggle.moveTo();
  // In the menu: the toggle itself can carry the same text ("v8").
  return toggle.parentElement().$(".dropdown__menu").$(`a=${text}`);
}

/** Writes site storage entries (the site's keys have no namespace: `storage.namespace` is off in the config). */
export async function setSiteStorage(browser: Browser, entries: Record<string, string>): Promise<void> {
  await browser.execute((pairs: Record<string, string>) => {
    for (const [key, value] of Object.entries(pairs)) window.localStorage.setItem(key, value);
  }, entries);
}

/**
 * The text of each element matching `selector` that a line ends inside of, between two letters or digits where
 * it has no break point (`<wbr>`, or the empty `span.wbr` of headings), with "|" where the line ends: `RUNNER_STAR|T`.
 */
export async function brokenMidWord(browser: Browser, selector: string): Promise<string[]> {
  return browser.execute((selector: string) => {
    const WORD = /[\p{L}\p{N}_$]/u;
    const broken = (element: Element): string | undefined => {
      // Most elements are one line; only the others need a look at each character.
      const whole = document.createRange();
      whole.selectNodeContents(element);
      const tops = [...whole.getClientRects()].map((rect) => rect.top);
      if (tops.length === 0 || Math.max(...tops) - Math.min(...tops) < 8) return undefined;
      let text = "";
      let isBroken = false;
      let previous: { char: string; top: number } | undefined;
      let wbr = false;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!(node instanceof Text)) {
          wbr ||= node.nodeName === "WBR" || (node instanceof Element && node.classList.contains("wbr"));
          continue;
        }
        for (let i = 0; i < node.data.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = range.getClientRects()[0]?.top;
          if (top === undefined) continue;
          const char = node.data[i]!;
          if (previous && top > previous.top + 2 && !wbr && WORD.test(previous.char) && WORD.test(char)) {
            isBroken = true;
            text += "|";
          }
          text += char;
          previous = { char, top };
          wbr = false;
        }
      }
      return isBroken ? text : undefined;
    };
    return [...document.querySelectorAll(selector)].map(broken).filter((text) => text !== undefined);
  }, selector);
}

/**
 * The images of the page's figures as shown (the colour mode's variant): file, natural width and shown width, each
 * scrolled to and decoded first, since they load lazily.
 */
export async function shownFigureImages(
  browser: Browser,
  selector = "article figure img",
): Promise<{ file: string; natural: number; shown: number }[]> {
  return browser.execute(async (selector: string) => {
    const images = [...document.querySelectorAll<HTMLImageElement>(selector)].filter(
      (image) => image.offsetParent !== null,
    );
    for (const image of images) {
      image.scrollIntoView();
      await image.decode();
    }
    return images.map((image) => ({
      file: image.currentSrc.split("/").pop() ?? "",
      natural: image.naturalWidth,
      shown: Math.round(image.getBoundingClientRect().width),
    }));
  }, selector);
}
