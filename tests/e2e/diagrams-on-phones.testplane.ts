import { openClean } from "./helpers/browser";

/** The diagrams of the page's figures as shown: file, natural width, shown width and whether the box kept its size. */
const shownDiagrams = (browser: WebdriverIO.Browser, selector = "article figure img") =>
  browser.execute(async (selector: string) => {
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

describe("diagrams on phones", () => {
  for (const prefix of ["", "/ru"]) {
    it(`shows a phone the layout drawn for it, at its own size, and a desktop the wide one (${prefix || "/"})`, async ({
      browser,
    }) => {
      try {
        await browser.setWindowSize(390, 844);
        await openClean(browser, `${prefix}/docs/v8/reference/testplane-events/`);
        const phone = await shownDiagrams(browser);
        expect(phone.length).toBe(2);
        for (const diagram of phone) {
          // Shrunk to the column, the wide layouts' 12 px labels came out at 5 px.
          expect({ ...diagram, narrow: diagram.file.includes("-narrow-") }).toEqual({ ...diagram, narrow: true });
          expect(diagram.shown).toBeGreaterThanOrEqual(diagram.natural * 0.9);
        }

        await browser.setWindowSize(1280, 900);
        await openClean(browser, `${prefix}/docs/v8/reference/testplane-events/`);
        const desktop = await shownDiagrams(browser);
        expect(desktop.map((diagram) => diagram.file.includes("-narrow-"))).toEqual([false, false]);
      } finally {
        await browser.setWindowSize(1280, 900);
      }
    });
  }

  for (const prefix of ["", "/ru"]) {
    it(`shows a phone the run's terminal output wrapped to its width, at its own size (${prefix || "/"})`, async ({
      browser,
    }) => {
      const transcript = 'article figure img[src*="terminal-run"]';
      try {
        await browser.setWindowSize(390, 844);
        await openClean(browser, `${prefix}/docs/v8/quickstart/`);
        const [phone] = await shownDiagrams(browser, transcript);
        // The 906 px transcript shrunk to the column set its 14 px text at 5 px.
        expect(phone?.file).toBe("terminal-run-narrow.svg");
        expect(phone!.shown).toBeGreaterThanOrEqual(phone!.natural * 0.9);

        await browser.setWindowSize(1280, 900);
        await openClean(browser, `${prefix}/docs/v8/quickstart/`);
        const [desktop] = await shownDiagrams(browser, transcript);
        expect(desktop?.file).toBe("terminal-run.svg");
      } finally {
        await browser.setWindowSize(1280, 900);
      }
    });
  }
});
