/** A fenced code block of a Markdown or MDX page. */
export interface Fence {
  /** 1-based lines of the opening and the closing fence. */
  open: number;
  close: number;
  lang: string;
  /** The info string after the language, trimmed: `title="tests/cart.testplane.ts" fragment`. */
  meta: string;
  /** The lines between the fences, less the opening fence's indentation. */
  code: string;
}

/**
 * The fenced code blocks of a page, in order. A fence closes with a line of its own character, at least as long and
 * with nothing after it (CommonMark). One that never closes is an error naming the file and line: MDX would read the
 * rest of the page as code, and checks that follow the page would miss everything after it.
 */
export function readFences(markdown: string, file: string): Fence[] {
  const lines = markdown.split("\n");
  const fences: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const opening = /^(\s*)(`{3,}|~{3,})(\w*)(.*)$/.exec(lines[i] ?? "");
    if (!opening) continue;
    const [, indent = "", marker = "```", lang = "", meta = ""] = opening;
    const end = lines.findIndex((line, j) => {
      const closing = /^\s*(`{3,}|~{3,})\s*$/.exec(line)?.[1];
      return j > i && closing !== undefined && closing[0] === marker[0] && closing.length >= marker.length;
    });
    if (end === -1) throw new Error(`${file}:${i + 1}: a code fence that is never closed`);
    fences.push({
      open: i + 1,
      close: end + 1,
      lang,
      meta: meta.trim(),
      code: lines
        .slice(i + 1, end)
        .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
        .join("\n"),
    });
    i = end;
  }
  return fences;
}

/** The value of `name="value"` in a fence's meta. */
export function metaValue(meta: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(meta)?.[1];
}

/** Whether a fence's meta has `name`, alone or with a value. */
export function metaFlag(meta: string, name: string): boolean {
  return new RegExp(`(?:^|\\s)${name}(?:\\s|=|$)`).test(meta);
}

/**
 * The lines of a page with its fenced code blanked out, fences included, so that line numbers stay those of the file
 * and checks of prose or headings never look inside code samples.
 */
export function linesOutsideCode(markdown: string, file: string): string[] {
  const lines = markdown.split("\n");
  for (const { open, close } of readFences(markdown, file)) lines.fill("", open - 1, close);
  return lines;
}
