import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every doc page and blog post, in both locales, names in front matter `keywords` what readers type to find it
 * (the site's search indexes them with the page's summary: plugins/local-search/indexer.ts). A page without them
 * is found only by its own wording, which is what unseen queries miss most (SEARCH.md).
 */
const repoRoot = resolve(__dirname, "../../..");
const roots = [
  "docs",
  "blog",
  "i18n/ru/docusaurus-plugin-content-docs/current",
  "i18n/ru/docusaurus-plugin-content-blog",
].map((dir) => join(repoRoot, dir));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !entry.name.startsWith("_"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The entries of a page's `keywords: [a, b, c]` line, or null when it has none in its front matter. */
function keywordsOf(text: string): string[] | null {
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? "";
  const line = /^keywords: \[(.*)\]$/m.exec(frontMatter)?.[1];
  return line === undefined ? null : line.split(",").map((entry) => entry.trim());
}

describe("search keywords", () => {
  for (const file of roots.flatMap(sources)) {
    it(`${relative(repoRoot, file)}: names 4 to 10 distinct phrases readers search it by`, () => {
      const keywords = keywordsOf(readFileSync(file, "utf8"));
      expect(keywords, "front matter `keywords: [...]`").not.toBeNull();
      expect(keywords!.length).toBeGreaterThanOrEqual(4);
      expect(keywords!.length).toBeLessThanOrEqual(10);
      // Plain YAML scalars: no quotes, brackets or colons, and not starting with a character YAML reserves.
      expect(keywords!.filter((entry) => !/^[^\s:"'[\]@`!&*|>%#?{}-][^:"'[\]{}]{0,60}$/.test(entry))).toEqual([]);
      expect(new Set(keywords).size).toBe(keywords!.length);
    });
  }
});
