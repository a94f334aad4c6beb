import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CODE_COLUMN_CHARS } from "../helpers/codeColumn";
import { allowClipboard, brokenMidWord, emulatePrint, openClean, waitForHydration } from "./helpers/browser";

/** The ids of the h2 headings on a built page, read from the HTML the server sends. */
function h2Ids(path: string): string[] {
  const html = readFileSync(join(process.cwd(), "build", path, "index.html"), "utf8");
  const ids = [...html.matchAll(/<h2[^>]*\bid="?([^"\s>]+)/g)].map((match) => decodeURIComponent(match[1] ?? ""));
  if (ids.length < 3) throw new Error(`${path} has fewer than three h2 with an id`);
  return ids;
}

describe("doc page", () => {
  it("shows breadcrumbs, a table of contents of h2-h3 and the paginator", async ({ browser }) => {
    await openClean(browser, "/docs/v8/quickstart/");
    await expect(browser.$("nav.theme-doc-breadcrumbs")).toBeDisplayed();
    await expect(browser.$("nav.pagination-nav a.pagination-nav__link--prev")).toHaveAttribute("href", "/docs/v8/");
    const tocLevels = await browser.execute(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>(".table-of-contents a")).map((a) => {
        const id = decodeURIComponent(a.hash.slice(1));
        return document.getElementById(id)?.tagName ?? "missing";
      }),
    );
    expect(tocLevels.length).toBeGreaterThan(2);
    expect(new Set(tocLevels)).toEqual(new Set(tocLevels.filter((tag) => tag === "H2" || tag === "H3")));
    expect(tocLevels).toContain("H2");
  });

  for (const [prefix, badge] of [
    ["", "Version: v8"],
    ["/ru", "Версия: v8"],
  ] as const) {
    it(`shows the docs version's badge above the title (${prefix || "en"})`, async ({ browser }) => {
      await openClean(browser, `${prefix}/docs/v8/commands/browser/url/`);
      await expect(browser.$("article .theme-doc-version-badge")).toHaveText(badge);
      const above = await browser.execute(
        () =>
          document.querySelector("article .theme-doc-version-badge")!.getBoundingClientRect().bottom <=
          document.querySelector("article h1")!.getBoundingClientRect().top,
      );
      expect(above).toBe(true);
    });
  }

  it("prints the article alone: no navbar, sidebar, table of contents, page controls or footer", async ({
    browser,
  }) => {
    // The width of an A4 page inside Chromium's default print margins.
    await browser.setWindowSize(720, 1000);
    await openClean(browser, "/ru/docs/v8/commands/browser/url/");
    await emulatePrint(browser, true);
    try {
      const shown = await browser.execute(() =>
        Object.fromEntries(
          [
            "article h1",
            "article .theme-doc-markdown > p",
            ".navbar",
            ".theme-announcement-bar",
            ".theme-doc-sidebar-container",
            ".theme-doc-toc-mobile",
            "[class*='copyPage_']",
            ".pagination-nav",
            ".footer",
          ].map((selector) => {
            const element = document.querySelector(selector);
            return [selector, element ? element.getClientRects().length > 0 : "missing"];
          }),
        ),
      );
      expect(shown).toEqual({
        "article h1": true,
        "article .theme-doc-markdown > p": true,
        ".navbar": false,
        ".theme-announcement-bar": false,
        ".theme-doc-sidebar-container": false,
        ".theme-doc-toc-mobile": false,
        "[class*='copyPage_']": false,
        ".pagination-nav": false,
        ".footer": false,
      });
    } finally {
      await emulatePrint(browser, false);
      await browser.setWindowSize(1280, 900);
    }
  });

  it("draws its icons from PNGs, never from SVG images, which Chromium builds a document for each", async ({
    browser,
  }) => {
    // Every image a stylesheet puts on an element or its ::before and ::after, by kind.
    const cssImages = () =>
      browser.execute(() => {
        const kinds: Record<string, number> = {};
        for (const element of document.querySelectorAll("body *"))
          for (const pseudo of [null, "::before", "::after"]) {
            const style = getComputedStyle(element, pseudo);
            for (const value of [style.backgroundImage, style.maskImage])
              for (const [, kind] of value.matchAll(/url\("?(data:image\/[a-z+]+|[^")]+)/g))
                kinds[kind!] = (kinds[kind!] ?? 0) + 1;
          }
        return kinds;
      });
    // Desktop: the sidebar's carets, the breadcrumb separators and the GitHub link; a phone: the contents button.
    await browser.setWindowSize(1280, 900);
    await openClean(browser, "/ru/docs/v8/commands/browser/assertView/");
    const desktop = await cssImages();
    await browser.setWindowSize(412, 900);
    let phone: Record<string, number>;
    try {
      await openClean(browser, "/ru/docs/v8/commands/browser/assertView/");
      phone = await cssImages();
    } finally {
      await browser.setWindowSize(1280, 900);
    }
    expect({ desktop: Object.keys(desktop), phone: Object.keys(phone) }).toEqual({
      desktop: ["data:image/png"],
      phone: ["data:image/png"],
    });
    expect(desktop["data:image/png"]).toBeGreaterThanOrEqual(6);
  });

  for (const prefix of ["", "/ru"]) {
    it(`a link straight to a heading of the longest page shows it below the navbar (${prefix || "/"})`, async ({
      browser,
    }) => {
      const ids = h2Ids(`${prefix}/docs/v8/config/browsers/`);
      // One from the middle, which the browser can scroll to the top, and the last, which it cannot.
      for (const heading of [ids[Math.floor(ids.length / 2)]!, ids.at(-1)!]) {
        await browser.url(`${prefix}/docs/v8/config/browsers/#${encodeURIComponent(heading)}`);
        await waitForHydration(browser);
        let seen = "";
        const landed = await browser
          .waitUntil(async () => {
            // Below the navbar while it shows (its bottom is at or above 0 once it hides), and near the top.
            const { top, navbarBottom, width } = await browser.execute(
              (id: string) => ({
                top: document.getElementById(id)!.getBoundingClientRect().top,
                navbarBottom: document.querySelector(".navbar")!.getBoundingClientRect().bottom,
                width: window.innerWidth,
              }),
              heading,
            );
            seen = `heading at ${top}, navbar bottom at ${navbarBottom}, window ${width} px wide`;
            return top >= Math.max(0, navbarBottom) && top < 200;
          })
          .then(
            () => true,
            () => false,
          );
        expect({ heading, landed, seen }).toEqual({ heading, landed: true, seen });
      }
    });
  }

  it(`shows ${CODE_COLUMN_CHARS} characters of a code line without sideways scrolling in a 1280-pixel window`, async ({
    browser,
  }) => {
    // The width that tests/content/shape/code-comment-width.test.ts keeps the samples' comments within.
    await openClean(browser, "/ru/docs/v8/commands/browser/getMeta/");
    const fit = await browser.execute((chars: number) => {
      const pre = document.querySelector<HTMLElement>(".theme-code-block pre")!;
      const code = pre.querySelector("code")!;
      const style = getComputedStyle(code);
      const visibleRight = pre.getBoundingClientRect().left + pre.clientWidth - parseFloat(style.paddingRight);
      return ["x", "ж"].map((letter) => {
        const line = document.createElement("span");
        line.style.display = "block";
        line.textContent = letter.repeat(chars);
        code.append(line);
        const right = line.getBoundingClientRect().right;
        line.remove();
        return { letter, overflow: Math.max(0, Math.ceil(right - visibleRight)) };
      });
    }, CODE_COLUMN_CHARS);
    expect({ window: await browser.execute(() => window.innerWidth), fit }).toEqual({
      window: 1280,
      fit: [
        { letter: "x", overflow: 0 },
        { letter: "ж", overflow: 0 },
      ],
    });
  });

  it("sidebar categories cannot be hidden", async ({ browser }) => {
    await openClean(browser, "/docs/v8/");
    await expect(browser.$(".theme-doc-sidebar-container")).toBeDisplayed();
    await expect(browser.$("button[title='Collapse sidebar']")).not.toExist();
  });

  for (const [prefix, source] of [
    ["", "docs/config/browsers.mdx"],
    ["/ru", "i18n/ru/docusaurus-plugin-content-docs/current/config/browsers.mdx"],
  ]) {
    it(`copies a code block's code exactly as written in its page (${prefix || "/"})`, async ({ browser }) => {
      await allowClipboard(browser);
      await openClean(browser, `${prefix}/docs/v8/config/browsers/`);
      const block = browser.$(".theme-code-block");
      await block.scrollIntoView({ block: "center" });
      await block.moveTo();
      await block.$("button[aria-label='Copy code to clipboard'], button[aria-label='Скопировать код']").click();
      await expect(block.$("button[aria-label='Copied'], button[aria-label='Скопировано']")).toExist();
      const copied = await browser.execute(() => navigator.clipboard.readText());
      const firstFence = /^```ts[^\n]*\n([\s\S]*?)\n```$/m.exec(readFileSync(join(__dirname, "../..", source), "utf8"));
      expect(copied).toBe(firstFence?.[1]);
    });
  }

  for (const [prefix, headings] of [
    ["", ["Name", "Type", "Default", "Description"]],
    ["/ru", ["Имя", "Тип", "По умолчанию", "Описание"]],
  ] as const) {
    it(`a parameter table is one labelled card per row on a phone and a grid on a desktop (${prefix || "/"})`, async ({
      browser,
    }) => {
      /** The first table of the article: whether it scrolls sideways, and where each cell of its first row is. */
      const readTable = () =>
        browser.execute(() => {
          const table = document.querySelector("article table")!;
          const cells = [...table.querySelectorAll("tbody tr:first-child td")].map((td) => {
            const box = td.getBoundingClientRect();
            return { top: box.top, left: box.left, label: getComputedStyle(td, "::before").content };
          });
          return { scrollsSideways: table.scrollWidth > table.clientWidth, cells };
        });
      await browser.setWindowSize(390, 844);
      try {
        await openClean(browser, `${prefix}/docs/v8/commands/browser/execute/`);
        await browser.$("article table").scrollIntoView();
        const phone = await readTable();
        expect(phone.scrollsSideways).toBe(false);
        // One cell under another, each led by its column's heading.
        expect(phone.cells.map((cell) => cell.left)).toEqual(headings.map(() => phone.cells[0]!.left));
        phone.cells.slice(1).forEach((cell, i) => expect(cell.top).toBeGreaterThan(phone.cells[i]!.top));
        expect(phone.cells.map((cell) => cell.label)).toEqual(headings.map((heading) => `"${heading}: " / ""`));
        // Still a table to assistive technology: the heading row is there, the cards are rows of cells.
        const heading = browser.$("article table th");
        expect([await heading.getComputedRole(), await heading.getComputedLabel()]).toEqual([
          "columnheader",
          headings[0],
        ]);
        expect(await browser.$("article table td").getComputedRole()).toBe("cell");
        expect(await browser.$("article table td").getComputedLabel()).toBe("script");

        await browser.setWindowSize(1280, 900);
        const desktop = await readTable();
        expect(new Set(desktop.cells.map((cell) => cell.top)).size).toBe(1);
        expect(desktop.cells.map((cell) => cell.label)).toEqual(headings.map(() => "none"));
      } finally {
        await browser.setWindowSize(1280, 900);
      }
    });
  }

  for (const prefix of ["", "/ru"]) {
    it(`wide parameter tables fit the column on a desktop, their code never broken mid-word (${prefix || "/"})`, async ({
      browser,
    }) => {
      const pages = [
        "commands/browser/openAndWait",
        "commands/browser/url",
        "reference/testplane-standalone-api",
        "config/main",
        "config/browsers",
        // Long dotted and snake-case names in the first column: they may wrap only at their joints.
        "commands/element/isDisplayed",
        "commands/element/assertView",
        // Six columns, string values such as "testAssignedToWorker" in the second.
        "reference/testplane-events",
        "migrations/how-to-upgrade-hermione-to-5",
      ];
      await openClean(browser, `${prefix}/docs/v8/${pages[0]}/`);
      for (const page of pages) {
        await browser.url(`${prefix}/docs/v8/${page}/`);
        const overflow = await browser.execute(() =>
          [...document.querySelectorAll("article table")].map((table) => table.scrollWidth - table.clientWidth),
        );
        expect(overflow.length).toBeGreaterThan(0);
        const brokenCode = await brokenMidWord(browser, "article table tbody td code");
        expect({ page, overflow, brokenCode }).toEqual({ page, overflow: overflow.map(() => 0), brokenCode: [] });
      }
    });
  }

  for (const prefix of ["", "/ru"]) {
    it(`long names in the sidebar and the table of contents wrap only at their joints (${prefix || "/"})`, async ({
      browser,
    }) => {
      const pages = [
        // The browser commands' sidebar lists unstable_captureDomSnapshot.
        "docs/v8/commands/browser/url",
        "docs/v8/reference/testplane-events",
        "docs/v8/commands/expect/element-matchers",
        "docs/v8/html-reporter/html-reporter-events",
        "docs/v8/config/browsers",
        "docs/v8/guides/how-to-skip-test-in-browsers",
        "blog/component-testing-intro",
      ];
      try {
        await openClean(browser, `${prefix}/${pages[0]}/`);
        // From 1100 px up the column fits each piece (`TEST_ASSIGNED_TO_` / `WORKER`); at 997-1099 px a few upper-case
        // pieces and long Russian words are wider than it.
        for (const width of [1100, 1280]) {
          await browser.setWindowSize(width, 900);
          for (const page of pages) {
            await browser.url(`${prefix}/${page}/`);
            const broken = await brokenMidWord(browser, ".table-of-contents a, .menu__link");
            expect({ page, width, broken }).toEqual({ page, width, broken: [] });
          }
        }
      } finally {
        await browser.setWindowSize(1280, 900);
      }
    });
  }

  for (const prefix of ["", "/ru"]) {
    it(`long names in inline code wrap on a phone at their joints, never mid-word (${prefix || "/"})`, async ({
      browser,
    }) => {
      const pages = [
        "commands/browser/saveScreenshot", // browser.executionContext.ctx.attempt
        "config/browsers", // testplane_browsers_chrome_phone_retry=3
        "plugins/hermione-browser-version-changer", // test.hasBrowserVersionOverwritten
        "html-reporter/static-accepter", // html_reporter_static_image_accepter_enabled=true
      ];
      try {
        await browser.setWindowSize(360, 800);
        await openClean(browser, `${prefix}/docs/v8/${pages[0]}/`);
        for (const page of pages) {
          await browser.url(`${prefix}/docs/v8/${page}/`);
          const broken = await brokenMidWord(browser, "article p code, article li code");
          expect({ page, broken }).toEqual({ page, broken: [] });
        }
      } finally {
        await browser.setWindowSize(1280, 900);
      }
    });
  }

  for (const prefix of ["", "/ru"]) {
    it(`command-line flags in inline code are never split across two lines (${prefix || "/"})`, async ({ browser }) => {
      const pages = ["command-line", "html-reporter/html-reporter-commands", "guides/how-to-debug-test"];
      try {
        await openClean(browser, `${prefix}/docs/v8/${pages[0]}/`);
        for (const width of [360, 1000]) {
          await browser.setWindowSize(width, 900);
          for (const page of pages) {
            await browser.url(`${prefix}/docs/v8/${page}/`);
            const split = await browser.execute(() => {
              // A flag of up to 24 characters (src/remark/remarkInlineCodeBreaks): `-d,`, `--update-refs`, `--retry=2`.
              const FLAG = /(?<!\S)--?[A-Za-z]\S*/g;
              const splitFlags = (code: Element): string[] => {
                // Code on one line has one box; only the others need a look at each character.
                if (code.getClientRects().length < 2) return [];
                const chars: { char: string; top: number }[] = [];
                const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                  const text = node as Text;
                  for (let i = 0; i < text.data.length; i++) {
                    const range = document.createRange();
                    range.setStart(text, i);
                    range.setEnd(text, i + 1);
                    chars.push({ char: text.data[i]!, top: range.getClientRects()[0]?.top ?? NaN });
                  }
                }
                const value = chars.map(({ char }) => char).join("");
                return [...value.matchAll(FLAG)]
                  .filter((match) => match[0].length <= 24)
                  .filter((match) => {
                    const tops = chars.slice(match.index, match.index + match[0].length).map(({ top }) => top);
                    return Math.max(...tops) - Math.min(...tops) > 2;
                  })
                  .map((match) => `${match[0]} in \`${value}\``);
              };
              return [...document.querySelectorAll("article code")]
                .filter((code) => !code.closest("pre"))
                .flatMap(splitFlags);
            });
            expect({ page, width, split }).toEqual({ page, width, split: [] });
          }
        }
      } finally {
        await browser.setWindowSize(1280, 900);
      }
    });
  }

  it("wraps a code block that scrolls sideways when its word-wrap button is pressed, and unwraps it again", async ({
    browser,
  }) => {
    await browser.setWindowSize(800, 900);
    try {
      await openClean(browser, "/docs/v8/config/browsers/");
      const wrappable = ".theme-code-block:has(button[aria-label='Toggle word wrap'])";
      const block = browser.$(wrappable);
      const toggle = block.$("button[aria-label='Toggle word wrap']");
      await block.scrollIntoView({ block: "center" });
      const scrollsSideways = () =>
        browser.execute((selector: string) => {
          const pre = document.querySelector(`${selector} pre`);
          return pre !== null && pre.scrollWidth > pre.clientWidth;
        }, wrappable);
      expect(await scrollsSideways()).toBe(true);
      await block.moveTo();
      await toggle.click();
      await browser.waitUntil(async () => !(await scrollsSideways()), { timeoutMsg: "the long lines did not wrap" });
      await toggle.click();
      await browser.waitUntil(scrollsSideways, { timeoutMsg: "the lines stayed wrapped" });
    } finally {
      await browser.setWindowSize(1280, 900);
    }
  });
});
