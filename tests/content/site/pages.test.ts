import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { requiredPages } from "../../helpers/pagesList";

const build = resolve(__dirname, "../../../build");
const locales = [
  { code: "en", dir: build, prefix: "" },
  { code: "ru", dir: join(build, "ru"), prefix: "/ru" },
];
const pages = requiredPages();

function htmlFile(localeDir: string, path: string): string {
  return join(localeDir, path, "index.html");
}

/** Targets of the docs sidebar's links: pages and categories that have a page of their own. */
function sidebarLinks(html: string): string[] {
  const $ = load(html);
  return $(".theme-doc-sidebar-menu a.menu__link")
    .map((_, link) => $(link).attr("href") ?? "")
    .get();
}

/** Visible words of the page's main content (scripts, styles, navigation and footer removed). */
function mainWords(html: string): number {
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";
  const text = main
    .replace(/<(script|style|nav|footer)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

describe("required pages", () => {
  for (const { code, dir, prefix } of locales) {
    describe(`locale ${code}`, () => {
      for (const { path, sidebar } of pages) {
        const file = htmlFile(dir, path);
        it(`${prefix}${path} is built with real content`, () => {
          expect(existsSync(file), `${file} is missing`).toBe(true);
          const html = readFileSync(file, "utf8");
          if (path === "/docs/") {
            expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${prefix}/docs/v8/">`);
            return;
          }
          expect(html).toMatch(new RegExp(`<html lang="?${code === "en" ? "en-US" : "ru-RU"}\\b`));
          const minimum = path.startsWith("/docs/v8/") || /^\/blog\/(?!archive\/)[^/]+\/$/.test(path) ? 250 : 5;
          expect(mainWords(html), `${prefix}${path} has too little text`).toBeGreaterThanOrEqual(minimum);
          const links = sidebarLinks(html);
          if (sidebar === "ui") {
            expect(links.length).toBeGreaterThan(0);
            expect(links.filter((link) => !link.startsWith(`${prefix}/docs/v8/html-reporter/`))).toEqual([]);
          } else if (sidebar === "mainSidebar") {
            expect(links).toContain(`${prefix}/docs/v8/quickstart/`);
          }
        });
      }

      it("has a not-found page that tells the reader what to do", () => {
        const html = readFileSync(join(dir, "404.html"), "utf8");
        expect(html).toContain(code === "en" ? "Page Not Found" : "Страница не найдена");
      });
    });
  }
});
