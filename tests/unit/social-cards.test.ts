import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { crc32 } from "node:zlib";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import socialCardsPlugin, {
  cardKey,
  collectPageCards,
  docSections,
  type SocialCardsOptions,
} from "../../plugins/social-cards";
import { cardImagePath } from "../../plugins/social-cards/cardPath";
import { readPngInfo, withPngText } from "../../plugins/social-cards/png";

const siteDir = resolve(__dirname, "../..");

const options: SocialCardsOptions = {
  pages: [{ path: "/", title: "Тестирование в любом браузере", section: "" }],
  defaultCard: { title: "Testplane", section: "" },
  blogSection: "Блог",
  docsSection: "Документация",
};

describe("card paths", () => {
  it("follow the page's path under its locale's root", () => {
    expect(cardImagePath("/docs/v8/quickstart/", "/")).toBe("img/social-cards/docs/v8/quickstart.png");
    expect(cardImagePath("/ru/docs/v8/quickstart/", "/ru/")).toBe("img/social-cards/docs/v8/quickstart.png");
    expect(cardImagePath("/testplane/ru/blog/mcp-release/", "/testplane/ru/")).toBe(
      "img/social-cards/blog/mcp-release.png",
    );
  });

  it("name the locale root's card index.png", () => {
    expect(cardImagePath("/", "/")).toBe("img/social-cards/index.png");
    expect(cardImagePath("/ru/", "/ru/")).toBe("img/social-cards/index.png");
  });
});

describe("card sections", () => {
  const sidebars = {
    main: [
      { type: "doc", id: "quickstart" },
      {
        type: "category",
        label: "Команды",
        link: { type: "doc", id: "commands/index" },
        items: [{ type: "category", label: "Браузер", items: [{ type: "doc", id: "commands/browser/url" }] }],
      },
    ],
  };

  it("are the category a doc sits in, the nearest one", () => {
    expect(docSections(sidebars).get("commands/browser/url")).toBe("Браузер");
  });

  it("leave out docs at the top of a sidebar, and a top category's own page", () => {
    const sections = docSections(sidebars);
    expect(sections.has("quickstart")).toBe(false);
    expect(sections.has("commands/index")).toBe(false);
  });

  it("put the docs without a category, posts and top-level pages under their labels", () => {
    const allContent = {
      "docusaurus-plugin-content-docs": {
        default: {
          loadedVersions: [
            {
              sidebars,
              docs: [
                { id: "quickstart", permalink: "/ru/docs/v8/quickstart/", title: "Быстрый старт", frontMatter: {} },
                { id: "commands/browser/url", permalink: "/ru/docs/v8/url/", title: "url", frontMatter: {} },
                { id: "own", permalink: "/ru/docs/v8/own/", title: "Своя", frontMatter: { image: "/img/own.png" } },
              ],
            },
          ],
        },
      },
      "docusaurus-plugin-content-blog": {
        default: {
          blogPosts: [{ metadata: { permalink: "/ru/blog/mcp/", title: "Testplane MCP", frontMatter: {} } }],
        },
      },
    };
    expect(collectPageCards(allContent, options, "/ru/")).toEqual([
      { permalink: "/ru/", title: "Тестирование в любом браузере", section: "" },
      { permalink: "/ru/docs/v8/quickstart/", title: "Быстрый старт", section: "Документация" },
      { permalink: "/ru/docs/v8/url/", title: "url", section: "Браузер" },
      { permalink: "/ru/blog/mcp/", title: "Testplane MCP", section: "Блог" },
    ]);
  });
});

describe("card text in the PNG", () => {
  const png = new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>').render().asPng();

  it("reads back what was written, Cyrillic included, with valid chunk checksums", () => {
    const tagged = withPngText(png, { Title: "Быстрый старт", Description: "Документация" });
    expect(readPngInfo(tagged)).toEqual({
      width: 1,
      height: 1,
      text: { Title: "Быстрый старт", Description: "Документация" },
    });
    for (let offset = 8; offset < tagged.length;) {
      const length = tagged.readUInt32BE(offset);
      const crc = crc32(tagged.subarray(offset + 4, offset + 8 + length)) >>> 0;
      expect(tagged.readUInt32BE(offset + 8 + length)).toBe(crc);
      offset += 12 + length;
    }
  });

  it("refuses a file that is not a PNG", () => {
    expect(() => readPngInfo(Buffer.from("<svg/>"))).toThrow(/not a PNG/);
  });
});

describe("card cache", () => {
  it("keys a card on its text and on the renderer", () => {
    const card = { title: "url", section: "Браузер" };
    expect(cardKey(card, "v1")).toBe(cardKey({ ...card }, "v1"));
    expect(cardKey(card, "v1")).not.toBe(cardKey({ ...card, title: "url " }, "v1"));
    expect(cardKey(card, "v1")).not.toBe(cardKey({ ...card, section: "Элемент" }, "v1"));
    expect(cardKey(card, "v1")).not.toBe(cardKey(card, "v2"));
  });

  it("renders 1200×630 cards carrying their text, and on a warm build only the changed ones", async () => {
    const site = mkdtempSync(join(tmpdir(), "social-cards-"));
    mkdirSync(join(site, "static/img"), { recursive: true });
    copyFileSync(join(siteDir, "static/img/logo.svg"), join(site, "static/img/logo.svg"));
    const build = async (pages: SocialCardsOptions["pages"]) => {
      const context = {
        siteDir: site,
        baseUrl: "/ru/",
        i18n: { currentLocale: "ru" },
        siteConfig: { themeConfig: { image: "img/social-card.png" } },
      } as unknown as LoadContext;
      const plugin: Plugin = socialCardsPlugin(context, { ...options, pages });
      await plugin.allContentLoaded?.({ allContent: {}, actions: {} as never });
      const outDir = mkdtempSync(join(tmpdir(), "social-cards-out-"));
      await plugin.postBuild?.({ outDir } as Parameters<NonNullable<Plugin["postBuild"]>>[0]);
      const stats = JSON.parse(readFileSync(join(site, "node_modules/.cache/social-cards/last-build-ru.json"), "utf8"));
      return { outDir, rendered: (stats as { rendered: number }).rendered };
    };
    const pages = [
      { path: "/", title: "Тестирование в любом браузере", section: "" },
      { path: "/versions/", title: "Версии Testplane", section: "Документация" },
    ];
    const cold = await build(pages);
    expect(cold.rendered).toBe(3);
    const landing = readPngInfo(readFileSync(join(cold.outDir, "img/social-cards/index.png")));
    expect(landing).toMatchObject({ width: 1200, height: 630, text: { Title: "Тестирование в любом браузере" } });
    expect(readPngInfo(readFileSync(join(cold.outDir, "img/social-card.png"))).text.Title).toBe("Testplane");
    // A decoder reads the file back: white page, the site's green bar at the bottom.
    const decoded = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><image width="1200" height="630" href="data:image/png;base64,${readFileSync(join(cold.outDir, "img/social-cards/index.png")).toString("base64")}"/></svg>`,
    ).render().pixels;
    const pixel = (x: number, y: number) => [...decoded.subarray((y * 1200 + x) * 4, (y * 1200 + x) * 4 + 3)];
    expect(pixel(600, 200)).toEqual([0xff, 0xff, 0xff]);
    expect(pixel(600, 625)).toEqual([0x0d, 0x73, 0x56]);

    expect((await build(pages)).rendered).toBe(0);
    const changed = await build([pages[0]!, { ...pages[1]!, title: "Все версии Testplane" }]);
    expect(changed.rendered).toBe(1);
    expect(readPngInfo(readFileSync(join(changed.outDir, "img/social-cards/versions.png"))).text).toEqual({
      Title: "Все версии Testplane",
      Description: "Документация",
    });
  });
});
