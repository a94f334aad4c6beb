import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, sep } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";

export interface PageOnlyStylesOptions {
  /** Folders, relative to the site, whose CSS is used by top-level pages only: the landing page, say. */
  folders: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Chunk names a route needs, from the generated route table (`"/ru/-89c": {__comp: "1df93b7f", …}`). */
function chunkNamesByPath(generatedFilesDir: string): Map<string, string[]> {
  const table = JSON.parse(readFileSync(join(generatedFilesDir, "routesChunkNames.json"), "utf8")) as Record<
    string,
    unknown
  >;
  const names = (value: unknown): string[] =>
    typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(names) : [];
  return new Map(Object.entries(table).map(([key, chunks]) => [key.replace(/-[\da-f]+$/, ""), names(chunks)]));
}

/**
 * Docusaurus merges every CSS module of the site into the one stylesheet all pages load. CSS from
 * the given folders is left out of it and stays with the chunk of the page that imports it, so
 * doc pages don't download the landing page's styles. The bundler loads such a stylesheet with
 * the page's code; after the build it is also linked from the page's HTML, so the first paint is
 * styled. CSS modules have unique class names, so the order the stylesheets arrive in is harmless.
 */
export default function pageOnlyStylesPlugin(context: LoadContext, options: unknown): Plugin {
  const { folders } = options as PageOnlyStylesOptions;
  const paths = folders.map((folder) => escape(join(context.siteDir, folder) + sep));
  return {
    name: "page-only-styles",
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: { cacheGroups: { styles: { test: new RegExp(`^(?!(${paths.join("|")}))`) } } },
        },
      };
    },
    async postBuild({ outDir, baseUrl, generatedFilesDir }) {
      const cssDir = join(outDir, "assets", "css");
      const pageStylesheets = readdirSync(cssDir).filter((file) => !file.startsWith("styles."));
      const linked = new Set<string>();
      for (const [routePath, chunkNames] of chunkNamesByPath(generatedFilesDir)) {
        const stylesheets = pageStylesheets.filter((file) => chunkNames.some((name) => file.startsWith(`${name}.`)));
        const html = join(outDir, routePath.slice(baseUrl.length), "index.html");
        if (stylesheets.length === 0 || !existsSync(html)) continue;
        const links = stylesheets.map((file) => `<link rel="stylesheet" href="${baseUrl}assets/css/${file}">`).join("");
        writeFileSync(html, readFileSync(html, "utf8").replace("</head>", `${links}</head>`));
        stylesheets.forEach((file) => linked.add(file));
      }
      // A stylesheet no page links would reach the reader only after the code runs: a flash of unstyled content.
      const unlinked = pageStylesheets.filter((file) => !linked.has(file));
      if (unlinked.length > 0) {
        throw new Error(
          `[page-only-styles] ${unlinked.join(", ")} belong to no top-level page; move the component out of ${folders.join(", ")}.`,
        );
      }
    },
  };
}
