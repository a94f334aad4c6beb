import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { readSiteEnv } from "../../../config/env";
import { currentVersion } from "../../../config/site";

/** Docs for AI assistants (plugins/llms-txt), checked over the build of both locales. */
const build = resolve(__dirname, "../../../build");
const { siteUrl, baseUrl } = readSiteEnv();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const locales = [
  { code: "en", dir: build, prefix: "" },
  { code: "ru", dir: join(build, "ru"), prefix: "/ru" },
];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("index.html"))
    .map((file) => join(dir, file));
}

/** Paths (`/ru/docs/v8/quickstart/`) of the built doc pages of a locale. */
function docPages(dir: string, prefix: string): string[] {
  return htmlFiles(join(dir, "docs"))
    .filter((file) => /<html[^>]*class="[^"]*\bdocs-doc-page\b/.test(readFileSync(file, "utf8")))
    .map((file) => `${prefix}/${relative(dir, file).replace(/index\.html$/, "")}`);
}

function copyPath(page: string): string {
  return `${page.replace(/\/$/, "")}.md`;
}

/** The file a site URL (`https://…/ru/docs/v8/x.md`) is served from. */
function builtFile(url: string): string {
  return join(build, new URL(url).pathname);
}

function listedUrls(llmsTxt: string): string[] {
  return [...llmsTxt.matchAll(/^- \[[^\]]*\]\((\S+?)\)/gm)].map((match) => match[1] ?? "");
}

/** Code blocks of a copy: fenced, possibly indented inside a list item, content de-indented to match. */
function fences(markdown: string): string[] {
  return [...markdown.matchAll(/^( *)(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^ *\2[ \t]*$/gm)].map(
    ([, indent = "", , body = ""]) =>
      body
        .split("\n")
        .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
        .join("\n")
        .trimEnd(),
  );
}

function withoutFences(markdown: string): string {
  return markdown.replace(/^( *)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ *\2[ \t]*$/gm, "");
}

/** Markdown outside code blocks and inline code: what could carry leaked JSX or untranslated prose. */
function prose(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, "");
}

/** Heading text as a reader sees it: Markdown emphasis, code marks and link targets removed. */
function plainHeading(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\\(.)/g, "$1")
    .replace(/[`*_]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

for (const { code, dir, prefix } of locales) {
  describe(`docs for AI assistants (${code})`, () => {
    const llmsTxt = readFileSync(join(dir, "llms.txt"), "utf8");
    const listed = listedUrls(llmsTxt);
    const pages = docPages(dir, prefix);

    it("llms.txt names the site, sums it up and lists every doc page by its Markdown copy", () => {
      expect(llmsTxt).toMatch(/^# Testplane\n\n> \S/);
      // The version the copies are of, named as the site names it (not a number written into the plugin's strings).
      expect(llmsTxt).toContain(`Testplane ${currentVersion.label}.`);
      expect(pages.length).toBeGreaterThan(100);
      const listedPaths = new Set(listed.map((url) => new URL(url).pathname));
      expect(pages.map(copyPath).filter((path) => !listedPaths.has(path))).toEqual([]);
      expect(listed.every((url) => url.startsWith("https://"))).toBe(true);
    });

    it("every copy listed in llms.txt exists", () => {
      expect(listed.filter((url) => !existsSync(builtFile(url)))).toEqual([]);
    });

    it("llms-full.txt holds every doc page's copy, in the order of llms.txt", () => {
      const full = readFileSync(join(dir, "llms-full.txt"), "utf8");
      const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((match) => match[1]);
      const docCopies = listed.filter((url) => new URL(url).pathname.startsWith(`${prefix}/docs/`));
      expect(sources).toEqual([...new Set(docCopies)]);
      const missing = sources.filter((url) => !full.includes(readFileSync(builtFile(url!), "utf8").trim()));
      expect(sources.length).toBeGreaterThan(100);
      expect(missing).toEqual([]);
    });

    it("a copy holds its page's title, headings and code blocks", () => {
      const mismatches: string[] = [];
      for (const page of pages) {
        const markdown = readFileSync(join(build, copyPath(page)), "utf8");
        const html = readFileSync(join(build, page, "index.html"), "utf8");
        // Parsing only the article keeps this test fast: whole pages carry the navbar, sidebar and footer.
        const $ = load(html.slice(html.indexOf("<article"), html.indexOf("</article>") + 10));
        const article = $(".theme-doc-markdown");
        if (!markdown.startsWith(`# ${article.find("h1").first().text()}\n`)) mismatches.push(`${page}: title`);
        const headings = article
          .find("h2, h3, h4")
          .toArray()
          .map((heading) =>
            plainHeading(
              $(heading)
                .text()
                .replace(/\u200b/g, ""),
            ),
          );
        const copyHeadings = [...withoutFences(markdown).matchAll(/^#{2,4} (.+)$/gm)].map((match) =>
          plainHeading(match[1]!),
        );
        if (JSON.stringify(copyHeadings) !== JSON.stringify(headings)) mismatches.push(`${page}: headings`);
        const blocks = article
          .find(".theme-code-block pre")
          .toArray()
          .map((pre) => $(pre).text().trimEnd());
        if (JSON.stringify(fences(markdown)) !== JSON.stringify(blocks)) mismatches.push(`${page}: code blocks`);
      }
      expect(mismatches).toEqual([]);
    }, 60_000);

    it("no copy contains JSX, MDX comments or import lines outside its code blocks", () => {
      const leaks = readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".md") && (code === "ru" || !file.startsWith("ru/")))
        .flatMap((file) => {
          const text = prose(readFileSync(join(dir, file), "utf8"));
          const leak = /^(?:import|export)\s|<\/?[A-Z][\w.]*[\s/>]|\{\/\*|^:::/m.exec(text);
          return leak ? [`${file}: ${leak[0]}`] : [];
        });
      expect(leaks).toEqual([]);
    });

    it("links to doc pages and posts in the copies lead to their copies, by absolute URL", () => {
      const toHtml = readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".md") && (code === "ru" || !file.startsWith("ru/")))
        .flatMap((file) =>
          [
            ...readFileSync(join(dir, file), "utf8").matchAll(
              new RegExp(
                `\\]\\((\\/[^)\\s]*|${escapeRegExp(siteUrl + baseUrl)}(?:ru\\/)?(?:docs|blog)\\/[^)\\s]*\\/(?:#[^)\\s]*)?)\\)`,
                "g",
              ),
            ),
          ].map((match) => `${file}: ${match[1]}`),
        );
      expect(toHtml).toEqual([]);
    });

    if (code === "ru") {
      it("Russian copies are written in Russian", () => {
        const notRussian = pages.filter((page) => {
          const text = prose(readFileSync(join(build, copyPath(page)), "utf8")).replace(/\]\([^)]*\)/g, "]");
          const letters = text.match(/\p{L}/gu) ?? [];
          const cyrillic = text.match(/\p{Script=Cyrillic}/gu) ?? [];
          return cyrillic.length < letters.length / 2;
        });
        expect(notRussian).toEqual([]);
      });
    }
  });
}
