import type { Config } from "@docusaurus/types";
import type { ThemeConfig } from "@docusaurus/preset-classic";
import { announcementBar } from "./config/announcement";
import { blog } from "./config/blog";
import { buildRules } from "./config/buildRules";
import { parseFrontMatter } from "./config/russianTitles";
import { docs } from "./config/docs";
import { readSiteEnv } from "./config/env";
import { buildFooter } from "./config/footer";
import { i18n } from "./config/i18n";
import { navbar } from "./config/navbar";
import { prism } from "./config/prism";
import { docsNewIssueUrl, docsPath, productName, repositoryUrl } from "./config/site";
import colorModePlugin from "./plugins/color-mode";
import fontsPlugin from "./plugins/fonts";
import docsPlugin from "./plugins/docs";
import llmsTxtPlugin from "./plugins/llms-txt";
import localSearchPlugin, { type LocalSearchOptions } from "./plugins/local-search";
import prebuiltHighlightPlugin from "./plugins/prebuilt-highlight";
import hashOnlyChunkNamesPlugin from "./plugins/hash-only-chunk-names";
import pureDocFigurePlugin from "./plugins/pure-doc-figure";
import utf8JsOutputPlugin from "./plugins/utf8-js-output";
import leanBrowserManifestsPlugin from "./plugins/lean-browser-manifests";
import buildCacheKeysPlugin from "./plugins/build-cache-keys";
import precompressedAssetsPlugin from "./plugins/precompressed-assets";
import utilsCommonEsmPlugin from "./plugins/utils-common-esm";
import { translateConfig } from "./config/translateConfig";
import yandexMetricaPlugin from "./plugins/yandex-metrica";
import socialCardsPlugin from "./plugins/social-cards";
import robotsTxtPlugin from "./plugins/robots-txt";
import siteIconsPlugin from "./plugins/site-icons";
import blogPlugin from "./plugins/blog";
import { socialCards } from "./config/socialCards";

const env = readSiteEnv();

const themeConfig: ThemeConfig = {
  image: "img/social-card.png",
  metadata: [{ name: "keywords", content: "testplane, hermione, e2e testing, visual testing, screenshot testing" }],
  colorMode: {
    defaultMode: "light",
    disableSwitch: false,
    // Enables the three-way toggle (light, dark, system) and live following of the OS setting;
    // first-time visitors still get light (plugins/color-mode).
    respectPrefersColorScheme: true,
  },
  announcementBar,
  navbar,
  footer: buildFooter(),
  docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  prism,
  ...(env.docSearch
    ? {
        algolia: {
          appId: env.docSearch.appId,
          apiKey: env.docSearch.apiKey,
          indexName: env.docSearch.indexName,
          contextualSearch: true,
          searchPagePath: "search",
        },
      }
    : {}),
};

const config: Config = {
  title: productName,
  tagline: "End-to-end testing of web apps at any scale, in any browser, on any platform",
  favicon: "img/favicon.svg",
  url: env.siteUrl,
  baseUrl: env.baseUrl,
  organizationName: "gemini-testing",
  projectName: "testplane",
  ...buildRules,
  markdown: { ...buildRules.markdown, parseFrontMatter },
  // One colour-mode choice and announcement dismissal for the whole site: the default namespace
  // differs per locale (it hashes the localized base URL), which would reset them on a language switch.
  storage: { type: "localStorage", namespace: false },
  i18n,
  customFields: { repositoryUrl },
  clientModules: ["./src/clientModules/chunkLoadFailure.tsx"],
  presets: [
    [
      "classic",
      {
        // Added below, through plugins/docs.
        docs: false,
        // Added below, through plugins/blog.
        blog: false,
        theme: { customCss: "./src/css/custom.css" },
        sitemap: { lastmod: null, changefreq: null, priority: null },
      },
    ],
  ],
  plugins: [
    [docsPlugin, docs],
    colorModePlugin,
    fontsPlugin,
    prebuiltHighlightPlugin,
    utilsCommonEsmPlugin,
    hashOnlyChunkNamesPlugin,
    pureDocFigurePlugin,
    utf8JsOutputPlugin,
    leanBrowserManifestsPlugin,
    buildCacheKeysPlugin,
    precompressedAssetsPlugin,
    [yandexMetricaPlugin, { counterId: env.metricaCounterId }],
    [
      localSearchPlugin,
      {
        enabled: !env.docSearch,
        newIssueUrl: docsNewIssueUrl,
        labels: {
          docs: translateConfig("search.section.docs", "Documentation"),
          blog: translateConfig("search.section.blog", "Blog"),
        },
      } satisfies LocalSearchOptions,
    ],
    [blogPlugin, blog],
    [socialCardsPlugin, socialCards],
    [robotsTxtPlugin, { siteUrl: env.siteUrl, baseUrl: env.baseUrl }],
    llmsTxtPlugin,
    siteIconsPlugin,
    ["@docusaurus/plugin-client-redirects", { redirects: [{ from: "/docs/", to: docsPath() }] }],
  ],
  themeConfig,
};

export default config;
