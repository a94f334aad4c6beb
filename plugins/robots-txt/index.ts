import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";

export interface RobotsTxtOptions {
  /** Origin the site is deployed at (config/env.ts SITE_URL). */
  siteUrl: string;
  /** Path the site is served under, with slashes at both ends (config/env.ts BASE_URL). */
  baseUrl: string;
}

/** robots.txt that lets every crawler in and names each locale's sitemap by its absolute URL. */
export function robotsTxt({ siteUrl, baseUrl }: RobotsTxtOptions, locales: string[], defaultLocale: string): string {
  const sitemaps = locales.map(
    (locale) => `Sitemap: ${siteUrl}${baseUrl}${locale === defaultLocale ? "" : `${locale}/`}sitemap.xml`,
  );
  return ["User-agent: *", "Allow: /", "", ...sitemaps, ""].join("\n");
}

/**
 * Writes robots.txt at the site root, once, while the default locale is built (its output folder is the
 * root; the other locales build into subfolders). The URLs come from the environment, not from the
 * locale's site config, whose base URL carries the locale prefix.
 */
export default function robotsTxtPlugin(context: LoadContext, options: unknown): Plugin {
  const { i18n } = context;
  return {
    name: "robots-txt",
    postBuild({ outDir }) {
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      writeFileSync(
        join(outDir, "robots.txt"),
        robotsTxt(options as RobotsTxtOptions, i18n.locales, i18n.defaultLocale),
      );
    },
  };
}
