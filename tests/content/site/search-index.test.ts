import { readFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { SerializedSearchIndex } from "../../../plugins/local-search/types";

const build = resolve(__dirname, "../../../build");

// The indexer reads the theme's markup (breadcrumbs for a result's trail, headings less their anchor links), which
// only its own unit tests check on hand-written HTML. These read what the build wrote, so an upgrade of the theme
// that renames a class shows here instead of as "Documentation" under every result.
describe.each([
  {
    prefix: "",
    trail: "Commands › Browser",
    docs: "Documentation",
    blog: "Blog",
    usage: "Usage",
    versus: "moveTo vs moveCursorTo",
  },
  {
    prefix: "/ru",
    trail: "Команды › Браузер",
    docs: "Документация",
    blog: "Блог",
    usage: "Использование",
    versus: "moveTo и moveCursorTo",
  },
])("the search index of $prefix/", ({ prefix, trail, docs, blog, usage, versus }) => {
  const { pages } = JSON.parse(readFileSync(join(build, prefix, "search-index.json"), "utf8")) as SerializedSearchIndex;
  const page = (path: string) => pages.find(([url]) => url === `${prefix}${path}`);

  it("has a Zopfli .gz and a Brotli .br beside it holding the same bytes, for nginx to send as they are", () => {
    const file = join(build, prefix, "search-index.json");
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(readFileSync(file))).toBe(true);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(readFileSync(file))).toBe(true);
  });

  it("gives a doc page its breadcrumb trail, one without a trail its sidebar's navbar item, a post the blog's name", () => {
    expect(page("/docs/v8/commands/browser/assertView/")?.[1]).toBe(trail);
    expect(page("/docs/v8/html-reporter/overview/")?.[1]).toBe("UI");
    expect(page("/docs/v8/quickstart/")?.[1]).toBe(docs);
    expect(page("/blog/time-travel-release/")?.[1]).toBe(blog);
  });

  it("indexes headings as their text: no anchor link, no break points", () => {
    const headings = (path: string) => page(path)?.[5].map(([, , lvl2]) => lvl2);
    expect(headings("/docs/v8/commands/browser/assertView/")).toContain(usage);
    expect(headings("/docs/v8/commands/element/moveTo/")).toContain(versus);
    const marked = pages.flatMap(([url, , title, , , records]) =>
      [title, ...records.flatMap(([, , ...levels]) => levels.slice(0, 3))]
        .filter((text) => text !== null && /[\u200b#]|Direct link|Прямая ссылка/.test(text))
        .map((text) => `${url}: ${text}`),
    );
    expect(marked).toEqual([]);
  });
});
