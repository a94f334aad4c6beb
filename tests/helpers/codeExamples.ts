import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

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

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

/** Fences are found line by line: an opening ``` with a language and meta, up to the matching closing fence. */
export function extractExamples(markdown: string, file: string): CodeExample[] {
  const lines = markdown.split("\n");
  const examples: CodeExample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})(\w+)?(.*)$/.exec(lines[i] ?? "");
    if (!open) continue;
    const [, indent = "", fence = "```", lang = "", meta = ""] = open;
    const end = lines.findIndex((l, j) => j > i && l.trim() === fence);
    const close = end === -1 ? lines.length : end;
    const language = LANGUAGES[lang.toLowerCase()];
    if (language) {
      examples.push({
        file,
        line: i + 2,
        language,
        fragment: /(^|\s)fragment(\s|$)/.test(meta),
        meta: meta.trim(),
        code: lines
          .slice(i + 1, close)
          .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
          .join("\n"),
      });
    }
    i = close;
  }
  return examples;
}

export function collectExamples(repoRoot: string): CodeExample[] {
  return CONTENT_DIRS.flatMap((dir) => markdownFiles(join(repoRoot, dir))).flatMap((file) =>
    extractExamples(readFileSync(file, "utf8"), relative(repoRoot, file)),
  );
}
