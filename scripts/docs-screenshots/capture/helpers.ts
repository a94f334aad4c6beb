/// <reference types="testplane" />
/** What the screen captures share: opening a report view in a theme, masking what changes between runs, saving. */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

export type Theme = "light" | "dark";

const rawDir = (): string => {
  const dir = process.env.RAW_DIR;
  if (!dir) throw new Error("RAW_DIR is not set: run npm run docs:screenshots");
  return dir;
};

export const byText = (text: string): string => `//*[normalize-space(text())=${JSON.stringify(text)}]`;

/**
 * Clicks the visible button with this label (its hotkey hint is a separate element inside it). The report
 * renders some buttons twice, once hidden, which WebDriver refuses to click.
 */
export async function clickButton(browser: WebdriverIO.Browser, label: string): Promise<void> {
  await browser.waitUntil(
    () =>
      browser.execute((wanted: string) => {
        const visible = Array.from(document.querySelectorAll<HTMLButtonElement>("button")).find(
          (candidate) =>
            candidate.querySelector(".g-button__text")?.firstChild?.textContent?.trim() === wanted &&
            candidate.getClientRects().length > 0 &&
            !candidate.disabled,
        );
        visible?.click();
        return Boolean(visible);
      }, label),
    { timeoutMsg: `no visible button "${label}"`, timeout: 30000 },
  );
  await settle(browser);
}

/** Whether a visible button with this label is on the page. */
export function hasButton(browser: WebdriverIO.Browser, label: string): Promise<boolean> {
  return browser.execute(
    (wanted: string) =>
      Array.from(document.querySelectorAll("button")).some(
        (candidate) =>
          candidate.querySelector(".g-button__text")?.firstChild?.textContent?.trim() === wanted &&
          candidate.getClientRects().length > 0,
      ),
    label,
  );
}

/** A row of the tests tree, by its path: "bookshelf/adds a book to the cart/chrome". */
export const treeRow = (path: string): string => `[data-list-item=${JSON.stringify(path)}]`;

/**
 * Opens `path` ("/new-ui.html#/suites" in the report, "/new-ui#/suites" in the GUI) at `origin` with the given theme and saved settings. The report
 * keeps its settings in localStorage under "html-reporter:<key>" as JSON.
 */
export async function openView(
  browser: WebdriverIO.Browser,
  origin: string,
  path: string,
  theme: Theme,
  settings: Record<string, unknown> = {},
): Promise<void> {
  await browser.url(origin + path.split("#")[0]);
  await browser.execute(
    (values: Record<string, string>) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    },
    Object.fromEntries(
      Object.entries({ "app.theme": theme, ...settings }).map(([key, value]) => [
        `html-reporter:${key}`,
        JSON.stringify(value),
      ]),
    ),
  );
  await browser.url(`${origin}${path}`);
  await browser.refresh();
  await browser.$('[data-qa="tree-view-list"], [data-qa="empty-results"]').waitForExist({ timeout: 30000 });
  await settle(browser);
}

/**
 * Clicks the control with this title. The layout switches carry their title on a wrapper that WebDriver
 * does not count as interactable, so the click is dispatched in the page.
 */
export async function clickTitled(browser: WebdriverIO.Browser, title: string): Promise<void> {
  const found = await browser.execute((wanted: string) => {
    const element = document.querySelector<HTMLElement>(`[title="${wanted}"]`);
    (element?.querySelector<HTMLElement>("button, input") ?? element)?.click();
    return Boolean(element);
  }, title);
  if (!found) throw new Error(`no control titled "${title}"`);
  await settle(browser);
}

/** Waits for images and fonts, then a little for the report's own transitions (tooltips, 0.5 s fades). */
export async function settle(browser: WebdriverIO.Browser): Promise<void> {
  await browser.waitUntil(() =>
    browser.execute(
      () =>
        document.fonts.status === "loaded" &&
        Array.from(document.images).every((image) => image.complete) &&
        !document.body.innerText.includes("Loading snapshots data"),
    ),
  );
  await browser.pause(700);
}

/**
 * Durations, clock times, dates and the fixture app's port differ on every run: replace them in the
 * page's text with fixed values just before a capture, and move the pointer away so no tooltip shows.
 * The report renders some numbers apart from their unit ("154", " ms"), and re-renders parts of itself
 * (the time-travel player, the info panel), so the page keeps masking every text change until it is left.
 */
async function maskVolatile(browser: WebdriverIO.Browser): Promise<void> {
  // The pointer moves first: hovering re-renders parts of the report, which would bring the real values back.
  await browser.action("pointer").move({ x: 1, y: 1 }).perform();
  await browser.pause(300);
  await browser.execute(() => {
    for (const input of Array.from(document.querySelectorAll("input"))) input.blur();
    const masked = window as unknown as { volatileTextMasked?: boolean };
    if (masked.volatileTextMasked) return;
    masked.volatileTextMasked = true;
    // Fades and pulses caught mid-way gave a few pixels of difference between two runs.
    const still = document.createElement("style");
    still.textContent = "*, *::before, *::after { transition: none !important; animation: none !important; }";
    document.head.append(still);
    const rules: [RegExp, string][] = [
      [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, "6f1c2a4e-0b7d-4c1a-9e35-2d8b7c41f0a9"],
      [/\b00-[0-9a-f]{32}-[0-9a-f]{16}-0\d\b/g, "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"],
      [/\b[0-9a-f]{32}\b/g, "5b0c9e1d7a2f4e8c9d3b6a1f0e2c4d8b"],
      [/\b\d{1,3}(,\d{3})+\s?ms\b/g, "1,200 ms"],
      [/\b\d+(\.\d+)?\s?ms\b/g, "120 ms"],
      [/\b\d+(\.\d+)?s\b/g, "1.2s"],
      [/\b\d{2}:\d{2}\b(?!:)/g, "00:03"],
      [/\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2}\s?[AP]M/g, "11/20/2026, 10:00:00 AM"],
      // The port alone: the info panel splits a source's address into two text nodes ("1", "27.0.0.1:…").
      [/\.0\.0\.1:\d+/g, ".0.0.1:8080"],
      [/(\/[\w.-]+)+\/scripts\/docs-screenshots\/fixture\//g, "/home/user/shop/"],
    ];
    const maskText = (node: Node) => {
      let text = node.nodeValue ?? "";
      for (const [pattern, replacement] of rules) text = text.replace(pattern, replacement);
      const unit = node.nextSibling?.nodeType === Node.TEXT_NODE ? (node.nextSibling.nodeValue ?? "") : "";
      if (/^[\d,.]+$/.test(text.trim()) && /^\s?ms\b/.test(unit)) text = "120";
      else if (/^[\d,.]+$/.test(text.trim()) && /^s\b/.test(unit)) text = "1.2";
      // Every rule maps its own output to itself, so masking a masked text changes nothing and ends here.
      if (text !== node.nodeValue) node.nodeValue = text;
    };
    const maskAll = () => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) maskText(node);
    };
    maskAll();
    new MutationObserver(maskAll).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** A rectangle of a saved picture, in px from its top left corner (CSS px: the window's scale factor is 1). */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A phone's text column is about 360 px wide: a crop wider than twice that would set the report's 13 px text
 * under 6.5 px, hardly better than the whole 1280 px screen at 3-4 px.
 */
const MAX_NARROW_WIDTH = 720;

/** The tests tree panel of the Suites page, with its search, status tabs and tree, in a 1280×800 window. */
export const TREE_PANEL: Region = { left: 53, top: 0, width: 408, height: 800 };

/** The Suites page of the GUI with its tests tree panel widened by `by` px (the report's tree panel plus that width). */
export async function widenTreePanel(browser: WebdriverIO.Browser, by: number): Promise<void> {
  const handle = await browser.$('[data-qa="split-view-gutter-handle"]');
  await browser
    .action("pointer")
    .move({ origin: handle })
    .down()
    .move({ origin: "pointer", x: by, y: 0, duration: 200 })
    .up()
    .perform();
  await settle(browser);
}

/** <name>[-narrow][-<theme>][-ru].png in RAW_DIR: <DocFigure> picks the file by colour mode and the page's locale. */
const rawFile = (name: string, suffix: string, theme: Theme | null, locale?: "ru"): string =>
  join(rawDir(), `${name}${suffix}${theme ? `-${theme}` : ""}${locale ? `-${locale}` : ""}.png`);

/**
 * Saves the viewport, or one element of it, as RAW_DIR/<name>-<theme>.png; `height` keeps only the top
 * of the viewport (screens whose content ends early). `narrow` also saves that part of the same picture as
 * <name>-narrow-<theme>.png, which <DocFigure> shows in a narrow text column (phones) instead of the whole
 * screen: the part the pages' text talks about.
 */
export async function capture(
  browser: WebdriverIO.Browser,
  name: string,
  theme: Theme | null,
  { selector, height, narrow, locale }: { selector?: string; height?: number; narrow?: Region; locale?: "ru" } = {},
): Promise<void> {
  await maskVolatile(browser);
  const file = rawFile(name, "", theme, locale);
  if (selector) await browser.$(selector).saveScreenshot(file);
  else await browser.saveScreenshot(file);
  const screen = readFileSync(file);
  if (narrow) {
    if (narrow.width > MAX_NARROW_WIDTH)
      throw new Error(`${name}: the phone crop is wider than ${MAX_NARROW_WIDTH} px`);
    // Cut from the masked screen itself, not taken again, so the crop shows exactly what the full picture shows.
    writeFileSync(rawFile(name, "-narrow", theme, locale), await sharp(screen).extract(narrow).png().toBuffer());
  }
  if (height) {
    const { width } = await sharp(screen).metadata();
    writeFileSync(file, await sharp(screen).extract({ left: 0, top: 0, width: width!, height }).png().toBuffer());
  }
}

/**
 * Saves <name>-narrow-<theme>.png from a window whose viewport is `viewport`, then gives the window back its
 * size. For screens whose subject lies at opposite ends of the 1280 px screen (a toolbar at the top right, a
 * bar at the bottom), which no phone-sized crop of the wide picture holds: in a narrower window the report
 * brings them together.
 */
export async function captureNarrowWindow(
  browser: WebdriverIO.Browser,
  name: string,
  theme: Theme,
  viewport: { width: number; height: number },
): Promise<void> {
  if (viewport.width > MAX_NARROW_WIDTH)
    throw new Error(`${name}: the phone picture is wider than ${MAX_NARROW_WIDTH} px`);
  const before = await browser.getWindowSize();
  const frame = await browser.execute(() => window.outerHeight - window.innerHeight);
  await browser.setWindowSize(viewport.width, viewport.height + frame);
  await settle(browser);
  await maskVolatile(browser);
  await browser.saveScreenshot(rawFile(name, "-narrow", theme));
  await browser.setWindowSize(before.width, before.height);
  await settle(browser);
}
