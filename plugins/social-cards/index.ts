import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import logger from "@docusaurus/logger";
import type { BlogContent } from "@docusaurus/plugin-content-blog";
import type { LoadedContent as DocsContent } from "@docusaurus/plugin-content-docs";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { cardImagePath } from "./cardPath";
import type { SidebarEntry } from "../shared/sidebarEntry";
import type { CardText } from "./render";

/** A page of its own (landing, versions, the blog's first page) whose card text the config gives. */
export interface TopLevelCard extends CardText {
  /** Path relative to the locale's root, e.g. "/" or "/versions/". */
  path: string;
}

// A type, not an interface: Docusaurus's plugin options need an implicit index signature.
export type SocialCardsOptions = {
  pages: TopLevelCard[];
  /** Drawn at themeConfig.image, the card of every page without its own (tags, archive, not-found). */
  defaultCard: CardText;
  /** Section label of blog posts and blog list pages. */
  blogSection: string;
  /** Section label of a doc outside any sidebar category. */
  docsSection: string;
};

export interface PageCard extends CardText {
  permalink: string;
}

/** For each doc in the sidebars, the label of the category it sits in (its last breadcrumb above itself). */
export function docSections(sidebars: Record<string, SidebarEntry[]>): Map<string, string> {
  const sections = new Map<string, string>();
  const visit = (items: SidebarEntry[], parent: string | undefined) => {
    for (const item of items) {
      if (item.type === "doc" && item.id && parent && !sections.has(item.id)) sections.set(item.id, parent);
      if (item.type !== "category") continue;
      // A category's own page belongs to the category above it, as in its breadcrumbs.
      if (item.link?.type === "doc" && item.link.id && parent && !sections.has(item.link.id)) {
        sections.set(item.link.id, parent);
      }
      visit(item.items ?? [], item.label);
    }
  };
  for (const items of Object.values(sidebars)) visit(items, undefined);
  return sections;
}

/** Every page that gets a card of its own, with the card's text, in the locale being built. */
export function collectPageCards(
  allContent: Record<string, Record<string, unknown> | undefined>,
  options: SocialCardsOptions,
  localeBaseUrl: string,
): PageCard[] {
  const cards: PageCard[] = options.pages.map(({ path, title, section }) => ({
    permalink: `${localeBaseUrl}${path.replace(/^\//, "")}`,
    title,
    section,
  }));
  const docs = allContent["docusaurus-plugin-content-docs"]?.default as DocsContent | undefined;
  for (const version of docs?.loadedVersions ?? []) {
    const sections = docSections(version.sidebars);
    for (const doc of version.docs) {
      // A page that names its own image in front matter keeps it (the theme's PageMetadata shows it).
      if (doc.frontMatter.image) continue;
      cards.push({ permalink: doc.permalink, title: doc.title, section: sections.get(doc.id) ?? options.docsSection });
    }
  }
  const blog = allContent["docusaurus-plugin-content-blog"]?.default as BlogContent | undefined;
  for (const { metadata } of blog?.blogPosts ?? []) {
    if (metadata.frontMatter.image) continue;
    cards.push({ permalink: metadata.permalink, title: metadata.title, section: options.blogSection });
  }
  return cards;
}

/** Cache key of a card: its text and everything else that decides its pixels. */
export function cardKey(card: CardText, rendererVersion: string): string {
  return createHash("sha256")
    .update(JSON.stringify([rendererVersion, card.title, card.section]))
    .digest("hex");
}

/**
 * A 1200×630 card per doc page, blog post and top-level page, in the page's language, written next to the
 * locale's pages under img/social-cards/ (the theme wrappers point og:image at it, see cardPath.ts), plus the
 * default card at themeConfig.image. Cards are cached by content in node_modules/.cache/social-cards, so a
 * warm build only renders the cards whose text (or renderer) changed. They are rendered into that cache once
 * the content is loaded, where no other plugin's work runs alongside, and copied into place after the build,
 * so the time logged (and kept in that folder for the benchmark) is the cards' own.
 */
export default function socialCardsPlugin(context: LoadContext, options: unknown): Plugin {
  const cardOptions = options as SocialCardsOptions;
  const { siteDir, baseUrl, i18n, siteConfig } = context;
  const cacheDir = join(siteDir, "node_modules/.cache/social-cards");
  let cached: { path: string; file: string }[] = [];
  let stats = { ms: 0, cards: 0, rendered: 0 };
  return {
    name: "social-cards",
    async allContentLoaded({ allContent }) {
      // The dev server serves no cards (postBuild never runs there); drawing them would only delay its start.
      if (process.env.NODE_ENV === "development") return;
      const started = Date.now();
      // Loaded here so its libraries cost nothing to commands that never build (start, write-translations).
      const { createCardRenderer } = await import("./render");
      const renderer = createCardRenderer(join(siteDir, "static/img/logo.svg"));
      const cards = collectPageCards(allContent as Parameters<typeof collectPageCards>[0], cardOptions, baseUrl);
      const jobs: [string, CardText][] = cards.map((card) => [cardImagePath(card.permalink, baseUrl), card]);
      const defaultImage = (siteConfig.themeConfig as { image?: string }).image;
      if (defaultImage) jobs.push([defaultImage, cardOptions.defaultCard]);
      const keyed = jobs.map(([path, card]) => ({
        path,
        card,
        file: join(cacheDir, `${cardKey(card, renderer.version)}.png`),
      }));
      const missing = keyed.filter(({ file }) => !existsSync(file));
      mkdirSync(cacheDir, { recursive: true });
      // All at once: each card's layout runs on the main thread and its rasterising on the thread pool.
      await Promise.all(
        missing.map(async ({ file, card }) => {
          const png = await renderer.render(card);
          // Renamed into place, so an interrupted build leaves no half-written card in the cache.
          writeFileSync(`${file}.tmp`, png);
          renameSync(`${file}.tmp`, file);
        }),
      );
      cached = keyed;
      stats = { ms: Date.now() - started, cards: jobs.length, rendered: missing.length };
    },
    async postBuild({ outDir }) {
      // Synchronous, so the time measured is the copying's own even while other plugins' postBuild run.
      const started = Date.now();
      for (const { path, file } of cached) {
        mkdirSync(dirname(join(outDir, path)), { recursive: true });
        copyFileSync(file, join(outDir, path));
      }
      const { cards, rendered } = stats;
      const ms = stats.ms + Date.now() - started;
      writeFileSync(join(cacheDir, `last-build-${i18n.currentLocale}.json`), JSON.stringify({ ms, cards, rendered }));
      logger.info(`[social-cards] ${i18n.currentLocale}: ${cards} cards, ${rendered} rendered, ${ms} ms`);
    },
  };
}
