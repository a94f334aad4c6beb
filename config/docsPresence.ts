import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Which doc pages are written yet. The docs arrive in stages (see tests/content/not-written-yet.txt);
 * navigation built from this never points at a page that does not exist, so the build's
 * broken-link check keeps guarding real mistakes.
 */
const docsDir = join(__dirname, "..", "docs");
const DOC_EXTENSIONS = [".md", ".mdx"];

/** `docPath` is a doc route below the version, such as "config/main" or "" for the overview. */
export function docExists(docPath: string, dir: string = docsDir): boolean {
  const base = docPath.replace(/^\/+|\/+$/g, "");
  const candidates = base === "" ? ["index"] : [base, `${base}/index`];
  return candidates.some((c) => DOC_EXTENSIONS.some((ext) => existsSync(join(dir, c + ext))));
}

/** True when the folder holds at least one doc page, at any depth. */
export function docFolderHasPages(folder: string, dir: string = docsDir): boolean {
  const full = join(dir, folder);
  if (!existsSync(full)) return false;
  return readdirSync(full, { withFileTypes: true }).some((entry) =>
    entry.isDirectory()
      ? docFolderHasPages(join(folder, entry.name), dir)
      : DOC_EXTENSIONS.some((ext) => entry.name.endsWith(ext)),
  );
}
