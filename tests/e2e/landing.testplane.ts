import {
  allowClipboard,
  emulateMedia,
  emulateReducedMotion,
  openClean,
  waitForHydration,
  waitForPath,
} from "./helpers/browser";
import { blogPostSlugs } from "../helpers/blogPosts";

const locales = [
  {
    prefix: "",
    getStarted: "Get started",
    copied: "Copied",
    testRuns: "5.6B+",
    // The features the landing claims (the spec's list), in the words of the page.
    claims: [
      /local machines or a remote grid/,
      /sharding/,
      /[Pp]arallel/,
      /Plugins/,
      /reporters/,
      /custom commands/,
      /7\+ view modes/,
      /HTML report/,
      /GUI/,
      /REPL/,
      /retries/,
      /animations switched off/,
    ],
  },
  {
    prefix: "/ru",
    getStarted: "Начать работу",
    copied: "Скопировано",
    testRuns: "5,6 млрд+",
    claims: [
      /локальной машине или в удалённом гриде/,
      /шардирование/,
      /[Пп]араллельн/,
      /Плагины/,
      /репортеры/,
      /пользовательские команды/,
      /7\+ режимах/,
      /HTML-отчёт/,
      /GUI/,
      /REPL/,
      /ретраи/,
      /отключает на время снимка анимации/,
    ],
  },
];

/** Animations of the landing demo and whether any of them is running. */
const demoAnimationStates = (browser: WebdriverIO.Browser) =>
  browser.execute(() =>
    document
      .getAnimations()
      .filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return target instanceof Element && target.closest("[role='img'][aria-label]") !== null;
      })
      .map((animation) => animation.playState),
  );

describe("landing page", () => {
  for (const { prefix, getStarted, testRuns, claims } of locales) {
    it(`shows the hero, install prompt, demo, stats and features, with working links (${prefix || "en"})`, async ({
      browser,
    }) => {
      await openClean(browser, `${prefix}/`);
      await expect(browser.$("main header h1")).toBeDisplayed();
      await expect(browser.$("main header").$(`a=${getStarted}`)).toHaveAttribute(
        "href",
        `${prefix}/docs/v8/quickstart/`,
      );
      await expect(browser.$("main header code")).toHaveText(/npm init testplane@latest/);
      await expect(browser.$("main [role='img'][aria-label]")).toExist();
      const text = await browser.$("main").getText();
      expect(claims.filter((claim) => !claim.test(text))).toEqual([]);
      const stats = await browser.$$("main dl dd").map((value) => value.getText());
      expect(stats).toEqual([testRuns, "800+", "450+"]);
      const cards = await browser.$$("main section li h3 a").map((link) => link.getAttribute("href"));
      expect(cards.length).toBe(9);
      const internal = cards.filter((href): href is string => !!href && href.startsWith("/"));
      for (const href of internal) {
        const response = await fetch(`${browser.options.baseUrl}${href}`);
        expect({ href, status: response.status }).toEqual({ href, status: 200 });
      }
    });
  }

  for (const { prefix } of locales) {
    it(`shows the real report's screenshot diff, cropped on a phone, with the size it takes reserved (${prefix || "en"})`, async ({
      browser,
    }) => {
      const shown = async () => {
        await openClean(browser, `${prefix}/`);
        const section = browser.$("main section[aria-labelledby='report-preview']");
        await section.scrollIntoView({ block: "center" });
        const image = section.$("img");
        await browser.waitUntil(async () => Number(await image.getProperty("naturalWidth")) > 0, {
          timeoutMsg: "the screenshot did not load",
        });
        return browser.execute(
          (img: HTMLImageElement) => ({
            file: new URL(img.currentSrc).pathname.split("/").pop(),
            natural: `${img.naturalWidth}x${img.naturalHeight}`,
            // The size the page reserves before the file arrives: the width and height of the <source> or <img> that
            // supplied the file. Equal to the file's, the picture takes its place without moving what follows it.
            declared: (() => {
              const source = [...img.parentElement!.querySelectorAll("source")].find(
                (candidate) => new URL(candidate.srcset, location.href).href === img.currentSrc,
              );
              const element = source ?? img;
              return `${element.getAttribute("width")}x${element.getAttribute("height")}`;
            })(),
            alt: img.alt,
          }),
          (await image) as unknown as HTMLImageElement,
        );
      };
      const desktop = await shown();
      await browser.setWindowSize(390, 844);
      let phone: Awaited<ReturnType<typeof shown>>;
      try {
        phone = await shown();
      } finally {
        await browser.setWindowSize(1280, 900);
      }
      expect({ desktop: { ...desktop, alt: "" }, phone: { ...phone, alt: "" } }).toEqual({
        desktop: { file: "gui-before-accept-light.webp", natural: "1280x400", declared: "1280x400", alt: "" },
        phone: { file: "gui-before-accept-narrow-light.png", natural: "412x245", declared: "412x245", alt: "" },
      });
      // The alt text is in the page's language.
      expect(desktop.alt).toMatch(prefix ? /^[^a-z]*GUI html-reporter [а-яё]/ : /^The html-reporter GUI with/);
      await expect(browser.$("main section[aria-labelledby='report-preview'] p a")).toHaveAttribute(
        "href",
        `${prefix}/docs/v8/html-reporter/overview/`,
      );
    });
  }

  it("copies the install command", async ({ browser }) => {
    await allowClipboard(browser);
    await openClean(browser, "/");
    await browser.$("main header button[aria-label='Copy the install command']").click();
    await expect(browser.$("main header [role='status']")).toHaveText("Copied");
    const copied = await browser.execute(() => navigator.clipboard.readText());
    expect(copied).toBe("npm init testplane@latest");
  });

  it("pauses the demo while it is off screen", async ({ browser }) => {
    // Sessions are reused between tests: undo a reduced-motion emulation left by another test.
    await emulateMedia(browser, { "prefers-reduced-motion": "no-preference" });
    await openClean(browser, "/");
    await browser.$("main [role='img'][aria-label]").scrollIntoView({ block: "center" });
    await browser.waitUntil(async () => (await demoAnimationStates(browser)).includes("running"), {
      timeoutMsg: "the demo does not animate on screen",
    });
    await browser.execute(() => window.scrollTo(0, document.body.scrollHeight));
    await browser.waitUntil(async () => (await demoAnimationStates(browser)).every((state) => state !== "running"), {
      timeoutMsg: "the demo kept animating off screen",
    });
  });

  it("renders the demo static and complete with reduced motion", async ({ browser }) => {
    await emulateReducedMotion(browser);
    await openClean(browser, "/");
    expect((await demoAnimationStates(browser)).filter((state) => state === "running")).toEqual([]);
    const scenes = await browser.$$("main [role='img'][aria-label] section");
    expect(scenes.length).toBe(4);
    for (const scene of scenes) {
      await expect(scene).toBeDisplayed();
      expect(await scene.getCSSProperty("opacity").then((p) => p.value)).toBe(1);
    }
  });

  for (const motion of ["no-preference", "reduce"] as const) {
    it(`shows every line of the demo whole on a phone and on a desktop (motion: ${motion})`, async ({ browser }) => {
      await emulateMedia(browser, { "prefers-reduced-motion": motion });
      for (const width of [360, 390, 800, 1280]) {
        await browser.setWindowSize(width, 900);
        await openClean(browser, "/ru/");
        await browser.execute(() => document.fonts.ready);
        // The demo window hides what overflows: a line wider than its box, or a scene wider than the window, is cut off.
        const cut = await browser.execute(() => {
          const scenes = [...document.querySelectorAll("main [role='img'][aria-label] section")];
          const frame = scenes[0]?.parentElement?.getBoundingClientRect();
          if (!frame) return ["no demo window"];
          return [...scenes, ...scenes.flatMap((scene) => [...scene.querySelectorAll("pre > span, figure, span")])]
            .filter((part) => {
              const box = part.getBoundingClientRect();
              return (
                part.scrollWidth > part.clientWidth + 1 ||
                box.left < frame.left - 1 ||
                box.right > frame.right + 1 ||
                (part.matches("pre > span") && box.bottom > frame.bottom + 1)
              );
            })
            .map((part) => part.textContent);
        });
        expect({ width, cut }).toEqual({ width, cut: [] });
        // The page in the run's browser (the scene's last box: a bar, then a card with a picture and a button) shows
        // whole under the terminal, whose lines keep to one line each.
        const browserPage = await browser.execute(() => {
          const run = document.querySelectorAll("main [role='img'][aria-label] section")[1];
          const [terminal, page] = [run?.firstElementChild, run?.lastElementChild];
          if (!terminal || !page) return { lines: [], clipped: ["no run scene"] };
          const bottom = page.getBoundingClientRect().bottom;
          const [bar, card] = [...page.children];
          return {
            lines: [...terminal.children].map((line) => {
              const text = document.createRange();
              text.selectNodeContents(line);
              return new Set([...text.getClientRects()].map((box) => Math.round(box.top))).size;
            }),
            clipped: [bar, card, ...(card ? [...card.children] : [])]
              .filter((part) => !part || part.getBoundingClientRect().bottom > bottom + 1)
              .map((part) => part?.className ?? "missing"),
          };
        });
        expect({ width, ...browserPage }).toEqual({ width, lines: [1, 1, 1], clipped: [] });
        // Every scene's parts show whole inside the window, none of them collapsed to nothing, and the window is no
        // taller than its tallest scene needs (it was a fixed 16:9 box, half empty in every scene).
        const fit = await browser.execute(() => {
          const scenes = [...document.querySelectorAll("main [role='img'][aria-label] section")];
          const frame = scenes[0]?.parentElement?.getBoundingClientRect();
          if (!frame) return { cut: ["no demo window"], empty: [], spare: 0 };
          const parts = scenes.flatMap((scene) => [...scene.querySelectorAll("*")]);
          const lowest = Math.max(...parts.map((part) => part.getBoundingClientRect().bottom));
          const card = scenes[1]?.querySelector("[class^='card_']");
          return {
            cut: parts
              .filter((part) => part.getBoundingClientRect().bottom > frame.bottom + 1)
              .map((part) => part.className),
            empty: [...(card?.children ?? [])]
              .filter((part) => part.getBoundingClientRect().height < 8)
              .map((part) => part.className),
            spare: Math.round(frame.bottom - lowest),
          };
        });
        expect({ width, cut: fit.cut, empty: fit.empty }).toEqual({ width, cut: [], empty: [] });
        expect({ width, spareBelowTallestScene: fit.spare <= 40 }).toEqual({ width, spareBelowTallestScene: true });
        // Once its move is over (a tenth of the loop into the run scene), or still with reduced motion, the cursor
        // rests on the card's button.
        const onButton = await browser.execute(() => {
          const cursor = document.querySelector("main [role='img'][aria-label] [class^='cursor_']");
          const button = document.querySelector("main [role='img'][aria-label] [class^='cardButton_']");
          if (!cursor || !button) return "no cursor or button";
          const move = cursor.getAnimations()[0];
          if (move) {
            move.pause();
            move.currentTime =
              Number(move.effect?.getTiming().delay) + Number(move.effect?.getTiming().duration) * 0.15;
          }
          const dot = cursor.getBoundingClientRect();
          const target = button.getBoundingClientRect();
          const [x, y] = [dot.left + dot.width / 2, dot.top + dot.height / 2];
          move?.play();
          return x >= target.left && x <= target.right && y >= target.top && y <= target.bottom
            ? "on the button"
            : `at ${Math.round(x)},${Math.round(y)}; button ${Math.round(target.left)}–${Math.round(target.right)}, ${Math.round(target.top)}–${Math.round(target.bottom)}`;
        });
        expect({ width, cursor: onButton }).toEqual({ width, cursor: "on the button" });
        // Readable on a common phone: the code was 9.75 px at 390 px before it was sized to its longest line.
        const codeSize = await browser.$("main [role='img'][aria-label] pre").getCSSProperty("font-size");
        expect({ width, readable: width !== 390 || Number.parseFloat(codeSize.value ?? "0") >= 11 }).toEqual({
          width,
          readable: true,
        });
      }
      await browser.setWindowSize(1280, 900);
    });
  }

  it("shows the whole install command at 360 px and centres the section titles", async ({ browser }) => {
    await browser.setWindowSize(360, 740);
    try {
      await openClean(browser, "/ru/");
      const command = await browser.$("main header code").getProperty("scrollWidth");
      const box = await browser.$("main header code").getProperty("clientWidth");
      expect({ command, fits: Number(command) <= Number(box) }).toEqual({ command, fits: true });
      const offsets = await browser.execute(() =>
        [...document.querySelectorAll("main section h2")].map((heading) => {
          const text = document.createRange();
          text.selectNodeContents(heading.firstChild ?? heading);
          const words = text.getBoundingClientRect();
          const line = heading.getBoundingClientRect();
          return Math.round(words.left + words.width / 2 - (line.left + line.width / 2));
        }),
      );
      expect(offsets.length).toBeGreaterThan(0);
      for (const offset of offsets) expect(Math.abs(offset)).toBeLessThanOrEqual(1);
    } finally {
      await browser.setWindowSize(1280, 900);
    }
  });

  it("gives the hero's two buttons one width on a phone", async ({ browser }) => {
    await browser.setWindowSize(390, 844);
    await openClean(browser, "/ru/");
    const widths = await browser.$$("main header a.button").map((link) => link.getSize("width"));
    await browser.setWindowSize(1280, 900);
    expect(widths.length).toBe(2);
    expect(widths[0]).toBe(widths[1]);
  });

  it("is styled when reached from a doc page inside the app", async ({ browser }) => {
    await openClean(browser, "/docs/v8/");
    await waitForHydration(browser);
    await browser.$(".navbar__brand").click();
    await waitForPath(browser, "/");
    const hero = browser.$("main header");
    await expect(hero).toBeDisplayed();
    expect(await hero.getCSSProperty("text-align").then((p) => p.value)).toBe("center");
    expect(await hero.getCSSProperty("padding-top").then((p) => p.value)).toBe("80px");
  });

  for (const width of [1280, 420]) {
    it(`looks right at ${width} px`, async ({ browser }) => {
      await browser.setWindowSize(width, 900);
      await emulateReducedMotion(browser);
      await openClean(browser, "/");
      await browser.execute(() => document.fonts.ready);
      await browser.assertView("hero", "main header", { ignoreElements: ["div[role='banner']"] });
      await browser.setWindowSize(1280, 900);
    });
  }
});

describe("blog", () => {
  const posts = blogPostSlugs();

  for (const prefix of ["", "/ru"]) {
    it(`list, archive, a tag page and every post are reachable (${prefix || "en"})`, async ({ browser }) => {
      await openClean(browser, `${prefix}/blog/`);
      await expect(browser.$("main article")).toBeDisplayed();
      await expect(browser.$("aside nav a")).toExist();
      await browser.url(`${prefix}/blog/archive/`);
      await waitForHydration(browser);
      // Each entry reads "<date> - <title>".
      for (const slug of posts) await expect(browser.$(`main a[href="${prefix}/blog/${slug}/"]`)).toHaveText(/\S - \S/);
      await browser.url(`${prefix}/blog/tags/releases/`);
      await waitForHydration(browser);
      await expect(browser.$("main article")).toBeDisplayed();
      for (const slug of posts) {
        const response = await fetch(`${browser.options.baseUrl}${prefix}/blog/${slug}/`);
        expect({ slug, status: response.status }).toEqual({ slug, status: 200 });
      }
    });

    it(`publishes RSS and Atom feeds with every post (${prefix || "en"})`, async ({ browser }) => {
      await browser.url(`${prefix}/blog/`);
      for (const [feed, item] of [
        ["rss.xml", "item"],
        ["atom.xml", "entry"],
      ] as const) {
        const { valid, count } = await browser.execute(
          async (url: string, tag: string) => {
            const text = await (await fetch(url)).text();
            const xml = new DOMParser().parseFromString(text, "application/xml");
            return { valid: xml.querySelector("parsererror") === null, count: xml.getElementsByTagName(tag).length };
          },
          `${prefix}/blog/${feed}`,
          item,
        );
        expect({ feed, valid, count }).toEqual({ feed, valid: true, count: posts.length });
      }
    });
  }

  it("keeps each post's link to the whole post on one line beside the tags, from 997 px up", async ({ browser }) => {
    try {
      // At 997-1100 px the blog sidebar and the post column leave the link's column 113-130 px wide.
      for (const width of [997, 1280]) {
        await browser.setWindowSize(width, 900);
        for (const prefix of ["", "/ru"]) {
          await openClean(browser, `${prefix}/blog/`);
          const lines = await browser.execute(() =>
            [...document.querySelectorAll("main article footer a[aria-label]")].map(
              (link) => link.getClientRects().length,
            ),
          );
          expect(lines.length).toBeGreaterThan(0);
          expect({ prefix, width, lines }).toEqual({ prefix, width, lines: lines.map(() => 1) });
        }
      }
    } finally {
      await browser.setWindowSize(1280, 900);
    }
  });

  it("a post looks right", async ({ browser }) => {
    await emulateReducedMotion(browser);
    await openClean(browser, "/ru/blog/testplane-rebranding/");
    await browser.execute(() => document.fonts.ready);
    // The post's lazy pictures below the fold never load, so Testplane's wait for every image would always run out.
    await browser.assertView("post-header", "main article header", {
      ignoreElements: ["div[role='banner']"],
      waitForStaticToLoadTimeout: 0,
    });
  });
});
