/** An address as a page key: decoded, lower case, without `index.html`, `.html` or trailing slashes. */
function pageKey(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape: compare the address as typed.
  }
  return decoded
    .toLowerCase()
    .replace(/(?:\/index)?\.html$/, "")
    .replace(/\/+$/, "");
}

/** Edit distance, stopping early once it exceeds `limit` (pages further away are no suggestion). */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The address in the current docs version: "/docs/v7/url" and "/docs/url" become "/docs/v8/url" for the root
 * "/docs/v8" (a link to an older version, or one written without a version).
 */
function inDocsVersion(key: string, root: string): string {
  const base = root.slice(0, root.lastIndexOf("/") + 1);
  if (!key.startsWith(base) || key === root || key.startsWith(`${root}/`)) return key;
  const [first = "", ...rest] = key.slice(base.length).split("/");
  return [root, ...(/^(?:v?\d[\w.]*|latest|next|current)$/.test(first) ? [] : [first]), ...rest].join("/");
}

/**
 * Pages a reader who landed on a missing address most likely meant, best first: the same address in
 * other letter case or another docs version, then pages a typo or two away (a few more for a long
 * address), then pages whose last segment is the one typed (a command under the wrong object).
 * `docsRoot` is the current docs version's path ("/ru/docs/v8").
 */
export function closestPages(path: string, pages: string[], docsRoot?: string, max = 3): string[] {
  const typed = docsRoot ? inDocsVersion(pageKey(path), pageKey(docsRoot)) : pageKey(path);
  const limit = Math.max(2, Math.floor(typed.length / 12));
  const lastSegment = typed.slice(typed.lastIndexOf("/") + 1);
  return pages
    .map((page) => {
      const key = pageKey(page);
      if (key === typed) return { page, score: 0 };
      const edits = distance(typed, key, limit);
      if (edits <= limit) return { page, score: edits };
      if (lastSegment.length > 2 && key.endsWith(`/${lastSegment}`)) return { page, score: limit + 1 };
      return { page, score: Infinity };
    })
    .filter(({ score }) => score !== Infinity)
    .sort((a, b) => a.score - b.score)
    .slice(0, max)
    .map(({ page }) => page);
}
