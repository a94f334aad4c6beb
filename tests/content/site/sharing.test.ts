import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { load } from "cheerio";
import { beforeAll, describe, expect, it } from "vitest";
import { readSiteEnv } from "../../../config/env";
import { readPngInfo } from "../../../plugins/social-cards/png";

const buildDir = resolve(__dirname, "../../../build");
const { siteUrl, baseUrl } = readSiteEnv();
const CYRILLIC = /[А-Яа-яЁё]/;

/** Every built page but the client-redirect stubs, which only send the browser on. */
function builtPages(dir: string = buildDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : builtPages(path);
    if (!entry.name.endsWith(".html")) return [];
    return readFileSync(path, "utf8").includes('http-equiv="refresh"') ? [] : [path];
  });
}

/** The build's file behind an absolute URL of the site. */
function builtFile(url: string): string {
  expect(url.startsWith(`${siteUrl}${baseUrl}`), url).toBe(true);
  return join(buildDir, url.slice(`${siteUrl}${baseUrl}`.length));
}

interface PageFacts {
  name: string;
  russian: boolean;
  meta: (key: string) => string | undefined;
  metaCount: (key: string) => number;
  heading?: string;
  isArticle: boolean;
}

/** What the checks read from a page: its head's tags and its first <h1>, without parsing the whole page. */
function pageFacts(page: string): PageFacts {
  const html = readFileSync(page, "utf8");
  const $ = load(html.slice(0, html.indexOf("</head>") + 7));
  const select = (key: string) => $(`meta[property="${key}"], meta[name="${key}"]`);
  const h1 = /<h1[\s>][\s\S]*?<\/h1>/.exec(html)?.[0];
  return {
    name: relative(buildDir, page),
    russian: $("html").attr("lang") === "ru-RU",
    meta: (key) => select(key).attr("content"),
    metaCount: (key) => select(key).length,
    heading: h1 === undefined ? undefined : load(h1)("h1").text().trim(),
    isArticle: html.includes("<article"),
  };
}

describe("link previews", () => {
  let pages: PageFacts[] = [];
  beforeAll(() => {
    pages = builtPages().map(pageFacts);
  }, 120_000);

  it("are checked on every page of both locales", () => {
    const russian = pages.filter((page) => page.russian);
    expect(russian.length).toBeGreaterThan(150);
    expect(pages.length - russian.length).toBeGreaterThan(150);
  });

  it("show every page a 1200×630 PNG from the build, described in the page's language", () => {
    const problems: string[] = [];
    for (const { name, russian, meta, metaCount } of pages) {
      const image = meta("og:image") ?? "";
      const alt = meta("og:image:alt") ?? "";
      if (metaCount("og:image") !== 1 || meta("twitter:image") !== image) {
        problems.push(`${name}: og:image and twitter:image are not one image`);
        continue;
      }
      const file = builtFile(image);
      if (!existsSync(file)) {
        problems.push(`${name}: ${image} is not in the build`);
        continue;
      }
      const card = readPngInfo(readFileSync(file));
      if (card.width !== 1200 || card.height !== 630) problems.push(`${name}: ${card.width}×${card.height}`);
      if (meta("og:image:width") !== "1200" || meta("og:image:height") !== "630") {
        problems.push(`${name}: og:image:width/height do not say 1200×630`);
      }
      if (!alt || CYRILLIC.test(alt) !== russian)
        problems.push(`${name}: og:image:alt "${alt}" is not in its language`);
      // A page's own card (not the default) carries the page's title, which its alt names too.
      if (image.includes("/img/social-cards/") && !(card.text.Title && alt.includes(card.text.Title))) {
        problems.push(`${name}: the alt "${alt}" does not name the card's title "${card.text.Title}"`);
      }
      if (russian && !image.startsWith(`${siteUrl}${baseUrl}ru/`))
        problems.push(`${name}: ${image} is not a Russian card`);
    }
    expect(problems).toEqual([]);
  });

  it("give each doc page and blog post a card of its own, titled like its <h1>", () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { name, meta, heading, isArticle } of pages) {
      if (!/^(ru\/)?(docs\/v8|blog)\/[^/]+/.test(name) || /blog\/(tags|authors|archive|page)\//.test(name)) continue;
      if (!isArticle || heading === undefined) continue;
      const image = meta("og:image") ?? "";
      if (!image.includes("/img/social-cards/")) {
        problems.push(`${name}: default card`);
        continue;
      }
      const title = readPngInfo(readFileSync(builtFile(image))).text.Title;
      if (title !== heading) problems.push(`${name}: card "${title}", heading "${heading}"`);
      checked += 1;
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });
});

describe("blog feeds", () => {
  const feed = (path: string) => load(readFileSync(join(buildDir, path), "utf8"), { xml: true });

  it("have a Russian title and description in Russian", () => {
    const rss = feed("ru/blog/rss.xml");
    const atom = feed("ru/blog/atom.xml");
    for (const text of [
      rss("channel > title").text(),
      rss("channel > description").text(),
      atom("feed > title").text(),
      atom("feed > subtitle").text(),
    ]) {
      expect(text).toMatch(CYRILLIC);
    }
    expect(feed("blog/rss.xml")("channel > title").text()).not.toMatch(CYRILLIC);
  });

  it("link to themselves in their own locale", () => {
    for (const prefix of ["", "ru/"]) {
      expect(feed(`${prefix}blog/rss.xml`)('channel > atom\\:link[rel="self"]').attr("href")).toBe(
        `${siteUrl}${baseUrl}${prefix}blog/rss.xml`,
      );
      expect(feed(`${prefix}blog/atom.xml`)('feed > link[rel="self"]').attr("href")).toBe(
        `${siteUrl}${baseUrl}${prefix}blog/atom.xml`,
      );
    }
  });

  it("show each picture of a post once, at addresses of the site", () => {
    let figures = 0;
    for (const path of ["blog/rss.xml", "ru/blog/atom.xml"]) {
      const xml = feed(path);
      const posts = xml(path.endsWith("rss.xml") ? "item > content\\:encoded" : "entry > content");
      expect(posts.length, path).toBeGreaterThan(5);
      posts.each((_, post) => {
        const $ = load(xml(post).text(), null, false);
        $("figure").each((__, figure) => {
          figures += 1;
          expect($(figure).find("img").length, `${path}: a figure of ${$(figure).find("img").attr("src")}`).toBe(1);
        });
        const urls = [
          ...$("img")
            .map((__, img) => $(img).attr("src"))
            .get(),
          ...$("source")
            .map((__, source) => $(source).attr("srcset"))
            .get(),
        ];
        for (const url of urls) expect(url.startsWith(`${siteUrl}${baseUrl}`), `${path}: ${url}`).toBe(true);
      });
    }
    expect(figures).toBeGreaterThan(5);
  });

  it("are announced by each page as the feeds of the page's locale", () => {
    for (const prefix of ["", "ru/"]) {
      for (const page of ["index.html", "blog/index.html", "docs/v8/quickstart/index.html"]) {
        const $ = load(readFileSync(join(buildDir, prefix, page), "utf8"));
        expect($('link[rel="alternate"][type="application/rss+xml"]').attr("href")).toBe(
          `${baseUrl}${prefix}blog/rss.xml`,
        );
        expect($('link[rel="alternate"][type="application/atom+xml"]').attr("href")).toBe(
          `${baseUrl}${prefix}blog/atom.xml`,
        );
      }
    }
  });
});

describe("robots.txt", () => {
  it("allows everything and names both sitemaps, which the build has", () => {
    const robots = readFileSync(join(buildDir, "robots.txt"), "utf8");
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/$/m);
    const sitemaps = [...robots.matchAll(/^Sitemap: (.+)$/gm)].map((match) => match[1] ?? "");
    expect(sitemaps).toEqual([`${siteUrl}${baseUrl}sitemap.xml`, `${siteUrl}${baseUrl}ru/sitemap.xml`]);
    for (const sitemap of sitemaps) expect(existsSync(builtFile(sitemap))).toBe(true);
  });
});

describe("site icons", () => {
  /** The images inside a .ico, read from its directory of entries. */
  function icoImages(ico: Buffer): { size: number; png: Buffer }[] {
    expect(ico.readUInt16LE(2), "an icon file, not a cursor").toBe(1);
    return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
      const entry = 6 + 16 * index;
      const offset = ico.readUInt32LE(entry + 12);
      return { size: ico.readUInt8(entry), png: ico.subarray(offset, offset + ico.readUInt32LE(entry + 8)) };
    });
  }

  it("are linked from every locale's pages and built: a 16/32/48 px favicon.ico and a 180 px touch icon", () => {
    for (const prefix of ["", "ru/"]) {
      const $ = load(readFileSync(join(buildDir, prefix, "docs/v8/index.html"), "utf8"));
      const ico = $('link[rel="icon"][href$=".ico"]').attr("href") ?? "";
      const touch = $('link[rel="apple-touch-icon"]').attr("href") ?? "";
      expect([ico, touch].map((href) => href.startsWith(`${baseUrl}${prefix}`))).toEqual([true, true]);
      const images = icoImages(readFileSync(join(buildDir, ico.slice(baseUrl.length))));
      expect(images.map(({ size, png }) => [size, readPngInfo(png).width])).toEqual([
        [16, 16],
        [32, 32],
        [48, 48],
      ]);
      const png = readPngInfo(readFileSync(join(buildDir, touch.slice(baseUrl.length))));
      expect([png.width, png.height]).toEqual([180, 180]);
    }
    expect(existsSync(join(buildDir, "favicon.ico")), "browsers ask the root for /favicon.ico").toBe(true);
  });
});
