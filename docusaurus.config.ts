import type { Config } from "@docusaurus/types";
import type { ThemeConfig } from "@docusaurus/preset-classic";
import { announcementBar } from "./config/announcement";
import { blog } from "./config/blog";
import { docs } from "./config/docs";
import { readSiteEnv } from "./config/env";
import { buildFooter } from "./config/footer";
import { i18n } from "./config/i18n";
import { navbar } from "./config/navbar";
import { prism } from "./config/prism";
import { productName, repositoryUrl } from "./config/site";
import colorModePlugin from "./plugins/color-mode";
import fontPreloadPlugin from "./plugins/font-preload";
import llmsTxtPlugin from "./plugins/llms-txt";
import localSearchPlugin from "./plugins/local-search";
import prebuiltHighlightPlugin from "./plugins/prebuilt-highlight";
import pageOnlyStylesPlugin from "./plugins/page-only-styles";
import leanDocsPropsPlugin from "./plugins/lean-docs-props";
import hashOnlyChunkNamesPlugin from "./plugins/hash-only-chunk-names";
import utf8JsOutputPlugin from "./plugins/utf8-js-output";
import leanBrowserManifestsPlugin from "./plugins/lean-browser-manifests";
import buildCacheKeysPlugin from "./plugins/build-cache-keys";
import utilsCommonEsmPlugin from "./plugins/utils-common-esm";
import clientHeadManagerPlugin from "./plugins/client-head-manager";
import browserReactPlugin from "./plugins/browser-react";
import deferredFirstPreloadPlugin from "./plugins/deferred-first-preload";
import inlineCodeTranslationsPlugin from "./plugins/inline-code-translations";
import { translateConfig } from "./config/translateConfig";
import yandexMetricaPlugin from "./plugins/yandex-metrica";

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
  trailingSlash: true,
  organizationName: "gemini-testing",
  projectName: "testplane",
  onBrokenLinks: "throw",
  onBrokenAnchors: "warn",
  onDuplicateRoutes: "warn",
  markdown: { hooks: { onBrokenMarkdownLinks: "throw" } },
  future: { v4: true, faster: true },
  // One colour-mode choice and announcement dismissal for the whole site: the default namespace
  // differs per locale (it hashes the localized base URL), which would reset them on a language switch.
  storage: { type: "localStorage", namespace: false },
  i18n,
  customFields: { repositoryUrl },
  clientModules: [
    "./src/clientModules/chunkLoadFailure.tsx",
    "./src/clientModules/idlePrefetch.ts",
    "./src/clientModules/docBlocksInIdleTime.ts",
  ],
  presets: [
    [
      "classic",
      {
        // Added below, through plugins/lean-docs-props.
        docs: false,
        blog,
        theme: { customCss: "./src/css/custom.css" },
        sitemap: { lastmod: null, changefreq: null, priority: null },
      },
    ],
  ],
  plugins: [
    [leanDocsPropsPlugin, docs],
    colorModePlugin,
    prebuiltHighlightPlugin,
    utilsCommonEsmPlugin,
    clientHeadManagerPlugin,
    browserReactPlugin,
    deferredFirstPreloadPlugin,
    inlineCodeTranslationsPlugin,
    hashOnlyChunkNamesPlugin,
    utf8JsOutputPlugin,
    leanBrowserManifestsPlugin,
    buildCacheKeysPlugin,
    [
      pageOnlyStylesPlugin,
      {
        folders: [
          "src/pages",
          "src/components/HomepageHero",
          "src/components/InstallPrompt",
          "src/components/LandingDemo",
          "src/components/LandingStats",
          "src/components/FeatureSections",
          "src/components/SearchPage",
          "src/components/VersionsTable",
        ],
      },
    ],
    [yandexMetricaPlugin, { counterId: env.metricaCounterId }],
    [
      fontPreloadPlugin,
      {
        fonts: {
          en: ["inter-latin-wght-normal", "jetbrains-mono-latin-400-normal"],
          ru: [
            "inter-latin-wght-normal",
            "inter-cyrillic-wght-normal",
            "jetbrains-mono-latin-400-normal",
            "jetbrains-mono-cyrillic-400-normal",
          ],
        },
      },
    ],
    [
      localSearchPlugin,
      {
        enabled: !env.docSearch,
        labels: {
          docs: translateConfig("search.section.docs", "Documentation"),
          blog: translateConfig("search.section.blog", "Blog"),
        },
      },
    ],
    llmsTxtPlugin,
    ["@docusaurus/plugin-client-redirects", { redirects: [{ from: "/docs/", to: "/docs/v8/" }] }],
  ],
  themeConfig,
};

export default config;
