import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { load } from "cheerio";
import { feedTexts } from "../../config/blog";
import { feedItemHtml, withSelfLink } from "../../plugins/blog/feeds";

describe("blog feed texts", () => {
  it("are the blog's own title and description in English", () => {
    expect(feedTexts("en")).toEqual({
      title: "Testplane blog",
      description: "Releases, features and practices of end-to-end and visual testing with Testplane.",
    });
  });

  it("take the blog plugin's Russian translations of the title and description", () => {
    const { title, description } = feedTexts("ru");
    expect(title).toBe("Блог Testplane");
    expect(description).toMatch(/^[^a-z]*[А-Яа-яЁё]/);
  });

  it("fall back to English for a locale whose blog is not translated", () => {
    const siteDir = mkdtempSync(join(tmpdir(), "feeds-"));
    mkdirSync(join(siteDir, "i18n/de/docusaurus-plugin-content-blog"), { recursive: true });
    writeFileSync(
      join(siteDir, "i18n/de/docusaurus-plugin-content-blog/options.json"),
      JSON.stringify({ title: { message: "Testplane-Blog" } }),
    );
    expect(feedTexts("de", siteDir)).toEqual({
      title: "Testplane-Blog",
      description: "Releases, features and practices of end-to-end and visual testing with Testplane.",
    });
    expect(feedTexts("fr", siteDir).title).toBe("Testplane blog");
  });
});

describe("blog feed self links", () => {
  const rss = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
    <channel>
        <title>Блог Testplane</title>
    </channel>
</rss>`;
  const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
    <id>https://testplane.io/ru/blog/</id>
</feed>`;

  it("name the RSS feed's own URL in the Atom namespace", () => {
    const $ = load(withSelfLink(rss, "rss", "https://testplane.io/ru/blog/rss.xml"), { xml: true });
    expect($("rss").attr("xmlns:atom")).toBe("http://www.w3.org/2005/Atom");
    expect($('channel > atom\\:link[rel="self"]').attr("href")).toBe("https://testplane.io/ru/blog/rss.xml");
    expect($("channel > title").text()).toBe("Блог Testplane");
  });

  it("name the Atom feed's own URL", () => {
    const $ = load(withSelfLink(atom, "atom", "https://testplane.io/ru/blog/atom.xml"), { xml: true });
    expect($('feed > link[rel="self"]').attr("href")).toBe("https://testplane.io/ru/blog/atom.xml");
  });

  it("leave a feed that already names itself as it is", () => {
    const once = withSelfLink(atom, "atom", "https://testplane.io/blog/atom.xml");
    expect(withSelfLink(once, "atom", "https://testplane.io/blog/atom.xml")).toBe(once);
  });
});

describe("blog feed item HTML", () => {
  const figure = (variant: string, extra = "") =>
    `<a href="https://testplane.io/img/shot-${variant}.webp"${extra}><picture>` +
    `<source media="(max-width: 700px)" srcset="/img/shot-narrow-${variant}.png">` +
    `<img src="https://testplane.io/img/shot-${variant}.webp" alt="The report"></picture></a>`;
  const post = `<p>Text</p><figure>${figure("light")}${figure("dark", ' data-feed-omit="true"')}</figure>`;

  it("keeps one variant of a themed picture, the light one", () => {
    const $ = load(feedItemHtml(post, "https://testplane.io/blog/post/"), null, false);
    expect(
      $("img")
        .map((_, img) => $(img).attr("src"))
        .get(),
    ).toEqual(["https://testplane.io/img/shot-light.webp"]);
    expect($("p").text()).toBe("Text");
  });

  it("makes a narrow version's srcset absolute, descriptors kept", () => {
    const $ = load(feedItemHtml(post, "https://testplane.io/ru/blog/post/"), null, false);
    expect($("source").attr("srcset")).toBe("https://testplane.io/img/shot-narrow-light.png");
    const dense = feedItemHtml('<source srcset="a.png 1x, /b.png 2x">', "https://testplane.io/blog/post/");
    expect(load(dense, null, false)("source").attr("srcset")).toBe(
      "https://testplane.io/blog/post/a.png 1x, https://testplane.io/b.png 2x",
    );
  });
});
