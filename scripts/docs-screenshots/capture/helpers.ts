/// <reference types="testplane" />
/** What the screen captures share: opening a report view in a theme, masking what changes between runs, saving. */
import { join } from "node:path";

export type Theme = "light" | "dark";

const rawDir = (): string => {
  const dir = process.env.RAW_DIR;
  if (!dir) throw new Error("RAW_DIR is not set: run npm run docs:screenshots");
  return dir;
};

export const byText = (text: string): string => `//*[normalize-space(text())=${JSON.stringify(text)}]`;

/** A row of the tests tree, by its path: "bookshelf/adds a book to the cart/chrome". */
export const treeRow = (path: string): string => `[data-list-item=${JSON.stringify(path)}]`;

/**
 * Opens `path` of the report (or GUI) at `origin` with the given theme and saved settings. The report
 * keeps its settings in localStorage under "html-reporter:<key>" as JSON.
 */
export async function openView(
  browser: WebdriverIO.Browser,
  origin: string,
  path: string,
  theme: Theme,
  settings: Record<string, unknown> = {},
): Promise<void> {
  await browser.url(`${origin}/new-ui.html`);
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
  await browser.$('[data-qa="tree-view-list"], [data-qa="empty-results"]').waitForExist();
  await settle(browser);
}

/** Waits for images and fonts, then a little for the report's own transitions (tooltips, 0.5 s fades). */
export async function settle(browser: WebdriverIO.Browser): Promise<void> {
  await browser.waitUntil(() =>
    browser.execute(
      () =>
        document.fonts.status === "loaded" &&
        [...document.images].every((image) => image.complete) &&
        !document.body.innerText.includes("Loading snapshots data"),
    ),
  );
  await browser.pause(700);
}

/**
 * Durations, clock times, dates and the fixture app's port differ on every run: replace them in the
 * page's text with fixed values just before a capture, and move the pointer away so no tooltip shows.
 */
export async function maskVolatile(browser: WebdriverIO.Browser): Promise<void> {
  await browser.execute(() => {
    const rules: [RegExp, string][] = [
      [/\b\d+(\.\d+)?\s?ms\b/g, "120 ms"],
      [/\b\d+(\.\d+)?s\b/g, "1.2s"],
      [/\b\d{2}:\d{2}\b(?!:)/g, "00:03"],
      [/\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2}\s?[AP]M/g, "11/20/2026, 10:00:00 AM"],
      [/127\.0\.0\.1:\d+/g, "localhost:8080"],
    ];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let text = node.nodeValue ?? "";
      for (const [pattern, replacement] of rules) text = text.replace(pattern, replacement);
      if (text !== node.nodeValue) node.nodeValue = text;
    }
    for (const input of document.querySelectorAll("input")) input.blur();
  });
  await browser.action("pointer").move({ x: 1, y: 1 }).perform();
  await browser.pause(300);
}

/** Saves the viewport, or one element of it, as RAW_DIR/<name>-<theme>.png. */
export async function capture(
  browser: WebdriverIO.Browser,
  name: string,
  theme: Theme | null,
  selector?: string,
): Promise<void> {
  await maskVolatile(browser);
  const file = join(rawDir(), `${name}${theme ? `-${theme}` : ""}.png`);
  if (selector) await browser.$(selector).saveScreenshot(file);
  else await browser.saveScreenshot(file);
}
