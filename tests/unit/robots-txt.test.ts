import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { describe, expect, it } from "vitest";
import { readSiteEnv } from "../../config/env";
import robotsTxtPlugin, { robotsTxt } from "../../plugins/robots-txt";

const locales = ["en", "ru"];

/** robots.txt as the build writes it for these environment variables. */
function forEnv(env: Record<string, string>): string {
  const { siteUrl, baseUrl } = readSiteEnv(env);
  return robotsTxt({ siteUrl, baseUrl }, locales, "en");
}

describe("robots.txt", () => {
  it("allows every crawler everywhere", () => {
    expect(forEnv({})).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(forEnv({})).not.toMatch(/Disallow: \S/);
  });

  it("names both locales' sitemaps at the default site URL and base path", () => {
    expect(forEnv({}).match(/^Sitemap: .*$/gm)).toEqual([
      "Sitemap: https://testplane.io/sitemap.xml",
      "Sitemap: https://testplane.io/ru/sitemap.xml",
    ]);
  });

  it("takes the origin from SITE_URL", () => {
    expect(forEnv({ SITE_URL: "https://docs.example.com/" }).match(/^Sitemap: .*$/gm)).toEqual([
      "Sitemap: https://docs.example.com/sitemap.xml",
      "Sitemap: https://docs.example.com/ru/sitemap.xml",
    ]);
  });

  it("puts the sitemaps under BASE_URL, with the locale after it", () => {
    expect(forEnv({ SITE_URL: "http://127.0.0.1:8080", BASE_URL: "/testplane" }).match(/^Sitemap: .*$/gm)).toEqual([
      "Sitemap: http://127.0.0.1:8080/testplane/sitemap.xml",
      "Sitemap: http://127.0.0.1:8080/testplane/ru/sitemap.xml",
    ]);
  });

  it("is written once, into the default locale's output (the site root), not into /ru/", async () => {
    const build = (currentLocale: string) => {
      const context = { i18n: { currentLocale, defaultLocale: "en", locales } } as unknown as LoadContext;
      const plugin: Plugin = robotsTxtPlugin(context, { siteUrl: "https://testplane.io", baseUrl: "/" });
      const outDir = mkdtempSync(join(tmpdir(), "robots-"));
      return { outDir, run: () => plugin.postBuild?.({ outDir } as Parameters<NonNullable<Plugin["postBuild"]>>[0]) };
    };
    const root = build("en");
    await root.run();
    expect(readFileSync(join(root.outDir, "robots.txt"), "utf8")).toContain(
      "Sitemap: https://testplane.io/ru/sitemap.xml",
    );
    const russian = build("ru");
    await russian.run();
    expect(existsSync(join(russian.outDir, "robots.txt"))).toBe(false);
  });
});
