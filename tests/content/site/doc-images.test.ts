import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { imageProblems } from "../../helpers/docImages";

const build = resolve(__dirname, "../../../build");

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

const locales = [
  { code: "en" as const, root: build },
  { code: "ru" as const, root: join(build, "ru") },
];

describe("images on doc and blog pages", () => {
  for (const { code, root } of locales) {
    const pages = ["docs", "blog"].flatMap((section) => htmlFiles(join(root, section)));
    it(`${code}: the build has doc pages to check`, () => {
      expect(pages.length).toBeGreaterThan(50);
    });
    it(`${code}: every image is in the build, has alt text in the page's language, width and height`, () => {
      const problems = pages.flatMap((file) =>
        imageProblems(readFileSync(file, "utf8"), {
          locale: code,
          baseUrl: "/",
          exists: (path) => existsSync(join(build, path)),
        }).map((problem) => `${file.slice(build.length)}: ${problem}`),
      );
      expect(problems).toEqual([]);
    });
  }
});
