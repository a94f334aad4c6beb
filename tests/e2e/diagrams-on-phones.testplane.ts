import { openClean, shownFigureImages } from "./helpers/browser";

describe("diagrams on phones", () => {
  // Doc pages with generated diagrams, and how many each shows.
  const docDiagrams = [
    ["reference/testplane-events", 2],
    ["reference/webdriver-vs-cdp", 1],
  ] as const;
  for (const [page, count] of docDiagrams.flatMap(([page, count]) =>
    ["", "/ru"].map((prefix) => [`${prefix}/docs/v8/${page}/`, count] as const),
  )) {
    it(`shows a phone the layout drawn for it, at its own size, and a desktop the wide one (${page})`, async ({
      browser,
    }) => {
      try {
        await browser.setWindowSize(390, 844);
        await openClean(browser, page);
        const phone = await shownFigureImages(browser);
        expect(phone.length).toBe(count);
        for (const diagram of phone) {
          // Shrunk to the column, the wide layouts' 12 px labels came out at 5 px.
          expect({ ...diagram, narrow: diagram.file.includes("-narrow-") }).toEqual({ ...diagram, narrow: true });
          expect(diagram.shown).toBeGreaterThanOrEqual(diagram.natural * 0.9);
        }

        await browser.setWindowSize(1280, 900);
        await openClean(browser, page);
        const desktop = await shownFigureImages(browser);
        expect(desktop.map((diagram) => diagram.file.includes("-narrow-"))).toEqual(Array(count).fill(false));
      } finally {
        await browser.setWindowSize(1280, 900);
      }
    });
  }

  // The blog's hand-written diagrams (static/img/blog/<name>-<locale>.svg), each with a layout drawn for phones.
  const blogDiagrams = [
    ["component-testing-intro", "component-testing-flow"],
    ["screenshot-testing-with-storybook", "storybook-pipeline"],
    ["local-browsers-intro", "local-browsers-run"],
    ["support-bidi-protocol", "webdriver-bidi-vs-classic"],
    ["time-travel-release", "time-travel-snapshots"],
    ["mcp-release", "mcp-agent-flow"],
  ] as const;
  for (const [prefix, locale] of [
    ["", "en"],
    ["/ru", "ru"],
  ] as const) {
    it(`shows each blog diagram's narrow layout at its own size on a phone and at 1024 px, the wide one at 1280 px (${prefix || "/"})`, async ({
      browser,
    }) => {
      const diagram = 'article figure img[src*="/img/blog/"]';
      try {
        await browser.setWindowSize(390, 844);
        // Only the first page needs a clean start; the rest are plain loads (the HTML already has the picture).
        await openClean(browser, `${prefix}/blog/`);
        for (const [slug, name] of blogDiagrams) {
          await browser.url(`${prefix}/blog/${slug}/`);
          const [phone] = await shownFigureImages(browser, diagram);
          // The 720-760 px wide layouts shrunk to the column set their text at 5-6 px.
          expect({ slug, file: phone?.file }).toEqual({ slug, file: `${name}-narrow-${locale}.svg` });
          expect(phone!.shown).toBeGreaterThanOrEqual(phone!.natural * 0.9);
        }

        // The desktop side is the <picture>'s, the same for every post: one is enough. At 1024 px the sidebar and
        // the table of contents leave a 511 px column, where the wide layout's text would be 6 px.
        const [slug, name] = blogDiagrams[0];
        await browser.setWindowSize(1024, 900);
        await browser.url(`${prefix}/blog/${slug}/`);
        const [narrowDesktop] = await shownFigureImages(browser, diagram);
        expect(narrowDesktop?.file).toBe(`${name}-narrow-${locale}.svg`);
        await browser.setWindowSize(1280, 900);
        await browser.url(`${prefix}/blog/${slug}/`);
        const [desktop] = await shownFigureImages(browser, diagram);
        expect(desktop?.file).toBe(`${name}-${locale}.svg`);
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
        await openClean(browser, `${prefix}/docs/v8/visual-testing/visual-testing-intro/`);
        const [phone] = await shownFigureImages(browser, transcript);
        // The 906 px transcript shrunk to the column set its 14 px text at 5 px.
        expect(phone?.file).toBe("terminal-run-narrow.svg");
        expect(phone!.shown).toBeGreaterThanOrEqual(phone!.natural * 0.9);

        await browser.setWindowSize(1280, 900);
        await openClean(browser, `${prefix}/docs/v8/visual-testing/visual-testing-intro/`);
        const [desktop] = await shownFigureImages(browser, transcript);
        expect(desktop?.file).toBe("terminal-run.svg");
      } finally {
        await browser.setWindowSize(1280, 900);
      }
    });
  }
});
