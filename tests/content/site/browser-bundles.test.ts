import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { blogPostSlugs } from "../../helpers/blogPosts";
import { currentVersion } from "../../../config/site";

const build = resolve(__dirname, "../../../build");
const scriptsOf = (localeDir: string) => {
  const dir = join(localeDir, "assets/js");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file: join(dir, file), bytes: readFileSync(join(dir, file)) }));
};
const locales = { en: scriptsOf(build), ru: scriptsOf(join(build, "ru")) };
const mainScript = (scripts: ReturnType<typeof scriptsOf>) =>
  scripts.find(({ file }) => /[/\\]main\.[0-9a-f]+\.js$/.test(file))?.bytes.toString("utf8");
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

describe("browser bundles", () => {
  it("carry Russian text as UTF-8, not as \\u escapes", () => {
    const escaped = locales.ru.filter(({ bytes }) => /\\u04[0-9a-f]{2}/i.test(bytes.toString("utf8")));
    expect(escaped.map(({ file }) => file)).toEqual([]);
    expect(mainScript(locales.ru)).toMatch(/[а-яё]{4,}/i);
  });

  it("are valid UTF-8 with no replacement characters, in both locales", () => {
    for (const { file, bytes } of [...locales.en, ...locales.ru]) {
      const text = strictUtf8.decode(bytes);
      expect(text.includes("\uFFFD"), `${file} has U+FFFD where a character was lost`).toBe(false);
    }
  });

  it("leave out what only the build reads: registry module names, plugin options and Prism's themes", () => {
    for (const scripts of Object.values(locales)) {
      const main = mainScript(scripts)!;
      expect(main).not.toMatch(/"@site\/(docs|blog|i18n)\//);
      expect(main).not.toContain("./src/css/custom.css");
      expect(main, "the site config is still in the bundle").toContain(`titleDelimiter:"|"`);
      // Prism's themes colour tokens at build time (plugins/prebuilt-highlight); a browser chunk that read them (the
      // theme's usePrismTheme reads darkTheme) would find them gone, so none may mention them.
      expect(
        scripts.filter(({ bytes }) => bytes.toString("utf8").includes("darkTheme")).map(({ file }) => file),
      ).toEqual([]);
      expect(main, "the code blocks' magic comments are still in the site config").toContain("magicComments:[{");
    }
  });

  it("leave out the strings only llms.txt uses, translated as the llms-txt plugin's own", () => {
    const strings = JSON.parse(
      readFileSync(resolve(__dirname, "../../../i18n/ru/llms-txt/strings.json"), "utf8"),
    ) as Record<string, { message: string }>;
    const details = strings.details?.message ?? "";
    expect(readFileSync(join(build, "ru/llms.txt"), "utf8")).toContain(
      details.replace("{version}", currentVersion.label),
    );
    // A bundle would carry the message as translated, before the plugin fills in the version.
    const [beforeVersion = ""] = details.split("{version}");
    const carrying = locales.ru.filter(({ bytes }) => bytes.toString("utf8").includes(beforeVersion));
    expect(carrying.map(({ file }) => file)).toEqual([]);
  });

  it("name their chunks by content hash alone (plugins/hash-only-chunk-names)", () => {
    for (const scripts of Object.values(locales)) {
      const named = scripts
        .map(({ file }) => file.replace(/^.*[/\\]/, ""))
        .filter((file) => !/^(main|runtime~main)\.[0-9a-f]+\.js$/.test(file) && !/^[0-9a-f]{8}\.js$/.test(file));
      expect(named).toEqual([]);
    }
  });

  it("ship neither Prism nor tslib: code is highlighted at build time, utils-common comes as an ES module", () => {
    for (const scripts of Object.values(locales)) {
      const carriers = scripts.filter(({ bytes }) => {
        const text = bytes.toString("utf8");
        return text.includes("languages.extend") || text.includes("__createBinding");
      });
      expect(carriers.map(({ file }) => file)).toEqual([]);
    }
  });

  it("carry <DocFigure> only in chunks that show a picture, not in blog previews (plugins/pure-doc-figure)", () => {
    for (const scripts of Object.values(locales)) {
      const carriers = scripts.filter(({ bytes }) => bytes.toString("utf8").includes("remarkDocFigure must be"));
      expect(carriers.length, "no chunk has <DocFigure> at all").toBeGreaterThan(0);
      const idle = carriers.filter(({ bytes }) => !/src:"\/img\/(docs|blog)\//.test(bytes.toString("utf8")));
      expect(idle.map(({ file }) => file)).toEqual([]);
    }
  });

  it("give doc pages the sidebars but not the table of all docs (plugins/docs)", () => {
    for (const scripts of Object.values(locales)) {
      const versionData = scripts.filter(({ bytes }) =>
        bytes.toString("utf8").includes('"docsSidebars":{"mainSidebar"'),
      );
      expect(versionData.length).toBe(1);
      expect(versionData[0]!.bytes.toString("utf8")).toContain('"docs":{}');
    }
  });

  it("give the blog archive each post's title, date and link, not the whole post (plugins/blog)", () => {
    for (const scripts of Object.values(locales)) {
      const archives = scripts.filter(({ bytes }) => bytes.toString("utf8").includes('{"archive":{"blogPosts":'));
      expect(archives.length).toBe(1);
      const archive = archives[0]!.bytes.toString("utf8");
      expect(archive.match(/"permalink":/g)?.length).toBe(blogPostSlugs().length);
      // A whole post would bring its reading time and its Markdown, truncate marker included.
      expect(archive).not.toContain('"readingTime"');
      expect(archive).not.toContain("truncate");
    }
  });

  it("each have a Zopfli .gz and a Brotli .br beside them holding the same bytes, stylesheets too", () => {
    for (const localeDir of [build, join(build, "ru")]) {
      const dir = join(localeDir, "assets");
      const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => /\.(js|css)$/.test(file));
      const large = files.filter((file) => statSync(join(dir, file)).size >= 1024);
      expect(large.filter((file) => file.endsWith(".css")).length).toBeGreaterThan(0);
      for (const file of large) {
        const gz = `${join(dir, file)}.gz`;
        expect(existsSync(gz), `${gz} is missing`).toBe(true);
        expect(gunzipSync(readFileSync(gz)).equals(readFileSync(join(dir, file))), `${gz} is stale`).toBe(true);
        const br = `${join(dir, file)}.br`;
        expect(existsSync(br), `${br} is missing`).toBe(true);
        expect(brotliDecompressSync(readFileSync(br)).equals(readFileSync(join(dir, file))), `${br} is stale`).toBe(
          true,
        );
      }
      // Zopfli, not a plain gzip: smaller than zlib's best for the main script.
      const main = files.find((file) => /main\.[0-9a-f]+\.js$/.test(file))!;
      const best = gzipSync(readFileSync(join(dir, main)), { level: 9 }).length;
      expect(statSync(join(dir, `${main}.gz`)).size).toBeLessThan(best * 0.97);
    }
  });
});
