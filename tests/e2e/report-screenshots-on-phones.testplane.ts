import { openClean, shownFigureImages } from "./helpers/browser";

// The report screens of the docs (the terminal transcript, also under /img/docs/report/, has its own test).
const SCREENS = 'article figure img[src*="/img/docs/report/"]:not([src*="terminal-run"])';
// The screens without a phone crop: images side by side, or both halves of the page, are their point; the
// assertView images are 294 px wide already.
const WITHOUT_CROP =
  /^(report-diff-3-up-scaled|report-diff-2-up-interactive|report-visual-checks|report-classic-diff|assertview-)/;
const isCrop = (file: string): boolean => /-narrow[-.]/.test(file);

describe("report screenshots on phones", () => {
  // Pages with report screens, and how many each shows.
  const pages = [
    ["/docs/v8/html-reporter/overview/", 21],
    ["/ru/docs/v8/html-reporter/overview/", 21],
    ["/docs/v8/visual-testing/visual-testing-intro/", 6],
  ] as const;
  for (const [page, count] of pages) {
    it(`shows a phone the crop of each screen that has one, a desktop the whole screens (${page})`, async ({
      browser,
    }) => {
      try {
        await browser.setWindowSize(390, 844);
        await openClean(browser, page);
        const phone = await shownFigureImages(browser, SCREENS);
        expect(phone.length).toBe(count);
        for (const screen of phone) {
          // Whole 1280 px screens shrunk to the 358 px column set the report's 13 px text at 3-4 px.
          const cropped = !WITHOUT_CROP.test(screen.file);
          expect({ ...screen, crop: isCrop(screen.file) }).toEqual({ ...screen, crop: cropped });
          // A crop is shrunk at most about 2×.
          if (cropped) expect(screen.shown).toBeGreaterThanOrEqual(screen.natural * 0.45);
        }

        await browser.setWindowSize(1280, 900);
        await openClean(browser, page);
        const desktop = await shownFigureImages(browser, SCREENS);
        expect(desktop.map((screen) => isCrop(screen.file))).toEqual(Array(count).fill(false));
      } finally {
        await browser.setWindowSize(1280, 900);
      }
    });
  }
});
