import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import logger from "@docusaurus/logger";
import { readDefaultCodeTranslationMessages } from "@docusaurus/theme-translations";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { buildSearchIndex, extractRecords, type SectionLabels } from "./indexer";
import type { Locale } from "./text";
import { SEARCH_INDEX_FILE, type SearchRecord } from "./types";
import { installedVersion } from "../shared/installedVersion";
import { compressFiles } from "../shared/compress";

export interface LocalSearchOptions {
  /** Off when hosted DocSearch is configured: then the Algolia theme provides search. */
  enabled: boolean;
  /** Where "Let us know." opens a new issue, for a query that finds nothing. */
  newIssueUrl: string;
  labels: SectionLabels;
}

/** DocSearch's stylesheet and the site's colours for it, injected by the modal when it first opens. */
const MODAL_STYLESHEETS = [require.resolve("@docsearch/css/dist/style.css"), join(__dirname, "client/modalTheme.css")];

/**
 * The strings of the modal and the search page are the Algolia theme's own (its SearchTranslations
 * module, with the theme's translations for the locale), so the embedded and the hosted search read
 * alike. The theme is not loaded when search is embedded: its module is reached by file, past the
 * package's exports.
 */
const THEME_SEARCH_TRANSLATIONS = join(
  dirname(require.resolve("@docusaurus/theme-search-algolia")),
  "theme/SearchTranslations/index.js",
);

/**
 * What an index is made from besides the pages: the indexing code and the libraries it tokenises and stems
 * with. With the built pages, they make the key under which an index is kept in node_modules/.cache.
 */
function indexerInputs(locale: string, labels: SectionLabels): ReturnType<typeof createHash> {
  const inputs = createHash("sha256").update(locale).update(JSON.stringify(labels));
  for (const file of ["indexer.ts", "searchIndex.ts", "text.ts", "types.ts"])
    inputs.update(file).update(readFileSync(join(__dirname, file)));
  for (const name of ["minisearch", "@orama/stemmers", "cheerio"]) inputs.update(`${name}@${installedVersion(name)}`);
  return inputs;
}

/**
 * Script and link tags name assets by their hash, and nothing indexed comes from them: the key leaves them out, so
 * that a page whose JavaScript alone changed (Rspack may rename a chunk's variables on a warm build) keeps its index.
 */
const ASSET_TAGS = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*>/g;

export interface LocalSearchGlobalData {
  indexUrl: string;
  searchPagePath: string;
  newIssueUrl: string;
}

/**
 * Embedded search: after the build, indexes the built pages of the locale (docs and blog posts)
 * into <locale root>/search-index.json, and adds the search page route. The browser side is this plugin's theme:
 * the navbar's SearchBar (DocSearch's modal answering from client/) and the SearchPage. With hosted DocSearch
 * configured, the plugin does nothing and the Algolia theme's bar and page render.
 */
export default function localSearchPlugin(context: LoadContext, options: unknown): Plugin {
  const { enabled, newIssueUrl, labels } = options as LocalSearchOptions;
  if (!enabled) return { name: "local-search" };
  const { baseUrl, i18n } = context;
  const searchPagePath = `${baseUrl}search`;
  return {
    name: "local-search",
    getThemePath: () => join(__dirname, "theme"),
    getPathsToWatch: () => MODAL_STYLESHEETS,
    getDefaultCodeTranslationMessages: () =>
      readDefaultCodeTranslationMessages({ locale: i18n.currentLocale, name: "theme-search-algolia" }),
    configureWebpack() {
      return { resolve: { alias: { "@theme/SearchTranslations$": THEME_SEARCH_TRANSLATIONS } } };
    },
    async contentLoaded({ actions }) {
      // Not imported as CSS: the bundler merges all imported CSS into the one stylesheet every page loads.
      const modalStyles = MODAL_STYLESHEETS.map((file) => readFileSync(file, "utf8")).join("\n");
      await actions.createData("modal-styles.json", JSON.stringify(modalStyles));
      actions.setGlobalData({
        indexUrl: `${baseUrl}${SEARCH_INDEX_FILE}`,
        searchPagePath,
        newIssueUrl,
      } satisfies LocalSearchGlobalData);
      actions.addRoute({ path: searchPagePath, component: "@theme/SearchPage", exact: true });
    },
    // Indexing takes seconds per locale. When a locale's built pages are those of its last build, byte for byte
    // but for asset tags (a rebuild with no change, or a change to the other locale only), its last index is reused.
    async postBuild({ outDir, routesPaths }) {
      const started = performance.now();
      const locale = i18n.currentLocale;
      const pages: [string, string][] = [];
      for (const route of routesPaths) {
        if (!route.startsWith(baseUrl)) continue;
        const file = join(outDir, route.slice(baseUrl.length), "index.html");
        if (existsSync(file)) pages.push([route, readFileSync(file, "utf8")]);
      }
      const key = indexerInputs(locale, labels);
      for (const [route, html] of pages) key.update(route).update("\0").update(html.replace(ASSET_TAGS, ""));
      const cacheDir = join(context.siteDir, "node_modules/.cache/local-search");
      const cached = join(cacheDir, `${locale}-${key.digest("hex")}.json`);
      const indexFile = join(outDir, SEARCH_INDEX_FILE);
      // The index is sent precompressed too (deploy/nginx: gzip_static, brotli_static), from the .gz and .br kept
      // beside it in the cache.
      const copyIndex = () => {
        copyFileSync(cached, indexFile);
        for (const extension of [".gz", ".br"]) copyFileSync(`${cached}${extension}`, `${indexFile}${extension}`);
      };
      if (existsSync(`${cached}.br`)) {
        copyIndex();
        const ms = Math.round(performance.now() - started);
        logger.info(`[local-search] ${locale}: pages unchanged, index reused, ${ms} ms`);
        return;
      }
      const records: SearchRecord[] = [];
      const siteKeywords =
        (context.siteConfig.themeConfig.metadata as { name?: string; content?: string }[] | undefined)?.find(
          (tag) => tag.name === "keywords",
        )?.content ?? "";
      for (const [route, html] of pages)
        records.push(...extractRecords(html, route, labels, records.length, siteKeywords));
      const serialized = JSON.stringify(buildSearchIndex(records, locale as Locale));
      mkdirSync(cacheDir, { recursive: true });
      for (const old of readdirSync(cacheDir).filter((name) => name.startsWith(`${locale}-`)))
        rmSync(join(cacheDir, old), { force: true });
      // Renamed into place, so an interrupted build leaves no half-written index in the cache; its .br comes last.
      writeFileSync(`${cached}.tmp`, serialized);
      renameSync(`${cached}.tmp`, cached);
      await compressFiles([[cached, cached]]);
      copyIndex();
      const ms = Math.round(performance.now() - started);
      logger.info(
        `[local-search] ${locale}: ${records.length} records, ${Math.round(serialized.length / 1024)} KB, ${ms} ms`,
      );
    },
  };
}
