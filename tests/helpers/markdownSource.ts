/**
 * The lines of a Markdown/MDX source with fenced code blanked out (fences included), so that line numbers stay
 * those of the file and checks of prose or headings never look inside code samples.
 */
export function linesOutsideCode(source: string): string[] {
  let fence: string | null = null;
  return source.split("\n").map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      // A fence closes only with the same character, at least as long, and nothing after it (no info string).
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && /^\s*[`~]+\s*$/.test(line)) fence = null;
      return "";
    }
    return fence === null ? line : "";
  });
}
