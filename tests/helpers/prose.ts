import { linesOutsideCode } from "./fences";

/** Front-matter keys whose values are not prose: paths, ids, dates. */
const NOT_PROSE_KEYS = ["slug", "id", "sidebar_\\w+", "date", "tags", "authors", "image"];

/**
 * Text outside code, link targets, MDX comments and JSX/HTML tags, as one string per line (kept for line numbers), so
 * that identifiers like `setCookies`, `data-id` or `/catalog` never count. `skipKeys` blanks more front-matter keys.
 */
export function proseLines(source: string, name: string, skipKeys: string[] = []): string[] {
  const notProse = new RegExp(`^(?:${[...NOT_PROSE_KEYS, ...skipKeys].join("|")}):`);
  return linesOutsideCode(source, name).map((line) => {
    if (notProse.test(line)) return "";
    return line.replace(/`[^`]*`|\]\([^)]*\)|\{\/\*.*?\*\/\}|<[^>]*>|https?:\/\/\S+|«[A-Z][^»]*»|\*[A-Z][^*]*\*/g, " ");
  });
}

/** The string values of a translation file (code.json), one per line. */
export function translationLines(source: string): string[] {
  return source.split("\n").map((line) => /^\s*"message":\s*"(.*)",?$/.exec(line)?.[1] ?? "");
}
