import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { FONT_FACES } from "../../../plugins/fonts";

const build = resolve(__dirname, "../../../build");
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

const pages = htmlFiles(build);
const isRussian = (file: string) => relative(build, file).startsWith("ru/");

describe("built HTML", () => {
  it("is valid UTF-8 with no NUL bytes and no U+FFFD where a character was lost, in both locales", () => {
    expect(pages.filter(isRussian).length).toBeGreaterThan(100);
    const broken = pages.filter((file) => {
      const text = strictUtf8.decode(readFileSync(file));
      return text.includes("\u0000") || text.includes("\uFFFD");
    });
    expect(broken.map((file) => relative(build, file))).toEqual([]);
  });

  it("shows no admonition fence as text: every :::note/:::tip/:::warning became a box", () => {
    const unparsed = pages.filter((file) => /<p>:::/.test(readFileSync(file, "utf8")));
    expect(unparsed.map((file) => relative(build, file))).toEqual([]);
  });

  it("keeps each one-letter Russian word on the line of the word after it, in the prose of docs and posts", () => {
    const russianProse = pages.filter(
      (file) => isRussian(file) && /^ru\/(docs|blog)\//.test(relative(build, file)) && !file.includes("/tags/"),
    );
    expect(russianProse.length).toBeGreaterThan(100);
    const loose = russianProse.flatMap((file) => {
      const $ = load(readFileSync(file, "utf8"));
      const article = $("article .markdown").first();
      article.find("pre, code, script, style").remove();
      const found = article.text().match(/(?<![\p{L}\p{N}_-])\p{Script=Cyrillic} (?=\S)/gu) ?? [];
      return found.length ? [`${relative(build, file)}: ${found.length}`] : [];
    });
    expect(loose).toEqual([]);
  });

  it("preloads exactly the font subsets its locale lays out, and they exist (plugins/fonts)", () => {
    for (const [file, locale] of [
      [join(build, "index.html"), "en"],
      [join(build, "docs/v8/config/browsers/index.html"), "en"],
      [join(build, "ru/index.html"), "ru"],
      [join(build, "ru/404.html"), "ru"],
    ] as const) {
      const html = readFileSync(file, "utf8");
      const preloads = [...html.matchAll(/<link[^>]*rel="?preload"?[^>]*as="?font"?[^>]*>/g)].map(
        (tag) => /href="?([^"\s>]+)/.exec(tag[0])?.[1] ?? "",
      );
      const expected = FONT_FACES.filter((face) => face.preloadIn.includes(locale)).map((face) => face.file);
      expect(preloads.map((href) => href.replace(/^.*\/|\.[0-9a-f]{8}\.woff2$/g, ""))).toEqual(expected);
      for (const href of preloads) expect(existsSync(join(build, href)), href).toBe(true);
      expect(html).toMatch(/@font-face\{font-family:"?Inter Variable/);
    }
  });
});
