import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import type { LoadedContent, LoadedVersion } from "@docusaurus/plugin-content-docs";

type SidebarItem = LoadedVersion["sidebars"][string][number];

export interface SectionPage {
  permalink: string;
  title: string;
}

/** Doc ids in the order the sidebars show them: a category's own page before its items. */
function sidebarOrder(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === "doc") return [item.id];
    if (item.type !== "category") return [];
    const own = item.link?.type === "doc" ? [item.link.id] : [];
    return [...own, ...sidebarOrder(item.items)];
  });
}

/**
 * Each folder of a docs version that has pages under it but no page of its own (`/docs/v8/guides/`),
 * mapped to the first of its pages in sidebar order: the section's own page where it has one.
 */
export function sectionStarts(version: LoadedVersion): Map<string, SectionPage> {
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const ordered = [...new Set(Object.values(version.sidebars).flatMap(sidebarOrder))].flatMap(
    (id) => byId.get(id) ?? [],
  );
  const unlisted = version.docs.filter((doc) => !ordered.includes(doc));
  const pages = new Set(version.docs.map((doc) => doc.permalink.replace(/\/$/, "")));
  const root = version.path.replace(/\/$/, "");
  const starts = new Map<string, SectionPage>();
  for (const doc of [...ordered, ...unlisted]) {
    const parts = doc.permalink.slice(root.length).split("/").filter(Boolean);
    for (let depth = 1; depth < parts.length; depth += 1) {
      const folder = `${root}/${parts.slice(0, depth).join("/")}`;
      if (!pages.has(folder) && !starts.has(folder))
        starts.set(folder, { permalink: `${doc.permalink.replace(/\/$/, "")}/`, title: doc.title });
    }
  }
  return starts;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A page that sends the reader on at once, with no script, so the site's content security policy holds. */
export function redirectPage(target: SectionPage, siteUrl: string, htmlLang: string): string {
  const href = escapeHtml(target.permalink);
  return [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(htmlLang)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<link rel="canonical" href="${escapeHtml(siteUrl)}${href}">`,
    `<title>${escapeHtml(target.title)}</title>`,
    "</head>",
    `<body><a href="${href}">${escapeHtml(target.title)}</a></body>`,
    "</html>",
    "",
  ].join("\n");
}

/**
 * A reader who trims a doc's address to its folder (`/docs/v8/guides/`) lands on the section's first
 * page instead of a server error: the folders hold pages but no index.html, which nginx answers with 403
 * and other static hosts with a listing or a 404. Static pages, so they work on any host.
 */
export default function sectionRedirectsPlugin(context: LoadContext): Plugin {
  const { siteConfig, i18n, baseUrl } = context;
  let starts = new Map<string, SectionPage>();
  return {
    name: "section-redirects",
    allContentLoaded({ allContent }) {
      const docs = allContent["docusaurus-plugin-content-docs"]?.default as LoadedContent | undefined;
      if (!docs) throw new Error("section-redirects: the docs plugin's content is missing.");
      starts = new Map(docs.loadedVersions.flatMap((version) => [...sectionStarts(version)]));
    },
    postBuild({ outDir }) {
      const htmlLang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
      for (const [folder, target] of starts) {
        const dir = join(outDir, folder.slice(baseUrl.length));
        if (existsSync(join(dir, "index.html")))
          throw new Error(`section-redirects: ${folder} has a page of its own; it needs no redirect.`);
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, "index.html"), redirectPage(target, siteConfig.url, htmlLang));
      }
    },
  };
}
