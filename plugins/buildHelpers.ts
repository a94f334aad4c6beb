// Helpers the site's plugins share for what they do to the bundler config and to the built files.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Configuration } from "webpack";

/** Writes a file only when its content changes, so the build cache keeps the modules that import it. */
export function writeIfChanged(file: string, content: string): void {
  if (!existsSync(file) || readFileSync(file, "utf8") !== content) writeFileSync(file, content);
}

/** Points exact module requests (`name$`) at other files, ahead of the config's own aliases. */
export function prependExactAliases(config: Configuration, aliases: Record<string, string>): void {
  // The resolver takes the first alias that matches, and `@generated` matches every generated module too.
  config.resolve = { ...config.resolve, alias: { ...aliases, ...config.resolve?.alias } };
}

/** The HTML file of every page a locale's build wrote (its routes and its not-found page), for postBuild steps. */
export function builtPageFiles(outDir: string, baseUrl: string, routesPaths: string[]): string[] {
  const pages = routesPaths
    .filter((route) => route.startsWith(baseUrl))
    .map((route) => join(outDir, route.slice(baseUrl.length), "index.html"))
    .concat(join(outDir, "404.html"));
  return [...new Set(pages)].filter((page) => existsSync(page));
}
