import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { BlogContent } from "@docusaurus/plugin-content-blog";
import type { LoadedContent as DocsContent } from "@docusaurus/plugin-content-docs";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { llmsFullTxt, llmsTxt, sidebarSections, type IndexedPage, type Section } from "./llmsTxt";
import type { SidebarEntry } from "../shared/sidebarEntry";
import { markdownCopy } from "./markdown";

/** A doc page or blog post that gets a Markdown copy. */
interface Page extends IndexedPage {
  kind: "doc" | "blog";
  docId?: string;
  permalink: string;
  sourceFile: string;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The plugin's own strings, in English. They are translated in i18n/<locale>/llms-txt/strings.json
 * (`npm run write-translations` adds new ones) rather than in code.json, whose strings every page ships.
 * `{version}` is the label of the docs version the files are made from.
 */
const STRINGS = {
  summary:
    "Testplane is an open-source framework for end-to-end and screenshot testing of web applications in real browsers, the successor of Hermione. It runs tests written with Mocha-style describe/it blocks and WebdriverIO commands on local browsers or a remote grid, compares screenshots with assertView and shows results in html-reporter.",
  details:
    "Each link below is the Markdown copy of a documentation page of Testplane {version}. The file llms-full.txt next to this one holds all of them in one file, in the order of the sidebar.",
  "section.docs": "Documentation",
  "section.ui": "HTML report UI",
  "section.other": "Other pages",
  "section.blog": "Blog",
};
type Strings = typeof STRINGS;

/**
 * Docs for AI assistants, per locale: a Markdown copy of every doc page and blog post next to its page
 * (`/docs/v8/quickstart/` → `/docs/v8/quickstart.md`), `llms.txt` listing the doc pages by sidebar section,
 * and `llms-full.txt` with all doc pages in sidebar order. Copies are made from the MDX sources, so code
 * blocks stay exactly as written; links and images become absolute URLs (links to other pages point at
 * their copies). Its strings are translated as the plugin's own (STRINGS); admonition titles are the theme's.
 */
export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const { siteDir, siteConfig, baseUrl, codeTranslations, i18n } = context;
  const origin = siteConfig.url.replace(/\/$/, "");
  const t = (id: string, message: string) => codeTranslations[id] ?? message;
  const copyUrl = (permalink: string) => `${origin}${permalink.replace(/\/$/, "")}.md`;
  let pages: Page[] = [];
  let sections: Section[] = [];
  let versionLabel = "";
  let strings = STRINGS;

  return {
    name: "llms-txt",

    async loadContent() {
      return STRINGS;
    },

    getTranslationFiles: async () => [
      {
        path: "strings",
        content: Object.fromEntries(Object.entries(STRINGS).map(([id, message]) => [id, { message }])),
      },
    ],

    translateContent({ content, translationFiles }) {
      const translated = translationFiles[0]?.content ?? {};
      return Object.fromEntries(
        Object.entries(content as Strings).map(([id, message]) => [id, translated[id]?.message ?? message]),
      ) as Strings;
    },

    async contentLoaded({ content }) {
      strings = content as Strings;
    },

    async allContentLoaded({ allContent }) {
      const docs = allContent["docusaurus-plugin-content-docs"]?.default as DocsContent | undefined;
      const blog = allContent["docusaurus-plugin-content-blog"]?.default as BlogContent | undefined;
      const version = docs?.loadedVersions.find((loaded) => loaded.isLast) ?? docs?.loadedVersions[0];
      versionLabel = version?.label ?? "";
      const fromSite = (source: string) => resolve(siteDir, source.replace(/^@site\//, ""));
      const docPages: Page[] = (version?.docs ?? [])
        .filter((doc) => !doc.unlisted)
        .map((doc) => ({
          kind: "doc",
          docId: doc.id,
          title: doc.title,
          description: doc.description || undefined,
          permalink: doc.permalink,
          copyUrl: copyUrl(doc.permalink),
          sourceFile: fromSite(doc.source),
        }));
      const blogPages: Page[] = (blog?.blogPosts ?? [])
        .filter((post) => !post.metadata.unlisted)
        .map(({ metadata }) => ({
          kind: "blog",
          title: metadata.title,
          description: metadata.description || undefined,
          permalink: metadata.permalink,
          copyUrl: copyUrl(metadata.permalink),
          sourceFile: fromSite(metadata.source),
        }));
      pages = [...docPages, ...blogPages];

      const byId = new Map(docPages.map((page) => [page.docId, page]));
      const sidebarTitles: Record<string, string> = {
        mainSidebar: strings["section.docs"],
        ui: strings["section.ui"],
      };
      sections = sidebarSections(
        Object.entries(version?.sidebars ?? {}).map(([id, items]) => ({
          title: sidebarTitles[id] ?? id,
          items: items as SidebarEntry[],
        })),
        (docId) => byId.get(docId),
      );
      const listed = new Set(sections.flatMap((section) => section.pages));
      const unlisted = docPages.filter((page) => !listed.has(page));
      if (unlisted.length) sections.push({ title: strings["section.other"], pages: unlisted });
      if (blogPages.length) sections.push({ title: strings["section.blog"], pages: blogPages });
    },

    async postBuild({ outDir }) {
      // Permalinks of the loaded content have no trailing slash; links in the pages may have one.
      const withoutSlash = (path: string) => path.replace(/(.)\/$/, "$1");
      const byPath = new Map(pages.map((page) => [withoutSlash(page.permalink), page.copyUrl]));
      const bySource = new Map(pages.map((page) => [page.sourceFile, page.copyUrl]));
      const localFile = (permalink: string) => join(outDir, permalink.slice(baseUrl.length));

      const linkUrl = (page: Page) => (url: string) => {
        if (SCHEME.test(url)) return url;
        const cut = url.includes("#") ? url.indexOf("#") : url.length;
        const path = url.slice(0, cut);
        const hash = url.slice(cut);
        if (!path) return `${page.copyUrl}${hash}`;
        if (path.startsWith("/")) {
          const localized = `${baseUrl}${path.slice(1)}`;
          const copy = byPath.get(withoutSlash(localized));
          return `${copy ?? `${origin}${localized}`}${hash}`;
        }
        const copy = bySource.get(resolve(dirname(page.sourceFile), decodeURI(path)));
        if (!copy) throw new Error(`[llms-txt] ${page.sourceFile}: the link ${url} leads to no page`);
        return `${copy}${hash}`;
      };

      // The bundler renames relative images or inlines them as data: URLs; the copy links a copy of the file
      // placed beside the page instead (/blog/post/diagram.svg).
      const imageUrl = (page: Page) => (url: string) => {
        if (SCHEME.test(url)) return url;
        if (url.startsWith("/")) return `${origin}${baseUrl}${url.slice(1)}`;
        const file = resolve(dirname(page.sourceFile), decodeURI(url));
        if (!existsSync(file)) throw new Error(`[llms-txt] ${page.sourceFile}: the image ${url} does not exist`);
        copyFileSync(file, join(localFile(page.permalink), basename(file)));
        return `${origin}${withoutSlash(page.permalink)}/${encodeURI(basename(file))}`;
      };

      const admonitionTitle = (type: string) => {
        const title = t(`theme.admonition.${type}`, type);
        return title.charAt(0).toUpperCase() + title.slice(1);
      };

      const copies = new Map<Page, string>();
      for (const page of pages) {
        const markdown = markdownCopy(readFileSync(page.sourceFile, "utf8"), {
          title: page.title,
          description: page.description,
          file: page.sourceFile,
          linkUrl: linkUrl(page),
          imageUrl: imageUrl(page),
          locale: i18n.currentLocale,
          admonitionTitle,
        });
        const file = `${localFile(page.permalink).replace(/\/$/, "")}.md`;
        if (!existsSync(dirname(file))) mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, markdown);
        copies.set(page, markdown);
      }

      const name = siteConfig.title;
      const { summary } = strings;
      const details = strings.details.replace("{version}", versionLabel);
      writeFileSync(join(outDir, "llms.txt"), llmsTxt(name, summary, details, sections));
      const docsInOrder = [...new Set(sections.flatMap((section) => section.pages))].filter(
        (page): page is Page => (page as Page).kind === "doc",
      );
      writeFileSync(
        join(outDir, "llms-full.txt"),
        llmsFullTxt(
          name,
          summary,
          docsInOrder.map((page) => ({ copyUrl: page.copyUrl, markdown: copies.get(page) ?? "" })),
        ),
      );
    },
  };
}
