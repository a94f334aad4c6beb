/** Shared helpers of the e2e suite: reaching the page through CDP, storage, waits. */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

type Browser = WebdriverIO.Browser;

/**
 * The DevTools connection of the session. Testplane gives its first handshake a fixed 5 s; a second
 * attempt gets the connection the first one was still opening (it happened once in ~40 handshakes of a
 * CI run). The test itself is never rerun.
 */
async function devtools(browser: Browser) {
  try {
    return await browser.getPuppeteer();
  } catch (error) {
    if (!(error instanceof Error && error.message.startsWith("Unable to establish a CDP connection"))) throw error;
    console.warn(`second DevTools handshake after: ${error.message}`);
    return browser.getPuppeteer();
  }
}

/** The first Chromium tab, driven through the DevTools protocol (for things WebDriver cannot do). */
export async function cdpPage(browser: Browser) {
  const puppeteer = await devtools(browser);
  const pages = await puppeteer.pages();
  const page = pages[pages.length - 1];
  if (!page) throw new Error("No Chromium tab to attach to");
  return page;
}

/** Lets the page read and write the clipboard without a prompt, so a test can check what a copy button wrote. */
export async function allowClipboard(browser: Browser): Promise<void> {
  const page = await cdpPage(browser);
  await page
    .browserContext()
    .overridePermissions(browser.options.baseUrl ?? "", [
      "clipboard-read",
      "clipboard-write",
      "clipboard-sanitized-write",
    ]);
}

/**
 * Empties the browser's HTTP and memory caches, as for a first visit. A font face the session already
 * fetched on an earlier page is taken from the cache, and reported as a fetch, as soon as a stylesheet
 * declares it, whether or not the page has text in its range; checks of what a page fetches start here.
 */
export async function clearBrowserCache(browser: Browser): Promise<void> {
  const session = await (await cdpPage(browser)).target().createCDPSession();
  try {
    await session.send("Network.clearBrowserCache");
  } finally {
    await session.detach();
  }
}

export async function emulateOsColorScheme(browser: Browser, scheme: "light" | "dark"): Promise<void> {
  const page = await cdpPage(browser);
  await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: scheme }]);
}

/** Asks for reduced motion, so that transitions finish at once (the site honours the setting). */
export async function emulateReducedMotion(browser: Browser): Promise<void> {
  const page = await cdpPage(browser);
  await page.emulateMediaFeatures([{ name: "prefers-reduced-motion", value: "reduce" }]);
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
  const dir = resolve(process.cwd(), "build/assets/js");
  const file = readdirSync(dir).find(
    (name) => name.endsWith(".js") && readFileSync(join(dir, name), "utf8").includes(marker),
  );
  if (!file) throw new Error(`No chunk in ${dir} contains "${marker}"`);
  return `*/assets/js/${file}`;
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
  return toggle.parentElement().$(`a=${text}`);
}

/**
 * Writes a site storage entry. The theme appends the site's storage namespace to every key
 * ("theme-ba3"); the namespace is read off the "theme" entry the site writes on every visit.
 */
export async function setSiteStorage(browser: Browser, entries: Record<string, string>): Promise<void> {
  await browser.execute((pairs: Record<string, string>) => {
    const themeKey = Object.keys(window.localStorage).find((key) => key === "theme" || key.startsWith("theme-"));
    const namespace = themeKey ? themeKey.slice("theme".length) : "";
    for (const [key, value] of Object.entries(pairs)) window.localStorage.setItem(key + namespace, value);
  }, entries);
}
