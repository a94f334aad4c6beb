import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import type { Configuration, RuleSetRule } from "webpack";
import { builtPageFiles } from "../buildHelpers";

export interface FontPreloadOptions {
  /** Per locale, the start of the emitted font file names to preload, e.g. "inter-latin-wght-normal". */
  fonts: Record<string, string[]>;
}

/** `<link rel="preload">` tags for the emitted font files whose names start with one of `prefixes`. */
export function preloadTags(fontFiles: string[], prefixes: string[], assetsUrl: string): string {
  return prefixes
    .map((prefix) => fontFiles.find((file) => file.startsWith(`${prefix}-`) && file.endsWith(".woff2")))
    .filter((file): file is string => file !== undefined)
    .map((file) => `<link rel="preload" href="${assetsUrl}${file}" as="font" type="font/woff2" crossorigin>`)
    .join("");
}

const FONT_FILE = "font.woff2";

/**
 * Docusaurus inlines font files under 10 KB as data: URLs. Such a face cannot be preloaded, and the
 * browser decodes it only once layout asks for it, after which the whole page is laid out again
 * (the Cyrillic subset of the code font did this on every Russian page with code). Emitting every
 * font as a file lets each page preload the faces it uses.
 */
export function neverInlineFonts(config: Configuration): void {
  for (const rule of config.module?.rules ?? []) {
    if (!rule || typeof rule !== "object" || !(rule.test instanceof RegExp) || !rule.test.test(FONT_FILE)) continue;
    for (const use of Array.isArray(rule.use) ? rule.use : []) {
      const loader = use as RuleSetRule;
      if (
        typeof loader.loader === "string" &&
        loader.loader.includes("url-loader") &&
        typeof loader.options === "object"
      )
        loader.options = { ...loader.options, limit: false };
    }
  }
}

/**
 * The body font is declared with `font-display: optional` (src/css/fonts.css), so text never
 * reflows; preloading it makes it ready before the first paint. Font file names carry a content
 * hash known only after bundling, so the tags are added to the built pages.
 */
export default function fontPreloadPlugin(context: LoadContext, options: unknown): Plugin {
  const { fonts } = options as FontPreloadOptions;
  const { baseUrl, i18n } = context;
  return {
    name: "font-preload",
    configureWebpack(config) {
      neverInlineFonts(config);
      return {};
    },
    async postBuild({ outDir, routesPaths }) {
      const fontDir = join(outDir, "assets/fonts");
      if (!existsSync(fontDir)) return;
      const tags = preloadTags(readdirSync(fontDir), fonts[i18n.currentLocale] ?? [], `${baseUrl}assets/fonts/`);
      if (!tags) return;
      for (const page of builtPageFiles(outDir, baseUrl, routesPaths)) {
        const html = readFileSync(page, "utf8");
        if (html.includes('rel="preload" as="font"') || !html.includes("<head>")) continue;
        writeFileSync(page, html.replace("<head>", `<head>${tags}`));
      }
    },
  };
}
