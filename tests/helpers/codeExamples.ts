import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { readFences } from "./fences";
import { filesUnder } from "./filesUnder";

/** A TypeScript or JavaScript code fence of a doc page or blog post. */
export interface CodeExample {
  /** Path of the Markdown file, relative to the repository root. */
  file: string;
  /** 1-based line of the first code line inside the fence. */
  line: number;
  language: "ts" | "js";
  /** Marked `fragment` in the fence meta: deliberately partial, not type-checked. */
  fragment: boolean;
  /** The fence meta after the language, e.g. `title="tests/cart.testplane.ts"`. */
  meta: string;
  code: string;
}

export const CONTENT_DIRS = [
  "docs",
  "blog",
  "i18n/ru/docusaurus-plugin-content-docs/current",
  "i18n/ru/docusaurus-plugin-content-blog",
];

const LANGUAGES: Record<string, CodeExample["language"]> = {
  ts: "ts",
  typescript: "ts",
  js: "js",
  javascript: "js",
};

/** The TypeScript and JavaScript fences of a page. */
export function extractExamples(markdown: string, file: string): CodeExample[] {
  return readFences(markdown, file).flatMap(({ open, lang, meta, code }) => {
    const language = LANGUAGES[lang.toLowerCase()];
    if (!language) return [];
    return [{ file, line: open + 1, language, fragment: /(^|\s)fragment(\s|$)/.test(meta), meta, code }];
  });
}

/** Every doc page and blog post of both locales, as paths relative to the repository root. */
export function contentPages(repoRoot: string): string[] {
  return CONTENT_DIRS.flatMap((dir) => filesUnder(join(repoRoot, dir), /\.mdx?$/)).map((file) =>
    relative(repoRoot, file),
  );
}

export function collectExamples(repoRoot: string): CodeExample[] {
  return contentPages(repoRoot).flatMap((file) => extractExamples(readFileSync(join(repoRoot, file), "utf8"), file));
}
