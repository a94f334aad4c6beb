import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import logger from "@docusaurus/logger";
import { readDefaultCodeTranslationMessages } from "@docusaurus/theme-translations";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { buildSearchIndex, extractRecords, type SectionLabels } from "./indexer";
import type { Locale } from "./text";
import { SEARCH_INDEX_FILE, type SearchRecord } from "./types";

export interface LocalSearchOptions {
  /** Off when hosted DocSearch is configured: then the Algolia theme provides search. */
  enabled: boolean;
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

export interface LocalSearchGlobalData {
  indexUrl: string;
  searchPagePath: string;
}

/**
 * Embedded search: after the build, indexes the built pages of the locale (docs and blog posts)
 * into <locale root>/search-index.json, and adds the search page route. The browser side is
 * src/theme/SearchBar (DocSearch modal fed by plugins/local-search/client) and src/components/SearchPage.
 */
export default function localSearchPlugin(context: LoadContext, options: unknown): Plugin {
  const { enabled, labels } = options as LocalSearchOptions;
  if (!enabled) return { name: "local-search" };
  const { baseUrl, i18n } = context;
  const searchPagePath = `${baseUrl}search`;
  return {
    name: "local-search",
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
      } satisfies LocalSearchGlobalData);
      actions.addRoute({ path: searchPagePath, component: "@site/src/components/SearchPage", exact: true });
    },
    async postBuild({ outDir, routesPaths }) {
      const started = performance.now();
      const records: SearchRecord[] = [];
      for (const route of routesPaths) {
        if (!route.startsWith(baseUrl)) continue;
        const file = join(outDir, route.slice(baseUrl.length), "index.html");
        if (!existsSync(file)) continue;
        records.push(...extractRecords(readFileSync(file, "utf8"), route, labels, records.length));
      }
      const serialized = JSON.stringify(buildSearchIndex(records, i18n.currentLocale as Locale));
      writeFileSync(join(outDir, SEARCH_INDEX_FILE), serialized);
      const ms = Math.round(performance.now() - started);
      logger.info(
        `[local-search] ${i18n.currentLocale}: ${records.length} records, ${Math.round(serialized.length / 1024)} KB, ${ms} ms`,
      );
    },
  };
}
