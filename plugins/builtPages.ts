import { existsSync } from "node:fs";
import { join } from "node:path";

/** The HTML file of every page a locale's build wrote (its routes and its not-found page), for postBuild steps. */
export function builtPageFiles(outDir: string, baseUrl: string, routesPaths: string[]): string[] {
  const pages = routesPaths
    .filter((route) => route.startsWith(baseUrl))
    .map((route) => join(outDir, route.slice(baseUrl.length), "index.html"))
    .concat(join(outDir, "404.html"));
  return [...new Set(pages)].filter((page) => existsSync(page));
}
