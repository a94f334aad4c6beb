import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { linesOutsideCode } from "../../helpers/fences";

/**
 * Every h2–h4 of a doc page or blog post carries an explicit ASCII id (`## Параметры {/* #parameters *\/}`), and both
 * locales give a page the same ids in the same order: a link with a fragment keeps its target when the reader switches
 * language, and Russian addresses stay short instead of percent-encoded Cyrillic.
 */
const root = resolve(__dirname, "../../..");
const trees = [
  { en: join(root, "docs"), ru: join(root, "i18n/ru/docusaurus-plugin-content-docs/current") },
  { en: join(root, "blog"), ru: join(root, "i18n/ru/docusaurus-plugin-content-blog") },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sourceFiles(join(dir, entry.name)).map((file) => join(entry.name, file));
    return /\.mdx?$/.test(entry.name) ? [entry.name] : [];
  });
}

interface Heading {
  line: number;
  depth: number;
  id: string | null;
}

/** The h2–h4 ATX headings of a page, fenced code skipped, each with its explicit id if it has one. */
function headings(source: string, file: string): Heading[] {
  return linesOutsideCode(source, file).flatMap((text, index) => {
    const heading = /^\s{0,3}(#{2,4})\s+(.*)$/.exec(text);
    if (!heading) return [];
    const id = /\{\/\*\s*#(\S+)\s*\*\/\}\s*$/.exec(heading[2]!)?.[1] ?? null;
    return [{ line: index + 1, depth: heading[1]!.length, id }];
  });
}

const ASCII_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

describe("heading ids", () => {
  it("finds headings, their explicit ids and skips fenced code", () => {
    const sample = [
      "## Параметры {/* #parameters */}",
      "```ts",
      "## not a heading",
      "```",
      "### Without id",
      "#### `retry` {/* #retry */}",
    ].join("\n");
    expect(headings(sample, "sample.mdx")).toEqual([
      { line: 1, depth: 2, id: "parameters" },
      { line: 5, depth: 3, id: null },
      { line: 6, depth: 4, id: "retry" },
    ]);
  });

  for (const tree of trees) {
    for (const file of sourceFiles(tree.en)) {
      const page = relative(root, join(tree.en, file));
      it(`${page}: every h2–h4 has an explicit ASCII id, the same list in both locales`, () => {
        const problems: string[] = [];
        const ids = { en: [] as string[], ru: [] as string[] };
        for (const locale of ["en", "ru"] as const) {
          for (const heading of headings(readFileSync(join(tree[locale], file), "utf8"), file)) {
            if (heading.id === null) problems.push(`${locale} line ${heading.line}: no explicit id`);
            else if (!ASCII_ID.test(heading.id))
              problems.push(`${locale} line ${heading.line}: non-ASCII id ${heading.id}`);
            ids[locale].push(`h${heading.depth} #${heading.id ?? "?"}`);
          }
        }
        expect(problems).toEqual([]);
        expect(ids.ru).toEqual(ids.en);
      });
    }
  }
});
